import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { origins } from '#domain/origins';
import { isVisitorId, visitorCookie, visitorMaxAgeSeconds } from '#domain/visitor';
import { consentCookie, isBot, parseConsent } from '#ui/lib/consent';
import { requestContext } from '../request-context';

/**
 * Experiments bucket visitors by their visitor id (SPEC §7 attributes). A visitor who allowed
 * analytics but has no id yet (the backends issue one with their first call) gets it with this
 * page, so the page is drawn in the variation the browser will agree with. Without consent there
 * is no id and no experiment: everyone sees the default.
 */
const visitorMiddleware = (): MiddlewareHandler => async (c, next) => {
  const wanted =
    c.req.method === 'GET' &&
    c.req.header('sec-fetch-dest') !== 'empty' &&
    !isVisitorId(getCookie(c, visitorCookie)) &&
    parseConsent(getCookie(c, consentCookie)).analytics &&
    !isBot(c.req.header('user-agent'));
  const context = requestContext();
  if (!wanted || !context) return next();
  context.visitorId = randomUUID();
  await next();
  if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
    setCookie(c, visitorCookie, context.visitorId, { path: '/', httpOnly: true, sameSite: 'Lax', secure: origins().secure, maxAge: visitorMaxAgeSeconds });
  }
};

export default visitorMiddleware;
