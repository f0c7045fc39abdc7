/**
 * Helpers for listing URLs built in the browser or on the server from a URL the backend gave
 * (every filter choice carries its own URL; only ranges typed by the shopper are composed here).
 */

/** The listing URL with the given query parameters set (or removed when null), back on page 1. */
export function withQuery(url: string, changes: Record<string, string | null>): string {
  const next = new URL(url, 'http://cuib.invalid');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.searchParams.delete(name);
    else next.searchParams.set(name, value);
  }
  next.searchParams.delete('pagina');
  return `${next.pathname}${next.search}`;
}

/** The query parameters of a URL as hidden-field pairs, leaving out the ones a form sets itself. */
export function hiddenFields(url: string, except: readonly string[]): [string, string][] {
  return [...new URL(url, 'http://cuib.invalid').searchParams.entries()].filter(([name]) => !except.includes(name) && name !== 'pagina');
}

/** The listing URL of page `page` (page 1 has no parameter). */
export function pageUrl(url: string, page: number): string {
  const next = new URL(url, 'http://cuib.invalid');
  if (page <= 1) next.searchParams.delete('pagina');
  else next.searchParams.set('pagina', String(page));
  return `${next.pathname}${next.search}`;
}

/**
 * The pages a pager shows: the first, the last, and two around the current one, with `null` for
 * a gap (`1 … 4 5 6 … 20`).
 */
export function pagerPages(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? [null, page] : [page]));
}

/** Dimension names in listing URLs (`dimensiune=latime:1200-2200`, millimetres). */
export const dimensionSlugs = { width: 'latime', height: 'inaltime', depth: 'adancime', diameter: 'diametru' } as const;

/**
 * The canonical form of a listing URL submitted by the range forms: dimension fields typed in
 * centimetres (`latime-de-la=120&latime-pana-la=220`) become `dimensiune=latime:1200-2200`, and a
 * price range typed backwards is turned round. Null when the URL is canonical already.
 */
export function canonicalListingUrl(url: string): string | null {
  const next = new URL(url, 'http://cuib.invalid');
  const params = next.searchParams;
  let changed = false;
  const dimensions = params.getAll('dimensiune').flatMap((value) => value.split(',')).filter(Boolean);
  for (const slug of Object.values(dimensionSlugs)) {
    const fromName = `${slug}-de-la`;
    const toName = `${slug}-pana-la`;
    if (!params.has(fromName) && !params.has(toName)) continue;
    changed = true;
    const mm = (name: string) => {
      const value = Number((params.get(name) ?? '').replace(',', '.'));
      return params.get(name) && Number.isFinite(value) && value >= 0 ? String(Math.round(value * 10)) : '';
    };
    const [from, to] = [mm(fromName), mm(toName)];
    params.delete(fromName);
    params.delete(toName);
    const others = dimensions.filter((value) => !value.startsWith(`${slug}:`));
    dimensions.length = 0;
    dimensions.push(...others, ...(from || to ? [`${slug}:${from}-${to}`] : []));
  }
  if (changed) {
    params.delete('dimensiune');
    for (const value of dimensions) params.append('dimensiune', value);
  }
  const priceFrom = Number(params.get('pret-de-la'));
  const priceTo = Number(params.get('pret-pana-la'));
  if (params.get('pret-de-la') && params.get('pret-pana-la') && priceFrom > priceTo) {
    params.set('pret-de-la', String(priceTo));
    params.set('pret-pana-la', String(priceFrom));
    changed = true;
  }
  for (const name of ['pret-de-la', 'pret-pana-la']) {
    if (params.get(name) === '') {
      params.delete(name);
      changed = true;
    }
  }
  return changed ? `${next.pathname}${next.search}` : null;
}
