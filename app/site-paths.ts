/** Largest request body the site accepts (256 KiB, as the backends): larger ones get 413 before they are read. */
export const maxBodyBytes = 256 * 1024;

/**
 * A load balancer's health check (deploy/haproxy.cfg): a plain 200 from any host, with or without
 * `Host`, drawing no page and kept by no cache. It says the process takes requests, nothing more.
 */
export const healthPath = '/healthz';

export const healthy = () => new Response('ok\n', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The 413 answer, as problem+json naming the body, like every other refusal of bad input. It
 * closes the connection: the rest of the body is never read, so the next request on it would be
 * read from the middle of this one's body.
 */
export const tooLarge = () =>
  new Response(
    JSON.stringify({
      type: 'https://cuib.ro/probleme/cerere-prea-mare',
      title: 'Cerere prea mare',
      status: 413,
      detail: `Corpul cererii depășește ${maxBodyBytes / 1024} KiB.`,
      field: 'body',
    }),
    { status: 413, headers: { 'content-type': 'application/problem+json; charset=utf-8', connection: 'close' } },
  );

// Catalogue addresses whose segments are slugs or numeric ids, which are lower-case by nature.
// (Codes elsewhere, such as vouchers, confirmation links or share tokens, keep their case.)
const sluggedPath = /^\/(?:produse|producatori|produs|category|eshop|price-drops)(?:\/|$)/;

/**
 * The one address of a page: repeated slashes collapsed and a trailing slash dropped
 * (`/despre///` → `/despre`, which also keeps a redirect from ever starting with `//`), and
 * catalogue paths lower-cased (`/produse/Canapele` → `/produse/canapele`).
 */
export function canonicalSitePath(path: string): string {
  let canonical = path.replace(/\/{2,}/g, '/');
  if (canonical.length > 1 && canonical.endsWith('/')) canonical = canonical.slice(0, -1);
  if (sluggedPath.test(canonical) && !canonical.includes('/voucher/')) canonical = canonical.toLowerCase();
  return canonical;
}

/**
 * Whether a path is one Waku can take as a server-components request: `/RSC/<encoded path>.txt`,
 * validly percent-encoded, without NUL. Anything else under /RSC/ is a 404, not Waku's 500.
 */
export function isWellFormedRscPath(path: string): boolean {
  if (!path.endsWith('.txt') || path.includes('%00')) return false;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
