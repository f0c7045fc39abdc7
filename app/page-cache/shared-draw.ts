import { parseCookie } from 'cookie';
import { consentCookie } from '#domain/consent';
import { visitorCookie } from '#domain/visitor';
import { experimentAttributesOf } from '#ui/lib/experiments/attributes';
import { flagsFor, type SiteFlags } from '../lib/features';
import type { RequestContext } from '../request-context';
import { flagsKey, pageCacheKey, withoutPersonalCookies } from './key';

/** A page to be shared: its key, and the request to draw it from, with no personal cookie. */
export interface SharedDraw {
  key: string;
  request: Request;
}

/**
 * How a page is drawn once for everyone who gets the same one: from the request without the
 * session and visitor cookies (the backends then answer as for a first-time visitor, so nothing
 * of the person can enter the page), with the flags of the visitor who asked. Their experiment's
 * variation is part of the key: a visitor bucketed into B gets the B page, drawn for whoever was
 * first in B. The flags keep the attributes the browser evaluates with (logged in, device) but not
 * the visitor id: the browser's own script asks for it (ui/lib/visitor.ts).
 *
 * Null when the page is not shared (./key.ts). The flags are handed to the draw in `context`.
 */
export async function sharedDraw(request: Request, context: RequestContext): Promise<SharedDraw | null> {
  const key = pageCacheKey(request);
  if (key === null) return null;
  const cookies = parseCookie(request.headers.get('cookie') ?? '');
  const attributes = experimentAttributesOf({
    visitorCookie: cookies[visitorCookie],
    issuedVisitorId: context.visitorId,
    consentCookie: cookies[consentCookie],
    loggedIn: cookies.cuib_token !== undefined,
    userAgent: request.headers.get('user-agent'),
    url: request.url,
  });
  const { id: _, ...withoutId } = attributes;
  const flags: SiteFlags = { ...(await flagsFor(attributes)), attributes: withoutId };
  context.flags = flags;
  return { key: `${key}\nflags=${flagsKey(flags)}`, request: withoutPersonalCookies(request) };
}
