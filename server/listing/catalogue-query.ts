import type { Store } from '../db/store';
import { type VariantRow, variantRepository } from '../repositories/variants';
import { firstNotBelow } from './binary-search';
import type { ListingQuery } from './listing-query';
import { type DimensionName, dimensionNames } from '#domain/listing-params';
import { type CatalogueIndex, catalogueIndex, compareFor, orderOf, promoTags } from './catalogue-index';
import { type NameIndex, matchNames, nameIndex } from './name-index';

export type PromoTag = (typeof promoTags)[number];

/** What one filtering pass over the catalogue index counts. */
export interface FacetCounts {
  /** Variants matching every filter. */
  total: number;
  /** Full matches per category id (categories beneath the listed one). */
  categories: ReadonlyMap<number, number>;
  /** Each group counts with every other filter applied but its own, so its choices stay choosable. */
  colours: ReadonlyMap<string, number>;
  materials: ReadonlyMap<string, number>;
  styles: ReadonlyMap<string, number>;
  manufacturers: ReadonlyMap<number, number>;
  eshops: ReadonlyMap<number, number>;
  promo: ReadonlyMap<PromoTag, number>;
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

// Filter groups: a variant failing exactly one of them is marked 1 + its number, and still counts towards that group's choices.
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
  /** Each position's mark from the last filtering pass (see `mark`). */
  state: Uint8Array;
  flag: Uint8Array;
  text: Uint8Array;
}
const scratches = new WeakMap<CatalogueIndex, Scratch>();
function scratchOf(index: CatalogueIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = { matched: new Int32Array(index.size), state: new Uint8Array(index.size), flag: new Uint8Array(index.size), text: new Uint8Array(index.size) };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** Flags of the positions whose name matches the query words (a scratch array: clear it after use). */
function textFlags(names: NameIndex, index: CatalogueIndex, words: readonly string[]): Uint8Array {
  const { text } = scratchOf(index);
  const { positions } = matchNames(names, words, index.gone);
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

/** A query's filters, prepared once for the passes over the index. */
interface Filters {
  /** Positions taken off the listings since the index was built (`CatalogueIndex.gone`), when any are. */
  gone: Uint8Array | null;
  /** Filters a variant must pass to count anywhere (not facets of their own). */
  text: Uint8Array | null;
  shopOnly: number;
  discountedOnly: boolean;
  voucherOnly: boolean;
  deliveryWithin: number;
  /** Facet groups: failing exactly one of them still counts towards that group's choices. */
  hasPrice: boolean;
  priceFrom: number;
  priceTo: number;
  colours: Uint8Array | null;
  manufacturers: Uint8Array | null;
  eshops: Uint8Array | null;
  materials: Uint8Array | null;
  styles: Uint8Array | null;
  promoMask: number;
  dimensions: { group: number; values: Int32Array; from: number; to: number }[];
}

/**
 * The query's filters, or null when it keeps its whole range (a category as it first opens, while no
 * variant was taken off the listings since the index was built).
 */
function filtersOf(names: NameIndex | null, index: CatalogueIndex, query: ListingQuery): Filters | null {
  const filters: Filters = {
    gone: index.goneCount > 0 ? index.gone : null,
    text: query.words === undefined || names === null ? null : textFlags(names, index, query.words),
    shopOnly: query.eshopId ?? -1,
    discountedOnly: query.discountedOnly === true,
    voucherOnly: query.withVoucher === true,
    deliveryWithin: query.deliveryWithinDays ?? -1,
    hasPrice: query.priceFrom !== undefined || query.priceTo !== undefined,
    priceFrom: query.priceFrom ?? -Infinity,
    priceTo: query.priceTo ?? Infinity,
    colours: selection(query.colours, (slug) => index.colours.code.get(String(slug)), index.colours.values.length),
    materials: selection(query.materials, (slug) => index.materials.code.get(String(slug)), index.materials.values.length),
    styles: selection(query.styles, (slug) => index.styles.code.get(String(slug)), index.styles.values.length),
    manufacturers: selection(query.manufacturerIds, Number, index.maxManufacturer + 1),
    eshops: selection(query.eshopIds, Number, index.maxEshop + 1),
    promoMask: (query.promo ?? []).reduce((mask, tag) => mask | (1 << promoTags.indexOf(tag as PromoTag)), 0),
    dimensions: dimensionNames.flatMap((name, d) => {
      const range = query.dimensions?.[name];
      return range ? [{ group: DIMENSION + d, values: index.dimensions[name], from: range.from ?? -Infinity, to: range.to ?? Infinity }] : [];
    }),
  };
  const narrows =
    filters.gone !== null ||
    filters.text !== null ||
    filters.shopOnly >= 0 ||
    filters.discountedOnly ||
    filters.voucherOnly ||
    filters.deliveryWithin >= 0 ||
    filters.hasPrice ||
    [filters.colours, filters.materials, filters.styles, filters.manufacturers, filters.eshops].some((chosen) => chosen !== null) ||
    filters.promoMask !== 0 ||
    filters.dimensions.length > 0;
  return narrows ? filters : null;
}

/** The mark of a position that matches every filter; 1 + g marks one failing only group g. */
const ALL = 0;
const OUT = 255;

/**
 * One pass over the range that lists the positions matching every filter in `scratch.matched` and,
 * with `facets` on, marks each position in `scratch.state`: ALL, 1 + the one group it fails (it still
 * counts towards that group's choices), or OUT. Without facets a failing variant is passed over at once.
 */
function mark(index: CatalogueIndex, [start, end]: readonly [number, number], f: Filters, facets: boolean): number {
  const { matched, state } = scratchOf(index);
  const allowed = facets ? 1 : 0;
  const { price, colour, material, style, manufacturer, eshop, promo } = index;
  let matchedCount = 0;
  for (let i = start; i < end; i++) {
    if (facets) state[i] = OUT;
    if (f.gone !== null && f.gone[i] === 1) continue;
    if (f.shopOnly >= 0 && eshop[i] !== f.shopOnly) continue;
    if (f.text !== null && f.text[i] === 0) continue;
    if (f.discountedOnly && !(price[i]! < index.priceBeforeDiscount[i]!)) continue;
    if (f.voucherOnly && index.voucher[i] === 0) continue;
    if (f.deliveryWithin >= 0 && (index.deliveryDays[i]! < 0 || index.deliveryDays[i]! > f.deliveryWithin)) continue;
    let fails = 0;
    let failed = -1;
    if (f.hasPrice && (price[i]! < f.priceFrom || price[i]! > f.priceTo)) {
      fails++;
      failed = PRICE;
    }
    if (f.colours !== null && f.colours[colour[i]!] === 0) {
      if (++fails > allowed) continue;
      failed = COLOUR;
    }
    if (f.manufacturers !== null && f.manufacturers[manufacturer[i]!] !== 1) {
      if (++fails > allowed) continue;
      failed = MANUFACTURER;
    }
    if (f.eshops !== null && f.eshops[eshop[i]!] !== 1) {
      if (++fails > allowed) continue;
      failed = ESHOP;
    }
    if (f.materials !== null && f.materials[material[i]!] === 0) {
      if (++fails > allowed) continue;
      failed = MATERIAL;
    }
    if (f.styles !== null && f.styles[style[i]!] === 0) {
      if (++fails > allowed) continue;
      failed = STYLE;
    }
    if (f.promoMask !== 0 && (promo[i]! & f.promoMask) === 0) {
      if (++fails > allowed) continue;
      failed = PROMO;
    }
    for (let k = 0; k < f.dimensions.length; k++) {
      const filter = f.dimensions[k]!;
      const value = filter.values[i]!;
      if (value < 0 || value < filter.from || value > filter.to) {
        fails++;
        failed = filter.group;
      }
    }
    if (fails > allowed) continue;
    if (fails === 0) matched[matchedCount++] = i;
    if (facets) state[i] = fails === 0 ? ALL : 1 + failed;
  }
  f.text?.fill(0);
  return matchedCount;
}

/** Counts of one pass over a range: facet choices, subcategories, prices and dimension extents. */
interface Tally {
  categories: Int32Array;
  colours: Int32Array;
  materials: Int32Array;
  styles: Int32Array;
  manufacturers: Int32Array;
  eshops: Int32Array;
  /** Variants with each combination of promo bits (2^3 of them). */
  promo: Int32Array;
  /** Prices of the variants matching everything but the price filter, and their extent. */
  prices: Float64Array;
  priceMin: number;
  priceMax: number;
  /** Smallest and largest of each dimension, in `dimensionNames` order. */
  dimensionMin: number[];
  dimensionMax: number[];
}

/**
 * Counts every facet in one pass over the range: a position counts towards a group's choices when it
 * matches every filter or fails only that group (its mark, see `mark`); without filters (`state`
 * null) every position counts everywhere.
 */
function tally(index: CatalogueIndex, start: number, end: number, state: Uint8Array | null): Tally {
  const { price, colour, material, style, manufacturer, eshop, promo, category } = index;
  const { width, height, depth, diameter } = index.dimensions;
  const t: Tally = {
    categories: new Int32Array(65536),
    colours: new Int32Array(index.colours.values.length),
    materials: new Int32Array(index.materials.values.length),
    styles: new Int32Array(index.styles.values.length),
    manufacturers: new Int32Array(index.maxManufacturer + 1),
    eshops: new Int32Array(index.maxEshop + 1),
    promo: new Int32Array(1 << promoTags.length),
    // Without filters the prices are the range itself; otherwise a copy of those that count.
    prices: state === null ? price.subarray(start, end) : new Float64Array(end - start),
    priceMin: Infinity,
    priceMax: -Infinity,
    dimensionMin: [],
    dimensionMax: [],
  };
  let priced = 0;
  // One pair of locals per dimension (in `dimensionNames` order): arrays of them cost a lookup per step.
  let minW = Infinity, maxW = -1, minH = Infinity, maxH = -1, minD = Infinity, maxD = -1, minR = Infinity, maxR = -1;
  for (let i = start; i < end; i++) {
    const s = state === null ? ALL : state[i]!;
    if (s === OUT) continue;
    const all = s === ALL;
    if (all) t.categories[category[i]!]!++;
    if (all || s === 1 + PRICE) {
      const value = price[i]!;
      if (state !== null) t.prices[priced] = value;
      priced++;
      if (value < t.priceMin) t.priceMin = value;
      if (value > t.priceMax) t.priceMax = value;
    }
    if (all || s === 1 + COLOUR) t.colours[colour[i]!]!++;
    if (all || s === 1 + MANUFACTURER) t.manufacturers[manufacturer[i]!]!++;
    if (all || s === 1 + ESHOP) t.eshops[eshop[i]!]!++;
    if (all || s === 1 + MATERIAL) t.materials[material[i]!]!++;
    if (all || s === 1 + STYLE) t.styles[style[i]!]!++;
    if (all || s === 1 + PROMO) t.promo[promo[i]!]!++;
    // -1: the variant has no such dimension.
    if (all || s === 1 + DIMENSION) {
      const value = width[i]!;
      if (value >= 0 && value < minW) minW = value;
      if (value > maxW) maxW = value;
    }
    if (all || s === 2 + DIMENSION) {
      const value = height[i]!;
      if (value >= 0 && value < minH) minH = value;
      if (value > maxH) maxH = value;
    }
    if (all || s === 3 + DIMENSION) {
      const value = depth[i]!;
      if (value >= 0 && value < minD) minD = value;
      if (value > maxD) maxD = value;
    }
    if (all || s === 4 + DIMENSION) {
      const value = diameter[i]!;
      if (value >= 0 && value < minR) minR = value;
      if (value > maxR) maxR = value;
    }
  }
  t.prices = t.prices.subarray(0, priced);
  t.dimensionMin = [minW, minH, minD, minR];
  t.dimensionMax = [maxW, maxH, maxD, maxR];
  return t;
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
    .sort(compareFor(index, query.sort))
    .slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
    .map((position) => index.id[position]!);

/**
 * Ids of one page of `count` matches, in sort order: few are sorted (`positions`), many are found
 * along the sort's precomputed order (`isMatch`).
 */
function page(index: CatalogueIndex, query: ListingQuery, count: number, positions: () => ArrayLike<number> & Iterable<number>, isMatch: (position: number) => boolean): number[] {
  if ((query.page - 1) * query.pageSize >= count) return [];
  return count <= sortedAtMost ? sortedPage(index, query, positions()) : walk(index, query, isMatch);
}

/**
 * One page of a listing and its total. A listing that keeps its whole range (a category as it
 * first opens) needs no pass over the catalogue at all: its total is the range's length and its
 * page comes from the sort's precomputed order.
 */
export async function listingPage(store: Store, index: CatalogueIndex, query: ListingQuery): Promise<ListingPage> {
  // The only wait: after it, the shared scratch arrays are used and cleared with no other request between.
  const names = query.words === undefined ? null : await nameIndex(store, index);
  const range = rangeOf(index, query);
  const filters = filtersOf(names, index, query);
  if (filters === null) {
    const [start, end] = range;
    const count = end - start;
    const ids = page(index, query, count, () => Int32Array.from({ length: count }, (_, k) => start + k), (position) => position >= start && position < end);
    return { totalCount: count, ids };
  }
  const count = mark(index, range, filters, false);
  const { matched, flag } = scratchOf(index);
  // The walk tests one flag per position: set for the matches, cleared for the next request.
  for (let k = 0; k < count; k++) flag[matched[k]!] = 1;
  const ids = page(index, query, count, () => matched.subarray(0, count), (position) => flag[position] === 1);
  for (let k = 0; k < count; k++) flag[matched[k]!] = 0;
  return { totalCount: count, ids };
}

/**
 * The facet counts of each category as it first opens (no filter), per index and revision: they
 * change only with the catalogue (a new index, or values patched into it). The most asked listings
 * then need no pass at all.
 */
const unfiltered = new WeakMap<CatalogueIndex, { revision: number; counts: Map<number | undefined, FacetCounts> }>();

/** The facet counts of a listing (the filtering answer). */
export async function facetCounts(store: Store, index: CatalogueIndex, query: ListingQuery): Promise<FacetCounts> {
  const names = query.words === undefined ? null : await nameIndex(store, index);
  const filters = filtersOf(names, index, query);
  if (filters !== null) return countFacets(index, rangeOf(index, query), filters);
  let known = unfiltered.get(index);
  if (known?.revision !== index.revision) unfiltered.set(index, (known = { revision: index.revision, counts: new Map() }));
  let counts = known.counts.get(query.categoryId);
  if (!counts) known.counts.set(query.categoryId, (counts = countFacets(index, rangeOf(index, query), null)));
  // Shared by every answer until the index changes: its maps are read-only.
  return counts;
}

function countFacets(index: CatalogueIndex, range: readonly [number, number], filters: Filters | null): FacetCounts {
  const [start, end] = range;
  const total = filters === null ? end - start : mark(index, range, filters, true);
  const t = tally(index, start, end, filters === null ? null : scratchOf(index).state);
  const histogram = (low: number, high: number, buckets: number) => {
    const width = Math.max((high - low) / buckets, 0.01);
    const result = new Int32Array(buckets);
    for (let k = 0; k < t.prices.length; k++) {
      const bucket = Math.floor((t.prices[k]! - low) / width);
      result[bucket < 0 ? 0 : bucket >= buckets ? buckets - 1 : bucket]!++;
    }
    return Array.from(result);
  };
  const slugOf = (dict: { values: string[] }) => (code: number) => (code === 0 ? undefined : dict.values[code]);
  const id = (code: number) => (code === 0 ? undefined : code);
  const priced = t.prices.length;
  return {
    total,
    categories: toMap(t.categories, id),
    colours: toMap(t.colours, slugOf(index.colours)),
    materials: toMap(t.materials, slugOf(index.materials)),
    styles: toMap(t.styles, slugOf(index.styles)),
    manufacturers: toMap(t.manufacturers, id),
    eshops: toMap(t.eshops, id),
    promo: new Map(promoTags.map((tag, bit) => [tag, t.promo.reduce((sum, count, bits) => (bits & (1 << bit) ? sum + count : sum), 0)])),
    names: index.names,
    price: { count: priced, min: priced ? t.priceMin : null, max: priced ? t.priceMax : null, histogram },
    dimensions: Object.fromEntries(
      dimensionNames.map((name, d) => [name, t.dimensionMin[d]! <= t.dimensionMax[d]! ? { min: t.dimensionMin[d]!, max: t.dimensionMax[d]! } : null]),
    ) as FacetCounts['dimensions'],
  };
}

/** The first position of `sorted` (ascending) whose value is not below `value`: how many are below it. */
const below = (sorted: Float64Array, value: number): number => firstNotBelow(sorted.length, (k) => sorted[k]! < value);

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
  for (let i = start; i < end; i++) if (index.gone[i] === 0) aboveFirst[below(sorted, index.popularity[i]!)]!++;
  // More popular than sorted[k]: every variant above more than the first k.
  const morePopular = new Int32Array(sorted.length);
  let running = 0;
  for (let k = sorted.length - 1; k >= 0; k--) {
    running += aboveFirst[k + 1]!;
    morePopular[k] = running;
  }
  return popularities.map((popularity) => 1 + morePopular[below(sorted, popularity)]!);
}

/** Counts of `listedPerValue`, kept per index and revision (a patch, prices or a variant taken off, is one). */
const perValue = new WeakMap<CatalogueIndex, { revision: number; byColumn: Map<Uint16Array, Int32Array> }>();

/**
 * How many listed variants each value of a column has (shops, manufacturers, colours): for the
 * search box's suggestions and the shops and makers directories. Read-only: shared until the index
 * changes.
 */
export function listedPerValue(index: CatalogueIndex, column: Uint16Array, size: number): Int32Array {
  let known = perValue.get(index);
  if (known?.revision !== index.revision) perValue.set(index, (known = { revision: index.revision, byColumn: new Map() }));
  let counts = known.byColumn.get(column);
  if (!counts) {
    counts = new Int32Array(size);
    for (let i = 0; i < column.length; i++) if (index.gone[i] === 0) counts[column[i]!]!++;
    known.byColumn.set(column, counts);
  }
  return counts;
}

/** One page of a listing and its total, answered from the in-memory catalogue index. */
export async function listing(store: Store, query: ListingQuery): Promise<{ rows: VariantRow[]; totalCount: number }> {
  const { ids, totalCount } = await listingPage(store, await catalogueIndex(store), query);
  return { rows: await variantRepository(store).byIds(ids), totalCount };
}

/** Facet counts, price range and histogram of a listing (see `facetCounts`). */
export const listingFacets = async (store: Store, query: ListingQuery): Promise<FacetCounts> => facetCounts(store, await catalogueIndex(store), query);
