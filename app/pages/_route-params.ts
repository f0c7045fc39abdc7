import { unstable_notFound } from 'waku/router/server';
import type { ZodType } from 'zod';
import { zReviewInvitationIdent, zSlug } from '#generated/main-api/zod.gen';

/**
 * A route parameter the contract's grammar allows, or the not-found page. A slug the backend can
 * never know (3,000 characters, upper case, a space) is not asked for: a long one would make the
 * backend's address too long, and its refusal (414) is no answer a page expects.
 */
function allowedOrNotFound(schema: ZodType, value: string): string {
  if (!schema.safeParse(value).success) unstable_notFound();
  return value;
}

/** A category, shop, manufacturer or article slug (`Slug` of the main API). */
export const slugOrNotFound = (slug: string): string => allowedOrNotFound(zSlug, slug);

/** The ident of a review invitation's link (`/star/{ident}`). */
export const invitationIdentOrNotFound = (ident: string): string => allowedOrNotFound(zReviewInvitationIdent, ident);
