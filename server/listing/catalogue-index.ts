import type { Database } from '../db/database';
import { type CategoryRow, categoryRepository } from '../repositories/categories';

/** The dimensions a listing filters on (query `dimensiune`), in millimetres. */
export const dimensionNames = ['width', 'height', 'depth', 'diameter'] as const;
export type DimensionName = (typeof dimensionNames)[number];

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

interface IndexRow {
  id: number;
  category_id: number;
  price: number;
  price_before_discount: number | null;
  colour: string;
  colour_slug: string | null;
  manufacturer_id: number | null;
  eshop_id: number;
  material: string | null;
  material_slug: string | null;
  style: string | null;
  style_slug: string | null;
  promo_tags: string;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
  diameter_mm: number | null;
  popularity: number;
  rating: number | null;
  reviews_count: number;
  created_at: string;
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
  const rows = db
    .prepare(
      `SELECT id, category_id, price, price_before_discount, colour, colour_slug, manufacturer_id, eshop_id, material,
         material_slug, style, style_slug, promo_tags, width_mm, height_mm, depth_mm, diameter_mm, popularity, rating,
         reviews_count, created_at
       FROM variants WHERE active = 1`,
    )
    .all() as unknown as IndexRow[];
  rows.sort((a, b) => rank.get(a.category_id)! - rank.get(b.category_id)! || b.popularity - a.popularity || a.id - b.id);

  const size = rows.length;
  const maxId = rows.reduce((max, row) => Math.max(max, row.id), 0);
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
  const firstOf = new Map<number, number>();
  const lastOf = new Map<number, number>();
  rows.forEach((row, i) => {
    index.id[i] = row.id;
    index.positionOfId[row.id] = i;
    index.category[i] = row.category_id;
    index.price[i] = row.price;
    index.priceBeforeDiscount[i] = row.price_before_discount ?? row.price;
    index.colour[i] = codeOf(index.colours, row.colour_slug);
    index.material[i] = codeOf(index.materials, row.material_slug);
    index.style[i] = codeOf(index.styles, row.style_slug);
    for (const [slug, name] of [
      [row.colour_slug, row.colour],
      [row.material_slug, row.material],
      [row.style_slug, row.style],
    ] as const) {
      if (slug && name) index.names.set(slug, name);
    }
    index.manufacturer[i] = row.manufacturer_id ?? 0;
    index.maxManufacturer = Math.max(index.maxManufacturer, row.manufacturer_id ?? 0);
    index.eshop[i] = row.eshop_id;
    index.maxEshop = Math.max(index.maxEshop, row.eshop_id);
    const tags = row.promo_tags ? row.promo_tags.split(',') : [];
    index.promo[i] = promoTags.reduce((bits, tag, bit) => (tags.includes(tag) ? bits | (1 << bit) : bits), 0);
    index.dimensions.width[i] = row.width_mm ?? -1;
    index.dimensions.height[i] = row.height_mm ?? -1;
    index.dimensions.depth[i] = row.depth_mm ?? -1;
    index.dimensions.diameter[i] = row.diameter_mm ?? -1;
    index.popularity[i] = row.popularity;
    index.rating[i] = row.rating ?? 0;
    index.reviewsCount[i] = row.reviews_count;
    index.createdAt[i] = Date.parse(row.created_at);
    if (!firstOf.has(row.category_id)) firstOf.set(row.category_id, i);
    lastOf.set(row.category_id, i + 1);
  });
  // A category's range runs from its own first variant (or its first descendant's) to its last descendant's.
  for (const [id, below] of descendants) {
    const members = [id, ...below].filter((member) => firstOf.has(member));
    const start = Math.min(...members.map((member) => firstOf.get(member)!));
    const end = Math.max(...members.map((member) => lastOf.get(member)!));
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
  const { value: version } = (db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").get() as { value: string } | undefined) ?? {
    value: '',
  };
  const cached = built.get(db);
  if (cached && cached.version === version) return cached.index;
  const index = build(db);
  built.set(db, { version, index });
  return index;
}
