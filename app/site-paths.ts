/** Largest request body the site accepts (256 KiB, as the backends): larger ones get 413 before they are read. */
export const maxBodyBytes = 256 * 1024;

/** The 413 answer, as problem+json naming the body, like every other refusal of bad input. */
export const tooLarge = () =>
  new Response(
    JSON.stringify({
      type: 'https://cuib.ro/probleme/cerere-prea-mare',
      title: 'Cerere prea mare',
      status: 413,
      detail: `Corpul cererii depășește ${maxBodyBytes / 1024} KiB.`,
      field: 'body',
    }),
    { status: 413, headers: { 'content-type': 'application/problem+json; charset=utf-8' } },
  );

// Catalogue addresses whose segments are slugs or numeric ids, which are lower-case by nature.
// (Codes elsewhere, such as vouchers, confirmation links or share tokens, keep their case.)
const sluggedPath = /^\/(?:produse|producatori|produs|category|eshop|price-drops)(?:\/|$)/;

/**
 * The one address of a catalogue page: `/produse/Canapele` → `/produse/canapele`, a trailing
 * slash dropped. Other paths are returned as they are.
 */
export function canonicalSitePath(path: string): string {
  if (!sluggedPath.test(path) || path.includes('/voucher/')) return path;
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') : lower;
}
