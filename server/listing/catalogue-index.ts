import { type DimensionName, dimensionNames } from '#domain/listing-params';
import type { Database } from '../db/database';
import { type CategoryRow, categoryRepository } from '../repositories/categories';
import { metaRepository } from '../repositories/meta';
import { variantColumnRepository } from '../repositories/variant-columns';


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
 * popularity. Filtering with every facet is then one pass over a range instead of one SQL
 * `GROUP BY` per facet.
 */
export interface CatalogueIndex {
  size: number;
  id: Int32Array;
  /** Position of a variant id, or -1 (inactive or unknown). */
  positionOfId: Int32Array;
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
  /** Positions ordered for each sort, built on first use. */
  orders: Map<string, Uint32Array>;
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

function build(db: Database): CatalogueIndex {
  const { rank, descendants } = treeOrder(categoryRepository(db).all());
  const variants = variantColumnRepository(db);
  // Each category's block starts where the categories before it in tree order end.
  const perCategory = variants.activeCountsByCategory();
  const blocks = perCategory.filter((row) => rank.has(row.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const next = new Map<number, number>();
  let size = 0;
  for (const block of blocks) {
    next.set(block.id, size);
    size += block.count;
  }
  const maxId = variants.maxId();
  const index: CatalogueIndex = {
    size,
    id: new Int32Array(size),
    positionOfId: new Int32Array(maxId + 1).fill(-1),
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
  };
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
  // Rows as arrays, in the index's own order (category, then popularity): no objects, no sorting here.
  for (const row of variants.indexRows()) {
    const [id, categoryId, price, before, colour, manufacturer, eshop, material, style, promo, width, height, depth, diameter, popularity, rating, reviews, created, voucher, deliveryDays] = row;
    const i = next.get(categoryId);
    if (i === undefined) continue;
    next.set(categoryId, i + 1);
    index.id[i] = id;
    index.positionOfId[id] = i;
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
  }
  for (const row of variants.displayNames()) {
    for (const [slug, name] of [
      [row.colour_slug, row.colour],
      [row.material_slug, row.material],
      [row.style_slug, row.style],
    ]) {
      if (slug && name) index.names.set(slug, name);
    }
  }
  // A category's range covers its own block and those of everything beneath it, which follow it in tree order.
  const blockOf = new Map(blocks.map((block) => [block.id, block]));
  for (const [id, below] of descendants) {
    const members = [id, ...below].filter((member) => blockOf.has(member));
    const start = Math.min(...members.map((member) => next.get(member)! - blockOf.get(member)!.count));
    const end = Math.max(...members.map((member) => next.get(member)!));
    index.categoryRange.set(id, members.length ? [start, end] : [0, 0]);
  }
  return index;
}

const built = new WeakMap<Database, { version: string; index: CatalogueIndex }>();

/**
 * The catalogue index of a database, rebuilt when any variant changed since it was built (a trigger
 * counts changes in `meta.catalogue_version`; reading it costs one primary-key lookup).
 */
export function catalogueIndex(db: Database): CatalogueIndex {
  const version = metaRepository(db).catalogueVersion();
  const cached = built.get(db);
  if (cached && cached.version === version) return cached.index;
  const index = build(db);
  built.set(db, { version, index });
  return index;
}
