import { ResponseError } from '#generated/runtime';
import { middleware } from '#generated/main-api/runtime.gen';
import { getModerationQueue, getReviewInvitation, getShopReviewsPage } from '#generated/main-api/sdk.gen';
import type { ModerationQueue, ReviewInvitation, ShopReviewsPage } from '#generated/main-api/types.gen';
import { backendOptions } from './backend';

/*
 * The Cuib Star pages' data: review invitations (/star/{ident}…), a shop's reviews
 * (/star/eshop/{slug}) and the staff's moderation queue, asked with the visitor's cookies.
 */

const callOptions = () => backendOptions('main-api', middleware);

const isStatus = (error: unknown, ...statuses: number[]) => error instanceof ResponseError && statuses.includes(error.response.status);

/** Null when the backend refuses or does not know what the address names (404, 400): the page is the not-found page. */
async function orNull<T>(call: () => Promise<{ data: T }>, ...missing: number[]): Promise<T | null> {
  try {
    return (await call()).data;
  } catch (error) {
    if (isStatus(error, ...missing)) return null;
    throw error;
  }
}

/** The invitation of a review link; null for an ident nobody was given. */
export const reviewInvitation = (ident: string): Promise<ReviewInvitation | null> =>
  orNull(() => getReviewInvitation({ ...callOptions(), path: { ident } }), 400, 404);

/** One page of a shop's reviews; null for an unknown shop. */
export const shopReviews = (slug: string, page: number): Promise<ShopReviewsPage | null> =>
  orNull(() => getShopReviewsPage({ ...callOptions(), path: { slug }, query: { page } }), 400, 404);

/** What waits for staff; null unless the visitor is signed in as staff (the page is a 404 for everyone else). */
export const moderationQueue = (): Promise<ModerationQueue | null> => orNull(() => getModerationQueue(callOptions()), 401, 403);
