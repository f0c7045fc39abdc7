import type { Context, MiddlewareHandler } from 'hono';
import { origins } from '#domain/origins';
import { problem } from './problem';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The shop and the partner site; in local development (no `CUIB_SITE_ORIGIN`) also the request's own origin. */
function trusted(c: Context, origin: string | undefined): boolean {
  if (!origin) return false;
  const { site, partner } = origins();
  if (origin === site || origin === partner) return true;
  return !process.env.CUIB_SITE_ORIGIN && origin === new URL(c.req.url).origin;
}

/**
 * Whether the browser says the request was made by a page of another site: `Sec-Fetch-Site:
 * cross-site`, or `same-site` (a sibling subdomain) from an origin that is not ours, or — for
 * browsers without fetch metadata — an `Origin` that is not ours. Requests with neither header
 * (the site's own server, curl, another backend) are not from a browser page and pass.
 */
export function fromOtherSite(c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-site') return !trusted(c, origin);
  if (fetchSite) return false; // same-origin, or none (typed in the address bar)
  return origin !== undefined && !trusted(c, origin);
}

/** A write's body is JSON, or there is none (a body-less POST or DELETE). */
function jsonOrNone(c: Context): boolean {
  const type = c.req.header('content-type');
  if (type !== undefined) return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
  const length = c.req.header('content-length');
  return !c.req.header('transfer-encoding') && (length === undefined || Number(length) === 0);
}

/**
 * Every state-changing request: refused when a page of another site makes it (403) — a form or
 * script elsewhere must not log a shopper out, like or watch in their name — and when its body is
 * not JSON (415): a cross-site HTML form can only send form or text bodies, which also keeps
 * "simple" requests that skip CORS preflight out.
 */
export const guardWrites: MiddlewareHandler = async (c, next) => {
  if (!writeMethods.has(c.req.method)) return next();
  if (fromOtherSite(c)) return problem(403, 'Cererea a fost trimisă de pe alt site și a fost refuzată.', { field: 'header.origin' });
  if (!jsonOrNone(c)) return problem(415, 'Corpul cererii trebuie trimis ca application/json.', { field: 'body' });
  return next();
};
