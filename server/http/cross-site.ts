import type { Context, MiddlewareHandler } from 'hono';
import { isFromOtherSite } from '#domain/cross-site';
import { feedUploadTypes, takesFeedUpload, takesUpload } from '#domain/uploads';
import { problem } from './problem';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a page of another site made the request (see `isFromOtherSite`). */
export const fromOtherSite = (c: Context): boolean =>
  isFromOtherSite({ fetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), requestOrigin: new URL(c.req.url).origin });

/**
 * Whether a request that changes state though it is a GET (the likes' pairing) came from anything
 * but the site's own pages or the visitor's own hand: only `Sec-Fetch-Site: same-origin` or `none`
 * (typed, bookmarked) pass. A top-level GET carries no `Origin`, so `same-site` cannot be told
 * apart from a sibling subdomain that is not ours, and is refused too. Without fetch metadata,
 * the `Origin` decides as for writes.
 */
export const fromOtherPage = (c: Context): boolean => {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return fromOtherSite(c);
};

/** What a request another site's page made is told, by the pairing's check and by `guardWrites`. */
const otherSiteDetail = 'Cererea a fost trimisă de pe alt site și a fost refuzată.';

/** The 403 for a request another site's page made, naming the header that said so. */
export const otherSiteRefusal = (c: Context): Response =>
  problem(403, otherSiteDetail, { field: c.req.header('sec-fetch-site') === undefined ? 'header.origin' : 'header.sec-fetch-site' });

/** A write's body is JSON, or there is none (a body-less POST or DELETE). */
function jsonOrNone(c: Context): boolean {
  const type = c.req.header('content-type');
  // The photo upload is multipart and a shop's feed file comes as itself; like every write they
  // are still refused from another site.
  if (type !== undefined) {
    const media = type.split(';')[0]!.trim().toLowerCase();
    if (takesFeedUpload(c.req.path)) return (feedUploadTypes as readonly string[]).includes(media);
    return media === (takesUpload(c.req.path) ? 'multipart/form-data' : 'application/json');
  }
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
  if (fromOtherSite(c)) return problem(403, otherSiteDetail, { field: 'header.origin' });
  if (!jsonOrNone(c)) {
    const detail = takesFeedUpload(c.req.path) ? 'Trimite feedul ca fișier XML, CSV sau TSV (poate fi comprimat gzip).' : 'Corpul cererii trebuie trimis ca application/json.';
    return problem(415, detail, { field: 'body' });
  }
  return next();
};
