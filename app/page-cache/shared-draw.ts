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
 * first in B. The page's own attributes (the browser's SDK evaluates with them) are nobody's: the
 * browser's script adds its visitor id and whether it is signed in (ui/lib/visitor.ts).
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
  // Evaluated as the visitor is; drawn with the attributes of nobody in particular, which the
  // browser completes (ui/lib/analytics/consented.ts) before its SDK evaluates with them. A rule
  // that gives a signed-in shopper another value still splits the key, through the values.
  const flags: SiteFlags = { ...(await flagsFor(attributes)), attributes: { loggedIn: false, deviceType: attributes.deviceType, url: attributes.url } };
  context.flags = flags;
  return { key: `${key}\nflags=${flagsKey(flags)}`, request: withoutPersonalCookies(request) };
}
