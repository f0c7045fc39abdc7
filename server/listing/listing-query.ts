import type { DimensionName } from '#domain/listing-params';

/** The orders a listing can be sorted in. */
export const listingSorts = ['relevance', 'cheapest', 'mostExpensive', 'biggestDiscount', 'bestRated', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];

export interface ListingQuery {
  /** Category and its descendants; all categories when absent. */
  categoryId?: number;
  priceFrom?: number;
  priceTo?: number;
  /** Folded words that must each begin a word of the name (see `queryWords`). */
  words?: string[];
  /** Only offers of this shop. */
  eshopId?: number;
  /** Multi-choice filters: a variant matches one of the values of each group given. */
  colours?: string[];
  manufacturerIds?: number[];
  eshopIds?: number[];
  /** Material and style slugs (`lemn-masiv`, `scandinav`). */
  materials?: string[];
  styles?: string[];
  promo?: string[];
  /** Only discounted offers (`reducere=da`), only offers with a voucher (`voucher=da`). */
  discountedOnly?: boolean;
  withVoucher?: boolean;
  /** Only offers delivered within this many days (`livrare-in-zile`). */
  deliveryWithinDays?: number;
  /** Ranges in millimetres; a variant without the dimension does not match. */
  dimensions?: Partial<Record<DimensionName, { from?: number; to?: number }>>;
  sort: ListingSort;
  page: number;
  pageSize: number;
}
