import { origins } from './origins';

/** What a request says about where it comes from. */
export interface RequestSource {
  /** The `Sec-Fetch-Site` header. */
  fetchSite: string | undefined;
  /** The `Origin` header. */
  origin: string | undefined;
  /** The origin the request was addressed to (trusted only in local development). */
  requestOrigin: string;
}

/** The shop and the partner site; in local development (no `CUIB_SITE_ORIGIN`) also the request's own origin. */
function trusted(origin: string | undefined, requestOrigin: string): boolean {
  if (!origin) return false;
  const { site, partner } = origins();
  if (origin === site || origin === partner) return true;
  return !process.env.CUIB_SITE_ORIGIN && origin === requestOrigin;
}

/**
 * Whether the browser says the request was made by a page of another site: `Sec-Fetch-Site:
 * cross-site`, or `same-site` (a sibling subdomain) from an origin that is not ours, or — for
 * browsers without fetch metadata — an `Origin` that is not ours. Requests with neither header
 * (the site's own server, curl, another backend, a mail provider's one-click unsubscribe) are not
 * from a browser page and pass.
 */
export function isFromOtherSite({ fetchSite, origin, requestOrigin }: RequestSource): boolean {
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-site') return !trusted(origin, requestOrigin);
  if (fetchSite) return false; // same-origin, or none (typed in the address bar)
  return origin !== undefined && !trusted(origin, requestOrigin);
}
