import type { Database } from '../db/database';
import type { ListingQuery, ListingSort } from '../repositories/variants';
import { type DimensionName, dimensionNames } from '#domain/listing-params';
import { type CatalogueIndex, promoTags } from './catalogue-index';
import { matchNames } from './name-index';

export type PromoTag = (typeof promoTags)[number];

/** What one filtering pass over the catalogue index counts. */
export interface FacetCounts {
  /** Variants matching every filter. */
  total: number;
  /** Full matches per category id (categories beneath the listed one). */
  categories: Map<number, number>;
  /** Each group counts with every other filter applied but its own, so its choices stay choosable. */
  colours: Map<string, number>;
  materials: Map<string, number>;
  styles: Map<string, number>;
  manufacturers: Map<number, number>;
  eshops: Map<number, number>;
  promo: Map<PromoTag, number>;
  /** Prices of the variants matching everything but the price filter. */
  price: { count: number; min: number | null; max: number | null; histogram: (min: number, max: number, buckets: number) => number[] };
  /** Display names of colour, material and style slugs. */
  names: Map<string, string>;
  /** Smallest and largest value of each dimension among variants matching everything but that dimension's filter. */
  dimensions: Record<DimensionName, { min: number; max: number } | null>;
}

export interface ListingPage {
  totalCount: number;
  /** Variant ids of the requested page, in sort order. */
  ids: number[];
}

// Filter groups, as bit numbers: a row failing exactly one group still counts towards that group's facet.
const PRICE = 0;
const COLOUR = 1;
const MANUFACTURER = 2;
const ESHOP = 3;
const MATERIAL = 4;
const STYLE = 5;
const PROMO = 6;
const DIMENSION = 7; // 7..10, in `dimensionNames` order

interface Scratch {
  matched: Int32Array;
  priced: Int32Array;
  flag: Uint8Array;
  text: Uint8Array;
}
const scratches = new WeakMap<CatalogueIndex, Scratch>();
function scratchOf(index: CatalogueIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = { matched: new Int32Array(index.size), priced: new Int32Array(index.size), flag: new Uint8Array(index.size), text: new Uint8Array(index.size) };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** Flags of the positions whose name matches the query words (a scratch array: clear it after use). */
function textFlags(db: Database, index: CatalogueIndex, words: readonly string[]): Uint8Array {
  const { text } = scratchOf(index);
  const { positions } = matchNames(db, index, words);
  for (let k = 0; k < positions.length; k++) text[positions[k]!] = 1;
  return text;
}

function selection(values: readonly (string | number)[] | undefined, codeOf: (value: string | number) => number | undefined, size: number): Uint8Array | null {
  if (!values?.length) return null;
  const selected = new Uint8Array(size);
  for (const value of values) {
    const code = codeOf(value);
    if (code !== undefined && code < size) selected[code] = 1;
  }
  return selected;
}

const toMap = <K>(counts: Int32Array, key: (code: number) => K | undefined): Map<K, number> => {
  const map = new Map<K, number>();
  counts.forEach((count, code) => {
    const k = key(code);
    if (count > 0 && k !== undefined) map.set(k, count);
  });
  return map;
};

/** Positions `[start, end)` of the listed category with everything beneath it (the whole index without one). */
const rangeOf = (index: CatalogueIndex, query: ListingQuery): readonly [number, number] =>
  query.categoryId === undefined ? [0, index.size] : (index.categoryRange.get(query.categoryId) ?? [0, 0]);

/** Whether the query keeps anything less than its whole range. */
const narrows = (query: ListingQuery): boolean =>
  query.priceFrom !== undefined ||
  query.priceTo !== undefined ||
  query.words !== undefined ||
  query.eshopId !== undefined ||
  Boolean(query.colours?.length || query.manufacturerIds?.length || query.eshopIds?.length || query.materials?.length || query.styles?.length || query.promo?.length) ||
  query.discountedOnly === true ||
  query.withVoucher === true ||
  query.deliveryWithinDays !== undefined ||
  Object.keys(query.dimensions ?? {}).length > 0;

/**
 * One pass over the listed range: which variants match every filter and, when `facets` is on, the
 * count of every facet choice with all filters but its own group applied (a listing page needs only
 * the matches: a variant failing one filter is then passed over at once).
 */
function scan(db: Database, index: CatalogueIndex, query: ListingQuery, facets = true) {
  const scratch = scratchOf(index);
  const [start, end] = rangeOf(index, query);
  // A variant failing more than `allowed` groups counts towards nothing.
  const allowed = facets ? 1 : 0;
  const text = query.words === undefined ? null : textFlags(db, index, query.words);
  const shopOnly = query.eshopId ?? -1;
  const discountedOnly = query.discountedOnly === true;
  const voucherOnly = query.withVoucher === true;
  const deliveryWithin = query.deliveryWithinDays ?? -1;
  const priceFrom = query.priceFrom ?? -Infinity;
  const priceTo = query.priceTo ?? Infinity;
  const hasPrice = query.priceFrom !== undefined || query.priceTo !== undefined;
  const colourSel = selection(query.colours, (slug) => index.colours.code.get(String(slug)), index.colours.values.length);
  const materialSel = selection(query.materials, (slug) => index.materials.code.get(String(slug)), index.materials.values.length);
  const styleSel = selection(query.styles, (slug) => index.styles.code.get(String(slug)), index.styles.values.length);
  const manufacturerSel = selection(query.manufacturerIds, Number, index.maxManufacturer + 1);
  const eshopSel = selection(query.eshopIds, Number, index.maxEshop + 1);
  const promoMask = (query.promo ?? []).reduce((mask, tag) => mask | (1 << promoTags.indexOf(tag as PromoTag)), 0);
  const dimensionFilters = dimensionNames
    .map((name, i) => ({ group: DIMENSION + i, values: index.dimensions[name], from: query.dimensions?.[name]?.from ?? -Infinity, to: query.dimensions?.[name]?.to ?? Infinity }))
    .filter((_, i) => query.dimensions?.[dimensionNames[i]!] !== undefined);

  const { price, colour, material, style, manufacturer, eshop, promo, category } = index;
  const categoryCounts = new Int32Array(65536);
  const colourCounts = new Int32Array(index.colours.values.length);
  const materialCounts = new Int32Array(index.materials.values.length);
  const styleCounts = new Int32Array(index.styles.values.length);
  const manufacturerCounts = new Int32Array(index.maxManufacturer + 1);
  const eshopCounts = new Int32Array(index.maxEshop + 1);
  const promoCounts = new Int32Array(promoTags.length);
  const dimensionMin = dimensionNames.map(() => Infinity);
  const dimensionMax = dimensionNames.map(() => -Infinity);
  const { matched, priced } = scratch;
  let matchedCount = 0;
  let pricedCount = 0;

  for (let i = start; i < end; i++) {
    if (shopOnly >= 0 && eshop[i] !== shopOnly) continue;
    if (text !== null && text[i] === 0) continue;
    if (discountedOnly && !(price[i]! < index.priceBeforeDiscount[i]!)) continue;
    if (voucherOnly && index.voucher[i] === 0) continue;
    if (deliveryWithin >= 0 && (index.deliveryDays[i]! < 0 || index.deliveryDays[i]! > deliveryWithin)) continue;
    let fails = 0;
    let failed = -1;
    if (hasPrice && (price[i]! < priceFrom || price[i]! > priceTo)) {
      fails++;
      failed = PRICE;
    }
    if (colourSel !== null && colourSel[colour[i]!] === 0) {
      if (++fails > allowed) continue;
      failed = COLOUR;
    }
    if (manufacturerSel !== null && manufacturerSel[manufacturer[i]!] !== 1) {
      if (++fails > allowed) continue;
      failed = MANUFACTURER;
    }
    if (eshopSel !== null && eshopSel[eshop[i]!] !== 1) {
      if (++fails > allowed) continue;
      failed = ESHOP;
    }
    if (materialSel !== null && materialSel[material[i]!] === 0) {
      if (++fails > allowed) continue;
      failed = MATERIAL;
    }
    if (styleSel !== null && styleSel[style[i]!] === 0) {
      if (++fails > allowed) continue;
      failed = STYLE;
    }
    if (promoMask !== 0 && (promo[i]! & promoMask) === 0) {
      if (++fails > allowed) continue;
      failed = PROMO;
    }
    for (const filter of dimensionFilters) {
      const value = filter.values[i]!;
      if (value < 0 || value < filter.from || value > filter.to) {
        fails++;
        failed = filter.group;
      }
    }
    if (fails > allowed) continue;
    const all = fails === 0;
    if (all) {
      matched[matchedCount++] = i;
      if (!facets) continue;
      categoryCounts[category[i]!]!++;
    }
    if (all || failed === PRICE) priced[pricedCount++] = i;
    if (all || failed === COLOUR) colourCounts[colour[i]!]!++;
    if (all || failed === MANUFACTURER) manufacturerCounts[manufacturer[i]!]!++;
    if (all || failed === ESHOP) eshopCounts[eshop[i]!]!++;
    if (all || failed === MATERIAL) materialCounts[material[i]!]!++;
    if (all || failed === STYLE) styleCounts[style[i]!]!++;
    if (all || failed === PROMO) {
      const bits = promo[i]!;
      if (bits !== 0) for (let bit = 0; bit < promoTags.length; bit++) if (bits & (1 << bit)) promoCounts[bit]!++;
    }
    for (let d = 0; d < dimensionNames.length; d++) {
      if (!all && failed !== DIMENSION + d) continue;
      const value = index.dimensions[dimensionNames[d]!][i]!;
      if (value < 0) continue;
      if (value < dimensionMin[d]!) dimensionMin[d] = value;
      if (value > dimensionMax[d]!) dimensionMax[d] = value;
    }
  }
  text?.fill(0);
  return {
    matchedCount,
    pricedCount,
    counts: { categoryCounts, colourCounts, materialCounts, styleCounts, manufacturerCounts, eshopCounts, promoCounts, dimensionMin, dimensionMax },
  };
}

const sortCompare: Record<ListingSort, (index: CatalogueIndex) => (a: number, b: number) => number> = {
  relevance: (x) => (a, b) => x.popularity[b]! - x.popularity[a]! || x.id[a]! - x.id[b]!,
  cheapest: (x) => (a, b) => x.price[a]! - x.price[b]! || x.id[a]! - x.id[b]!,
  mostExpensive: (x) => (a, b) => x.price[b]! - x.price[a]! || x.id[a]! - x.id[b]!,
  biggestDiscount: (x) => (a, b) => x.price[a]! / x.priceBeforeDiscount[a]! - x.price[b]! / x.priceBeforeDiscount[b]! || x.id[a]! - x.id[b]!,
  bestRated: (x) => (a, b) => x.rating[b]! - x.rating[a]! || x.reviewsCount[b]! - x.reviewsCount[a]! || x.id[a]! - x.id[b]!,
  newest: (x) => (a, b) => x.createdAt[b]! - x.createdAt[a]! || x.id[a]! - x.id[b]!,
};

/** Every position in the order of a sort, built once per index and sort. */
export function orderOf(index: CatalogueIndex, sort: ListingSort): Uint32Array {
  let order = index.orders.get(sort);
  if (!order) {
    order = new Uint32Array(index.size);
    for (let i = 0; i < index.size; i++) order[i] = i;
    order.sort(sortCompare[sort](index));
    index.orders.set(sort, order);
  }
  return order;
}

/**
 * Up to this many matches are sorted; more are found by walking the sort's precomputed order, which
 * costs at most one cheap step per variant of the catalogue (about 2 ms at 1,000,000) where sorting
 * tens of thousands of matches with a comparator costs several times that.
 */
const sortedAtMost = 2048;

/** Ids of one page of the positions `isMatch` keeps, walking the sort's precomputed order. */
function walk(index: CatalogueIndex, query: ListingQuery, isMatch: (position: number) => boolean): number[] {
  const offset = (query.page - 1) * query.pageSize;
  const ids: number[] = [];
  const order = orderOf(index, query.sort);
  let seen = 0;
  for (let k = 0; k < order.length && ids.length < query.pageSize; k++) {
    const position = order[k]!;
    if (!isMatch(position)) continue;
    if (seen++ >= offset) ids.push(index.id[position]!);
  }
  return ids;
}

/** Ids of one page of `positions`, sorted. */
const sortedPage = (index: CatalogueIndex, query: ListingQuery, positions: ArrayLike<number> & Iterable<number>) =>
  Array.from(positions)
    .sort(sortCompare[query.sort](index))
    .slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
    .map((position) => index.id[position]!);

/** Ids of one page of the matched positions, in sort order. */
function page(index: CatalogueIndex, matched: Int32Array, matchedCount: number, query: ListingQuery): number[] {
  if ((query.page - 1) * query.pageSize >= matchedCount) return [];
  if (matchedCount <= sortedAtMost) return sortedPage(index, query, matched.subarray(0, matchedCount));
  const { flag } = scratchOf(index);
  for (let k = 0; k < matchedCount; k++) flag[matched[k]!] = 1;
  const ids = walk(index, query, (position) => flag[position] === 1);
  for (let k = 0; k < matchedCount; k++) flag[matched[k]!] = 0;
  return ids;
}

/**
 * One page of a listing and its total. A listing that keeps its whole range (a category as it
 * first opens) needs no pass over the catalogue at all: its total is the range's length and its
 * page comes from the sort's precomputed order.
 */
export function listingPage(db: Database, index: CatalogueIndex, query: ListingQuery): ListingPage {
  if (!narrows(query)) {
    const [start, end] = rangeOf(index, query);
    const count = end - start;
    if ((query.page - 1) * query.pageSize >= count) return { totalCount: count, ids: [] };
    const ids =
      count <= sortedAtMost
        ? sortedPage(index, query, Int32Array.from({ length: count }, (_, k) => start + k))
        : walk(index, query, (position) => position >= start && position < end);
    return { totalCount: count, ids };
  }
  const { matchedCount } = scan(db, index, query, false);
  return { totalCount: matchedCount, ids: page(index, scratchOf(index).matched, matchedCount, query) };
}

/** The facet counts of a listing (the filtering answer). */
export function facetCounts(db: Database, index: CatalogueIndex, query: ListingQuery): FacetCounts {
  const { matchedCount, pricedCount, counts } = scan(db, index, query);
  const { priced } = scratchOf(index);
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < pricedCount; k++) {
    const value = index.price[priced[k]!]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  // The scratch list is reused by the next scan: the histogram reads a copy.
  const pricedPositions = priced.slice(0, pricedCount);
  const histogram = (low: number, high: number, buckets: number) => {
    const width = Math.max((high - low) / buckets, 0.01);
    const result = Array.from({ length: buckets }, () => 0);
    for (const position of pricedPositions) {
      const bucket = Math.min(Math.max(Math.floor((index.price[position]! - low) / width), 0), buckets - 1);
      result[bucket]!++;
    }
    return result;
  };
  const slugOf = (dict: { values: string[] }) => (code: number) => (code === 0 ? undefined : dict.values[code]);
  const id = (code: number) => (code === 0 ? undefined : code);
  return {
    total: matchedCount,
    categories: toMap(counts.categoryCounts, id),
    colours: toMap(counts.colourCounts, slugOf(index.colours)),
    materials: toMap(counts.materialCounts, slugOf(index.materials)),
    styles: toMap(counts.styleCounts, slugOf(index.styles)),
    manufacturers: toMap(counts.manufacturerCounts, id),
    eshops: toMap(counts.eshopCounts, id),
    promo: new Map(promoTags.map((tag, bit) => [tag, counts.promoCounts[bit]!])),
    names: index.names,
    price: { count: pricedCount, min: pricedCount ? min : null, max: pricedCount ? max : null, histogram },
    dimensions: Object.fromEntries(
      dimensionNames.map((name, d) => [name, counts.dimensionMin[d]! <= counts.dimensionMax[d]! ? { min: counts.dimensionMin[d]!, max: counts.dimensionMax[d]! } : null]),
    ) as FacetCounts['dimensions'],
  };
}

/** The first position of `sorted` (ascending) whose value is not below `value`: how many are below it. */
function below(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rank of each popularity among the active variants of a category and everything beneath it
 * (1 + how many are more popular), as the listing's relevance sort places them: one pass over the
 * category for all of them, instead of one count per variant.
 */
export function popularityRanks(index: CatalogueIndex, categoryId: number, popularities: readonly number[]): number[] {
  const [start, end] = index.categoryRange.get(categoryId) ?? [0, 0];
  const sorted = Float64Array.from(popularities).sort();
  // How many of the category's variants are more popular than exactly the first k of `sorted`.
  const aboveFirst = new Int32Array(sorted.length + 1);
  for (let i = start; i < end; i++) aboveFirst[below(sorted, index.popularity[i]!)]!++;
  // More popular than sorted[k]: every variant above more than the first k.
  const morePopular = new Int32Array(sorted.length);
  let running = 0;
  for (let k = sorted.length - 1; k >= 0; k--) {
    running += aboveFirst[k + 1]!;
    morePopular[k] = running;
  }
  return popularities.map((popularity) => 1 + morePopular[below(sorted, popularity)]!);
}

