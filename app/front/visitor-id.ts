import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { consentCookie, parseConsent } from '#domain/consent';
import { origins } from '#domain/origins';
import { isVisitorId, knownBrowserCookie, visitorCookie, visitorMaxAgeSeconds } from '#domain/visitor';
import { isBot } from '#ui/lib/consent';
import { requestContext } from '../request-context';

/**
 * Experiments bucket visitors by their visitor id (SPEC §7 attributes). A visitor who allowed
 * analytics but has no id yet (the backends issue one with their first call) gets it with this
 * page, before the shared page cache picks the page: the page is in the variation the browser will
 * agree with. Without consent there is no id and no experiment: everyone sees the default.
 *
 * Every page also tells the browser's script whether the backends know it:
 * the two cookies that make it known are HttpOnly (`knownBrowserCookie`, #domain/visitor).
 */
export const visitorId = (): MiddlewareHandler => async (c, next) => {
  const wanted =
    c.req.method === 'GET' &&
    c.req.header('sec-fetch-dest') !== 'empty' &&
    !isVisitorId(getCookie(c, visitorCookie)) &&
    parseConsent(getCookie(c, consentCookie)).analytics &&
    !isBot(c.req.header('user-agent'));
  const context = requestContext();
  if (wanted && context) context.visitorId = randomUUID();
  await next();
  // A page, or a browser's copy of one confirmed unchanged (304: a reload right after signing in).
  const page = (c.res.headers.get('content-type') ?? '').startsWith('text/html') || c.res.status === 304;
  if (!page) return;
  if (context?.visitorId) setCookie(c, visitorCookie, context.visitorId, { path: '/', httpOnly: true, sameSite: 'Lax', secure: origins().secure, maxAge: visitorMaxAgeSeconds });
  // Known: a session or a visitor id (one issued now included). The mark follows the two cookies,
  // set or taken away only when it disagrees with them, so most pages set no cookie at all.
  const known = getCookie(c, 'cuib_token') !== undefined || getCookie(c, visitorCookie) !== undefined || context?.visitorId !== undefined;
  const marked = getCookie(c, knownBrowserCookie) !== undefined;
  if (known !== marked) setCookie(c, knownBrowserCookie, known ? '1' : '', { path: '/', sameSite: 'Lax', secure: origins().secure, maxAge: known ? visitorMaxAgeSeconds : 0 });
};
