/**
 * The listing URL, the state of a listing (DESIGN.md): every change made to it, in one place for
 * the pages and components that write it (`ui/`, `app/`) and the backend that reads it
 * (`server/listing/filtering-url.ts`, which turns it into a query and refuses a malformed one with
 * a 400 problem naming `body.url`). A filter choice's URL comes from the backend; the browser
 * composes only ranges typed by the shopper and pages. Its names and values are in
 * `domain/listing-params.ts`.
 */

import { dimensionSlugOf, listingParams } from './listing-params';

/** Filter groups whose values count towards how filtered a page is (`filterDepth`). */
const filterParams = [
  listingParams.colour,
  listingParams.manufacturer,
  listingParams.shop,
  listingParams.material,
  listingParams.style,
  listingParams.promo,
  listingParams.priceFrom,
  listingParams.priceTo,
  listingParams.dimension,
  listingParams.discounted,
  listingParams.voucher,
  listingParams.deliveryWithin,
];

const parse = (url: string | URL) => new URL(url, 'http://cuib.invalid');
const relative = (url: URL) => `${url.pathname}${url.search}`;
/** The values of a parameter that may repeat or be comma-separated. */
const valuesOf = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);

/** The listing URL with the given query parameters set (or removed when null or empty), back on page 1; on another path if given. */
export function withQuery(url: string | URL, changes: Record<string, string | null>, pathname?: string): string {
  const next = parse(url);
  if (pathname) next.pathname = pathname;
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.searchParams.delete(name);
    else next.searchParams.set(name, value);
  }
  next.searchParams.delete(listingParams.page);
  return relative(next);
}

/** The listing URL with one value of a multi-choice parameter added or removed, back on page 1. */
export function toggled(url: string | URL, name: string, value: string): string {
  const next = parse(url);
  const values = valuesOf(next.searchParams, name);
  next.searchParams.delete(name);
  for (const each of values.includes(value) ? values.filter((other) => other !== value) : [...values, value]) next.searchParams.append(name, each);
  next.searchParams.delete(listingParams.page);
  return relative(next);
}

/** The listing URL of page `page` (page 1 has no parameter). */
export function pageUrl(url: string, page: number): string {
  const next = parse(url);
  if (page <= 1) next.searchParams.delete(listingParams.page);
  else next.searchParams.set(listingParams.page, String(page));
  return relative(next);
}

/** The query parameters of a URL as hidden-field pairs, leaving out the ones a form sets itself. */
export function hiddenFields(url: string, except: readonly string[]): [string, string][] {
  return [...parse(url).searchParams.entries()].filter(([name]) => !except.includes(name) && name !== listingParams.page);
}

/** How many filter values a listing URL has; pages with more than one are not worth indexing. */
export function filterDepth(url: string): number {
  const { searchParams } = parse(url);
  return filterParams.reduce((sum, name) => sum + valuesOf(searchParams, name).length, 0);
}

/**
 * The canonical form of a listing URL submitted by the range forms: dimension fields typed in
 * centimetres (`latime-de-la=120&latime-pana-la=220`) become `dimensiune=latime:1200-2200`, and a
 * price range typed backwards is turned round. Null when the URL is canonical already.
 */
export function canonicalListingUrl(url: string): string | null {
  const next = parse(url);
  const params = next.searchParams;
  let changed = false;
  const dimensions = valuesOf(params, listingParams.dimension);
  for (const slug of Object.values(dimensionSlugOf)) {
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
    params.delete(listingParams.dimension);
    for (const value of dimensions) params.append(listingParams.dimension, value);
  }
  const { priceFrom: fromName, priceTo: toName } = listingParams;
  const priceFrom = Number(params.get(fromName));
  const priceTo = Number(params.get(toName));
  if (params.get(fromName) && params.get(toName) && priceFrom > priceTo) {
    params.set(fromName, String(priceTo));
    params.set(toName, String(priceFrom));
    changed = true;
  }
  for (const name of [fromName, toName]) {
    if (params.get(name) === '') {
      params.delete(name);
      changed = true;
    }
  }
  return changed ? relative(next) : null;
}
