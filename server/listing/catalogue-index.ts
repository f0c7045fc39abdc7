import { type DimensionName, dimensionNames } from '#domain/listing-params';
import { locationOf, type StoreLocation } from '../db/database';
import type { Store } from '../db/store';
import { type CategoryRow, categoryRepository } from '../repositories/categories';
import { metaRepository } from '../repositories/meta';
import { type VariantIndexRow, variantColumnRepository } from '../repositories/variant-columns';
import { firstNotBelow } from './binary-search';
import { buildOnThread } from './index-thread';
import type { ListingSort } from './listing-query';
import { adoptNameIndex, askedNameIndex, nameIndexAsked, rename, renamedAtMost, renamedOf } from './name-index';


/** Promo tags as bits of one byte per variant. */
export const promoTags = ['blackFriday', 'gardenSales', 'priceDrop'] as const;

/** Values of a text column as small integer codes (0 = none). */
export interface Dictionary {
  code: Map<string, number>;
  /** Value of each code; `values[0]` is the empty value. */
  values: string[];
}

/**
 * The active catalogue as columns of typed arrays, one position per variant, ordered by the category
 * tree (so a category and everything beneath it is one contiguous range) and, inside a category, by
 * popularity as it was at the build (a patched popularity keeps its place). Filtering with every
 * facet is then one pass over a range instead of one SQL `GROUP BY` per facet.
 */
export interface CatalogueIndex {
  size: number;
  id: Int32Array;
  /** Position of a variant id, or -1 (not listed when the index was built, or unknown). */
  positionOfId: Int32Array;
  /**
   * 1 at the position of a variant taken off the listings since the index was built: it keeps its
   * place (and its id's position), is passed over by every query, and is listed again in place if
   * it comes back.
   */
  gone: Uint8Array;
  /** How many positions are gone: while there are none, a listing's total is its range's length. */
  goneCount: number;
  category: Uint16Array;
  price: Float64Array;
  priceBeforeDiscount: Float64Array;
  colour: Uint16Array;
  manufacturer: Uint16Array;
  eshop: Uint16Array;
  material: Uint16Array;
  style: Uint16Array;
  promo: Uint8Array;
  /** 1 when the offer has a voucher code. */
  voucher: Uint8Array;
  /** Days until delivery, -1 when unknown. */
  deliveryDays: Int16Array;
  /** Millimetres, -1 when the variant has no such dimension. */
  dimensions: Record<DimensionName, Int32Array>;
  popularity: Float64Array;
  rating: Float64Array;
  reviewsCount: Int32Array;
  createdAt: Float64Array;
  colours: Dictionary;
  materials: Dictionary;
  styles: Dictionary;
  /** Display names of colour, material and style slugs. */
  names: Map<string, string>;
  /** Positions `[start, end)` of each category with everything beneath it. */
  categoryRange: Map<number, readonly [number, number]>;
  /** Largest manufacturer and shop ids, to size count arrays. */
  maxManufacturer: number;
  maxEshop: number;
  /** Positions ordered for each sort, built on first use (see `orderOf`). */
  orders: Map<ListingSort, Uint32Array>;
  /**
   * Raised each time values are patched in place (see `catalogueIndex`): what is derived from the
   * patchable columns and kept beside the index is valid for one revision.
   */
  revision: number;
}

function dictionary(): Dictionary {
  return { code: new Map([['', 0]]), values: [''] };
}

function codeOf(dict: Dictionary, value: string | null): number {
  if (!value) return 0;
  let code = dict.code.get(value);
  if (code === undefined) {
    code = dict.values.length;
    dict.code.set(value, code);
    dict.values.push(value);
  }
  return code;
}

/** Categories in depth-first order: each is followed by everything beneath it. */
function treeOrder(categories: CategoryRow[]): { rank: Map<number, number>; descendants: Map<number, number[]> } {
  const children = new Map<number | null, CategoryRow[]>();
  for (const category of categories) children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category]);
  const rank = new Map<number, number>();
  const descendants = new Map<number, number[]>();
  const visit = (category: CategoryRow): number[] => {
    rank.set(category.id, rank.size);
    const below = (children.get(category.id) ?? []).flatMap((child) => [child.id, ...visit(child)]);
    descendants.set(category.id, below);
    return below;
  };
  for (const root of children.get(null) ?? []) visit(root);
  return { rank, descendants };
}

/** Variants read per page while an index is built: other requests are answered between pages. */
const pageSize = 20_000;

function emptyIndex(size: number, maxId: number): CatalogueIndex {
  return {
    size,
    id: new Int32Array(size),
    positionOfId: new Int32Array(maxId + 1).fill(-1),
    gone: new Uint8Array(size),
    goneCount: 0,
    category: new Uint16Array(size),
    price: new Float64Array(size),
    priceBeforeDiscount: new Float64Array(size),
    colour: new Uint16Array(size),
    manufacturer: new Uint16Array(size),
    eshop: new Uint16Array(size),
    material: new Uint16Array(size),
    style: new Uint16Array(size),
    promo: new Uint8Array(size),
    voucher: new Uint8Array(size),
    deliveryDays: new Int16Array(size),
    dimensions: { width: new Int32Array(size), height: new Int32Array(size), depth: new Int32Array(size), diameter: new Int32Array(size) },
    popularity: new Float64Array(size),
    rating: new Float64Array(size),
    reviewsCount: new Int32Array(size),
    createdAt: new Float64Array(size),
    colours: dictionary(),
    materials: dictionary(),
    styles: dictionary(),
    names: new Map(),
    categoryRange: new Map(),
    maxManufacturer: 0,
    maxEshop: 0,
    orders: new Map(),
    revision: 0,
  };
}

/**
 * Reads every active variant of a known category, in pages by id, into the columns of a staging
 * index (in id order); undefined when more came than `capacity` (the catalogue grew under the read).
 */
async function readInIdOrder(store: Store, capacity: number, known: (categoryId: number) => boolean): Promise<CatalogueIndex | undefined> {
  const variants = variantColumnRepository(store);
  const staged = emptyIndex(capacity, 0);
  const write = rowWriter(staged, false);
  let count = 0;
  for (let after = 0; ; ) {
    const rows = await variants.indexRowsAfter(after, pageSize);
    for (const row of rows) {
      if (!known(row[1])) continue;
      if (count === capacity) return undefined;
      write(count++, row);
    }
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1]![0];
  }
  staged.size = count;
  return staged;
}

/** Reads the active catalogue into a new index (on the thread that asks, or in the index thread). */
export async function buildCatalogueIndex(store: Store): Promise<CatalogueIndex> {
  const { rank, descendants } = treeOrder(await categoryRepository(store).all());
  const variants = variantColumnRepository(store);
  let staged: CatalogueIndex | undefined;
  for (let slack = 1024; !staged; slack *= 8) {
    const expected = (await variants.activeCountsByCategory()).reduce((sum, row) => sum + (rank.has(row.id) ? row.count : 0), 0);
    staged = await readInIdOrder(store, expected + slack + (expected >> 6), (categoryId) => rank.has(categoryId));
  }
  const index = arrange(staged, rank);
  for (const row of await variants.displayNames()) {
    for (const [slug, name] of [
      [row.colour_slug, row.colour],
      [row.material_slug, row.material],
      [row.style_slug, row.style],
    ]) {
      if (slug && name) index.names.set(slug, name);
    }
  }
  // Each category's block is where its variants lie after `arrange`; a category's range covers its
  // own block and those of everything beneath it, which follow it in tree order.
  const blocks = new Map<number, [number, number]>();
  for (let i = 0; i < index.size; i++) {
    const block = blocks.get(index.category[i]!);
    if (block) block[1] = i + 1;
    else blocks.set(index.category[i]!, [i, i + 1]);
  }
  for (const [id, below] of descendants) {
    const members = [id, ...below].flatMap((member) => {
      const block = blocks.get(member);
      return block ? [block] : [];
    });
    index.categoryRange.set(id, members.length ? [Math.min(...members.map((m) => m[0])), Math.max(...members.map((m) => m[1]))] : [0, 0]);
  }
  return index;
}

/**
 * The index in its own order, from one read in id order: by the category tree, then most popular
 * first, then id. Every column is gathered once through the permutation, and dictionary codes are
 * given in the order positions first use them.
 */
function arrange(staged: CatalogueIndex, rank: Map<number, number>): CatalogueIndex {
  const size = staged.size;
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  const { category, popularity, id } = staged;
  // Each position's category rank, looked up once rather than in every comparison.
  const rankOf = new Int32Array(size);
  for (let i = 0; i < size; i++) rankOf[i] = rank.get(category[i]!)!;
  order.sort((a, b) => rankOf[a]! - rankOf[b]! || popularity[b]! - popularity[a]! || id[a]! - id[b]!);
  let maxId = 0;
  for (let i = 0; i < size; i++) if (id[i]! > maxId) maxId = id[i]!;
  const index = emptyIndex(size, maxId);
  const gather = <T extends Int32Array | Uint16Array | Uint8Array | Int16Array | Float64Array>(from: T, to: T) => {
    for (let k = 0; k < size; k++) to[k] = from[order[k]!]!;
  };
  gather(staged.id, index.id);
  gather(staged.category, index.category);
  gather(staged.price, index.price);
  gather(staged.priceBeforeDiscount, index.priceBeforeDiscount);
  gather(staged.manufacturer, index.manufacturer);
  gather(staged.eshop, index.eshop);
  gather(staged.promo, index.promo);
  gather(staged.voucher, index.voucher);
  gather(staged.deliveryDays, index.deliveryDays);
  for (const name of dimensionNames) gather(staged.dimensions[name], index.dimensions[name]);
  gather(staged.popularity, index.popularity);
  gather(staged.rating, index.rating);
  gather(staged.reviewsCount, index.reviewsCount);
  gather(staged.createdAt, index.createdAt);
  const recode = (from: Uint16Array, dict: Dictionary, to: Uint16Array, fresh: Dictionary) => {
    for (let k = 0; k < size; k++) to[k] = codeOf(fresh, dict.values[from[order[k]!]!]!);
  };
  recode(staged.colour, staged.colours, index.colour, index.colours);
  recode(staged.material, staged.materials, index.material, index.materials);
  recode(staged.style, staged.styles, index.style, index.styles);
  for (let i = 0; i < size; i++) index.positionOfId[index.id[i]!] = i;
  index.maxManufacturer = staged.maxManufacturer;
  index.maxEshop = staged.maxEshop;
  return index;
}

/** A function that writes a row's columns at a position of the index (as built, or patched). */
function rowWriter(index: CatalogueIndex, withPositions = true) {
  const promoBits = new Map<string, number>();
  const bitsOf = (tags: string) => {
    let bits = promoBits.get(tags);
    if (bits === undefined) {
      const list = tags ? tags.split(',') : [];
      bits = promoTags.reduce((mask, tag, bit) => (list.includes(tag) ? mask | (1 << bit) : mask), 0);
      promoBits.set(tags, bits);
    }
    return bits;
  };
  return (i: number, row: VariantIndexRow) => {
    const [id, categoryId, price, before, colour, manufacturer, eshop, material, style, promo, width, height, depth, diameter, popularity, rating, reviews, created, voucher, deliveryDays] = row;
    index.id[i] = id;
    if (withPositions) index.positionOfId[id] = i;
    index.category[i] = categoryId;
    index.price[i] = price;
    index.priceBeforeDiscount[i] = before ?? price;
    index.colour[i] = codeOf(index.colours, colour);
    index.material[i] = codeOf(index.materials, material);
    index.style[i] = codeOf(index.styles, style);
    index.manufacturer[i] = manufacturer ?? 0;
    if ((manufacturer ?? 0) > index.maxManufacturer) index.maxManufacturer = manufacturer!;
    index.eshop[i] = eshop;
    if (eshop > index.maxEshop) index.maxEshop = eshop;
    index.promo[i] = bitsOf(promo);
    index.voucher[i] = voucher;
    index.deliveryDays[i] = deliveryDays ?? -1;
    index.dimensions.width[i] = width ?? -1;
    index.dimensions.height[i] = height ?? -1;
    index.dimensions.depth[i] = depth ?? -1;
    index.dimensions.diameter[i] = diameter ?? -1;
    index.popularity[i] = popularity;
    index.rating[i] = rating ?? 0;
    index.reviewsCount[i] = reviews;
    index.createdAt[i] = created;
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

/** How two positions compare in a sort's order. */
export const compareFor = (index: CatalogueIndex, sort: ListingSort) => sortCompare[sort](index);

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
 * Puts positions whose values changed (each once) back in their places in a sorted order: first all
 * of them are taken out (what is left is still sorted), then they go in. A few each go where a
 * binary search finds its place (fast native copies); more are sorted among themselves and merged
 * with the rest in one pass from the end, so a batch of changes (a feed's new prices) costs one
 * pass over the order, not one per change.
 */
export function reposition(order: Uint32Array, positions: readonly number[], compare: (a: number, b: number) => number): void {
  let kept = order.length;
  if (positions.length <= 8) {
    // A few: each found and taken out with a copy of what follows it.
    for (const position of positions) {
      const at = order.subarray(0, kept).indexOf(position);
      order.copyWithin(at, at + 1, kept);
      kept--;
    }
    for (const position of positions) {
      const low = firstNotBelow(kept, (k) => compare(order[k]!, position) < 0);
      order.copyWithin(low + 1, low, kept);
      order[low] = position;
      kept++;
    }
    return;
  }
  // More: one pass keeps those not marked, then one merge from the end fills the room they left.
  const moved = new Uint8Array(order.length);
  for (const position of positions) moved[position] = 1;
  kept = 0;
  for (let k = 0; k < order.length; k++) if (moved[order[k]!] === 0) order[kept++] = order[k]!;
  const incoming = Uint32Array.from(positions).sort(compare);
  let rest = kept - 1;
  let next = incoming.length - 1;
  for (let write = order.length - 1; next >= 0; write--) {
    if (rest >= 0 && compare(order[rest]!, incoming[next]!) > 0) order[write] = order[rest--]!;
    else order[write] = incoming[next--]!;
  }
}

/** Above this many patched variants the sort orders are dropped (sorted again on use) instead of repaired. */
const repairedAtMost = 4096;

interface Built {
  index: CatalogueIndex;
  /** The catalogue version and the newest patchable change the index holds. */
  version: string;
  seq: number;
}

const built = new WeakMap<Store, Built>();
/** The refresh under way for a store, which requests meanwhile wait for instead of starting their own. */
const refreshing = new WeakMap<Store, Promise<CatalogueIndex>>();

/**
 * Brings an index up to the catalogue's version by patching the variants changed since, in place;
 * false when that cannot be done (a change other than a patchable one happened, or too many), and
 * the index must be rebuilt.
 */
async function patch(store: Store, state: Built): Promise<boolean> {
  const variants = variantColumnRepository(store);
  const changes = await variants.changesSince(state.seq);
  // Every raise of the version since must be one of the logged changes.
  if (Number(changes.version) - Number(state.version) !== changes.ids.length) return false;
  const { index } = state;
  const ids = [...new Set(changes.ids)];
  const rows = await variants.indexRowsOf(ids);
  // Each listed one must have a place in the index, in its category: one listed for the first time
  // since the build (a new offer) has none, and the index is rebuilt.
  const positions: number[] = [];
  for (const row of rows) {
    const position = index.positionOfId[row[0]] ?? -1;
    if (position < 0 || index.category[position] !== row[1]) return false;
    positions.push(position);
  }
  // A name index search asked for learns the renamed variants' words; too many at once, and the
  // index is built again (with its name index).
  const names = await askedNameIndex(index);
  const renamed = names ? await renamedOf(store, index, names, ids) : [];
  if (renamed.length > renamedAtMost) return false;
  // One with a place that is not listed now was taken off the listings: its position is marked. A
  // variant listed neither at the build nor now (a price changed while it was off) is no concern.
  const listed = new Set(rows.map((row) => row[0]));
  for (const id of ids) {
    const position = index.positionOfId[id] ?? -1;
    if (listed.has(id) || position < 0 || index.gone[position] === 1) continue;
    index.gone[position] = 1;
    index.goneCount++;
  }
  // One put back is listed again where it was.
  for (const position of positions) {
    if (index.gone[position] === 0) continue;
    index.gone[position] = 0;
    index.goneCount--;
  }
  const write = rowWriter(index);
  rows.forEach((row, k) => write(positions[k]!, row));
  if (names && renamed.length > 0) rename(names, renamed);
  for (const [sort, order] of index.orders) {
    if (positions.length > repairedAtMost) index.orders.delete(sort);
    else reposition(order, positions, compareFor(index, sort));
  }
  index.revision++;
  state.version = changes.version;
  state.seq = changes.last;
  return true;
}

/**
 * Above this many listed variants (`CUIB_INDEX_APART_ABOVE`, default 20,000) an index is built on a
 * thread of its own (index-thread.ts), and once there is one, it keeps answering while its successor
 * is built. Smaller catalogues build in well under a second, on the asking thread, and requests wait
 * for the change. A store in memory has no other connection: it always builds on the asking thread.
 */
function apartAbove(): number {
  const limit = Number(process.env.CUIB_INDEX_APART_ABOVE ?? 20_000);
  return Number.isInteger(limit) && limit >= 0 ? limit : 20_000;
}

/** A build in the index thread under way for a store, while the store's last index answers. */
const apart = new WeakMap<Store, Promise<void>>();

/**
 * At most one build apart starts in this many milliseconds (`CUIB_INDEX_REBUILD_EVERY_MS`, default
 * 10,000). A catalogue fed by shops changes structurally every second or so (an offer taken off,
 * one renamed): without a pause, a large catalogue's index would be built again without end, and
 * its thread would take a core from the pages. Meanwhile the last index answers, changes to prices
 * included, a bounded while behind (listings are answered up to a minute behind anyway).
 */
function rebuildEveryMs(): number {
  const every = Number(process.env.CUIB_INDEX_REBUILD_EVERY_MS ?? 10_000);
  return Number.isFinite(every) && every >= 0 ? every : 10_000;
}

/** When the store's last build apart started. */
const apartStarted = new WeakMap<Store, number>();
/** Stores with a change their last index could not take, waiting for the next build apart. */
const apartWaiting = new WeakSet<Store>();
const apartDue = (store: Store): boolean => (apartStarted.get(store) ?? 0) + rebuildEveryMs() <= Date.now();

/**
 * Builds the index apart and puts it in place of the last one. A thread that fails (its module not
 * found beside the running code, say) costs the build on this thread instead, never the index.
 */
function rebuildApart(store: Store, location: StoreLocation, last: Built | undefined): Promise<void> {
  const work = (async () => {
    // Read before the build: a change made while it reads is patched (or built) next.
    const { version, last: seq } = await variantColumnRepository(store).changesSince(Number.MAX_SAFE_INTEGER);
    const fresh = await buildOnThread(location, last !== undefined && nameIndexAsked(last.index)).catch((error: unknown) => {
      console.error('The catalogue index could not be built on its own thread; it is built on this one.', error);
      return { index: undefined, names: undefined };
    });
    const index = fresh.index ?? (await buildCatalogueIndex(store));
    if (fresh.names) adoptNameIndex(index, fresh.names);
    built.set(store, { index, version, seq });
  })().finally(() => apart.delete(store));
  apart.set(store, work);
  return work;
}

async function refresh(store: Store): Promise<CatalogueIndex> {
  const cached = built.get(store);
  if (cached && (await patch(store, cached))) return cached.index;
  const location = locationOf(store);
  if (location && (cached?.index.size ?? (await listedCount(store))) > apartAbove()) {
    if (cached && !apartDue(store)) {
      apartWaiting.add(store);
      return cached.index;
    }
    apartWaiting.delete(store);
    apartStarted.set(store, Date.now());
    const work = rebuildApart(store, location, cached);
    if (!cached) {
      await work;
      return built.get(store)!.index;
    }
    // The last index answers until its successor is ready.
    work.catch((error: unknown) => console.error('The catalogue index could not be built again; the last one answers until the next change.', error));
    return cached.index;
  }
  // Read before the build: a change made while it reads is patched again on the next request.
  const { version, last } = await variantColumnRepository(store).changesSince(Number.MAX_SAFE_INTEGER);
  const index = await buildCatalogueIndex(store);
  built.set(store, { index, version, seq: last });
  return index;
}

async function listedCount(store: Store): Promise<number> {
  return (await variantColumnRepository(store).activeCountsByCategory()).reduce((sum, row) => sum + row.count, 0);
}

/**
 * The catalogue index of a store. When variants changed since it was built (a trigger counts
 * changes in `meta.catalogue_version`; reading it costs one primary-key lookup), the changes to
 * prices, promotions, dimensions, popularity or ratings, a variant taken off the listings or put
 * back, and a rename, are patched in place; any other change
 * builds it again: in the index thread for a large catalogue, while the last index keeps answering
 * (see `apartAbove`; at most one such build in `rebuildEveryMs`), else on this thread. One refresh runs at a time per store; requests that come
 * meanwhile wait for it.
 */
export async function catalogueIndex(store: Store): Promise<CatalogueIndex> {
  const version = await metaRepository(store).catalogueVersion();
  const cached = built.get(store);
  if (cached && (cached.version === version || apart.has(store) || (apartWaiting.has(store) && !apartDue(store)))) return cached.index;
  let pending = refreshing.get(store);
  if (!pending) {
    pending = refresh(store).finally(() => refreshing.delete(store));
    refreshing.set(store, pending);
  }
  return pending;
}

/**
 * The catalogue's version as the listings answer it: the version the index holds. While a large
 * catalogue's index is built again, pages drawn from the last one keep its version, so a shared
 * cache keyed on it never keeps them past the new index.
 */
export async function servedCatalogueVersion(store: Store): Promise<string> {
  await catalogueIndex(store);
  return built.get(store)!.version;
}

/** Resolves once no index build is under way for the store (for tests and benchmarks that change the catalogue). */
export async function indexSettled(store: Store): Promise<void> {
  while (apart.has(store) || refreshing.has(store)) await Promise.allSettled([apart.get(store), refreshing.get(store)]);
}
