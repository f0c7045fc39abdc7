import { listingParams } from './filtering-url';

/** Filter groups whose values count towards "how filtered is this page" (for `followable`). */
const filterNames = [
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

const relative = (url: URL) => `${url.pathname}${url.search}`;

/** The listing URL with one value of a multi-choice parameter added or removed, back on page 1. */
export function toggled(url: URL, name: string, value: string): string {
  const next = new URL(url);
  const values = next.searchParams.getAll(name).flatMap((v) => v.split(',')).filter(Boolean);
  next.searchParams.delete(name);
  for (const v of values.includes(value) ? values.filter((v) => v !== value) : [...values, value]) next.searchParams.append(name, v);
  next.searchParams.delete(listingParams.page);
  return relative(next);
}

/** The listing URL with parameters set (or removed when null), back on page 1. */
export function withParams(url: URL, changes: Record<string, string | null>, pathname?: string): string {
  const next = new URL(url);
  if (pathname) next.pathname = pathname;
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.searchParams.delete(name);
    else next.searchParams.set(name, value);
  }
  next.searchParams.delete(listingParams.page);
  return relative(next);
}

/** How many filter values a listing URL has; pages with more than one are not worth indexing. */
export function filterDepth(url: string): number {
  const { searchParams } = new URL(url, 'http://cuib.local');
  return filterNames.reduce((sum, name) => sum + searchParams.getAll(name).flatMap((v) => v.split(',')).filter(Boolean).length, 0);
}
