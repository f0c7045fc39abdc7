/**
 * The vocabulary of listing URLs: query names and the values written in them. Apart from the
 * changes made to a URL (`domain/listing-url.ts`), so that what only needs a name (every page's
 * link builder) does not carry the rest.
 */

/** Query names of listing URLs: SPEC §2 gives the price and dimension ones; the rest are ours. */
export const listingParams = {
  priceFrom: 'pret-de-la',
  priceTo: 'pret-pana-la',
  sort: 'ordonare',
  page: 'pagina',
  query: 'q',
  colour: 'culoare',
  manufacturer: 'producator',
  shop: 'magazin',
  material: 'material',
  style: 'stil',
  promo: 'promotie',
  dimension: 'dimensiune',
  discounted: 'reducere',
  voucher: 'voucher',
  deliveryWithin: 'livrare-in-zile',
} as const;

/** The dimensions a listing filters on, in millimetres. */
export const dimensionNames = ['width', 'height', 'depth', 'diameter'] as const;
export type DimensionName = (typeof dimensionNames)[number];

/**
 * Dimension names in URLs: `dimensiune=latime:1200-2200` keeps widths from 1200 to 2200 mm; either
 * end may be left out (`inaltime:-900`, `diametru:300-`); the parameter repeats for several dimensions.
 */
export const dimensionSlugOf = { width: 'latime', height: 'inaltime', depth: 'adancime', diameter: 'diametru' } as const satisfies Record<DimensionName, string>;
export const dimensionOfSlug = /* @__PURE__ */ Object.fromEntries(Object.entries(dimensionSlugOf).map(([name, slug]) => [slug, name])) as {
  readonly [Name in DimensionName as (typeof dimensionSlugOf)[Name]]: Name;
};

/** Promo filter values in URLs (Romanian) and the promo tags they select. */
export const promoSlugs = { 'black-friday': 'blackFriday', 'reduceri-de-gradina': 'gardenSales', 'pret-redus': 'priceDrop' } as const;
