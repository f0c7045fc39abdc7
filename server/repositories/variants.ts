import type { Database } from '../db/database';
import type { DimensionName } from '#domain/listing-params';
import { catalogueIndex } from '../listing/catalogue-index';
import { facetCounts, listingPage } from '../listing/catalogue-query';

/** A variant row as stored, joined with its category and shop. */
export interface VariantRow {
  id: number;
  product_id: number;
  slug: string;
  name: string;
  description: string;
  category_id: number;
  category_name: string;
  category_long_name: string;
  category_slug: string;
  eshop_id: number;
  eshop_name: string;
  eshop_slug: string;
  eshop_paid: number;
  colour: string;
  price: number;
  /** The price a discount is shown against: `lowest_price_30_days` when `price` is at least 1 % below it (Omnibus), else null. */
  price_before_discount: number | null;
  /** What the shop says the price was before its discount; shown only when the 30-day lowest agrees. */
  shop_price_before_discount: number | null;
  /** The lowest price of the 30 days before `price` took effect, or null without history. */
  lowest_price_30_days: number | null;
  /** The day (YYYY-MM-DD) `price` took effect. */
  price_since: string | null;
  in_stock: number;
  active: number;
  delivery_in_days: number | null;
  free_shipping: number;
  rating: number | null;
  reviews_count: number;
  image_count: number;
  alternative_offers: number;
  created_at: string;
  material: string | null;
  style: string | null;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
  diameter_mm: number | null;
  discount_valid_until: string | null;
  voucher_code: string | null;
  voucher_value: number | null;
  voucher_type: 'percent' | 'amount' | null;
  installment_months: number | null;
  tier: 'bestseller' | 'seller' | null;
  promo_tags: string;
  delivery_price: number | null;
}

export const listingSorts = ['relevance', 'cheapest', 'mostExpensive', 'biggestDiscount', 'bestRated', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];

export type LikedSort = 'newest' | 'oldest' | 'cheapest' | 'mostExpensive' | 'biggestDiscount';


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

const select = `
  SELECT v.*, c.name AS category_name, c.long_name AS category_long_name, c.slug AS category_slug,
    e.name AS eshop_name, e.slug AS eshop_slug, e.paid AS eshop_paid,
    (SELECT COUNT(*) - 1 FROM variants o WHERE o.product_id = v.product_id AND o.colour = v.colour) AS alternative_offers,
    (SELECT MIN(d.price) FROM delivery_options d WHERE d.eshop_id = v.eshop_id) AS delivery_price
  FROM variants v
  JOIN categories c ON c.id = v.category_id
  JOIN eshops e ON e.id = v.eshop_id`;

export function variantRepository(db: Database) {
  return {
    /** One page of a listing and its total, answered from the in-memory catalogue index. */
    listing(query: ListingQuery): { rows: VariantRow[]; totalCount: number } {
      const { ids, totalCount } = listingPage(db, catalogueIndex(db), query);
      return { rows: this.byIds(ids), totalCount };
    },

    /** Facet counts, price range and histogram of a listing (see `facetCounts`). */
    facets: (query: ListingQuery) => facetCounts(db, catalogueIndex(db), query),

    byIds(ids: readonly number[]): VariantRow[] {
      if (ids.length === 0) return [];
      const rows = db.prepare(`${select} WHERE v.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as unknown as VariantRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Variants an owner likes, paged and sorted; `active` keeps only those still sold. */
    liked(owner: string, options: { sort: LikedSort; page: number; pageSize: number; active?: boolean; discountedOnly?: boolean }) {
      const order = {
        newest: 'l.created_at DESC, v.id',
        oldest: 'l.created_at ASC, v.id',
        cheapest: 'v.price ASC, v.id',
        mostExpensive: 'v.price DESC, v.id',
        biggestDiscount: '(1 - v.price / COALESCE(v.price_before_discount, v.price)) DESC, v.id',
      }[options.sort];
      const where = [
        "l.owner = ? AND l.item_type = 'variant'",
        options.active === undefined ? '' : `v.active = ${options.active ? 1 : 0}`,
        options.discountedOnly ? 'v.price_before_discount > v.price' : '',
      ]
        .filter(Boolean)
        .join(' AND ');
      const from = 'FROM likes l JOIN variants v ON v.id = l.item_id';
      const { count } = db.prepare(`SELECT COUNT(*) AS count ${from} WHERE ${where}`).get(owner) as { count: number };
      const ids = (
        db.prepare(`SELECT v.id ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(owner, options.pageSize, (options.page - 1) * options.pageSize) as {
          id: number;
        }[]
      ).map((row) => row.id);
      return { rows: this.byIds(ids), totalCount: count };
    },

    exists: (id: number) => db.prepare('SELECT 1 FROM variants WHERE id = ?').get(id) !== undefined,

    /** Every offer of a product, cheapest first. */
    ofProduct(productId: number): VariantRow[] {
      return db.prepare(`${select} WHERE v.product_id = ? ORDER BY v.active DESC, v.price, v.id`).all(productId) as unknown as VariantRow[];
    },

    /**
     * Variants like this one: the same leaf category, other products, nearest in price, the same
     * colour first, then the closest in size.
     */
    similar(variantId: number, limit: number): VariantRow[] {
      return db
        .prepare(
          `${select}, variants t
           WHERE t.id = ? AND v.category_id = t.category_id AND v.product_id <> t.product_id AND v.active = 1
           ORDER BY (v.colour = t.colour) DESC,
             ABS(v.price - t.price) / t.price + ABS(COALESCE(v.width_mm, 0) - COALESCE(t.width_mm, 0)) / 5000.0, v.id
           LIMIT ?`,
        )
        .all(variantId, limit) as unknown as VariantRow[];
    },

    /** Popular discounted variants still in stock, for visitors we know nothing about yet. */
    popularDeals(limit: number): VariantRow[] {
      return db
        .prepare(`${select} WHERE v.active = 1 AND v.in_stock = 1 AND v.price_before_discount > v.price ORDER BY v.popularity DESC LIMIT ?`)
        .all(limit) as unknown as VariantRow[];
    },

    /** The product and colour of a variant, which its offers from other shops share. */
    productAndColour: (id: number) => db.prepare('SELECT product_id, colour FROM variants WHERE id = ?').get(id) as { product_id: number; colour: string } | undefined,

    /** Where a click on a variant goes: its slug on its shop's registered domain. */
    clickTarget: (id: number) =>
      db.prepare('SELECT v.slug AS slug, e.domain AS domain FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.id = ?').get(id) as
        | { slug: string; domain: string }
        | undefined,

    /** The id of each category's most popular active variant with a photo (same order; undefined for none), one statement prepared for all. */
    mostPopularPictured(categoryIds: readonly number[]): (number | undefined)[] {
      const pictureOf = db.prepare('SELECT id FROM variants WHERE category_id = ? AND active = 1 AND image_count > 0 ORDER BY popularity DESC LIMIT 1');
      return categoryIds.map((id) => (pictureOf.get(id) as { id: number } | undefined)?.id);
    },

    /** What the admin ranking data is drawn from, for each known variant of the ids (in no particular order). */
    rankingInputs: (ids: readonly number[]) =>
      db
        .prepare(
          `SELECT v.id, v.popularity, v.tier, e.paid FROM variants v JOIN eshops e ON e.id = v.eshop_id
       WHERE v.id IN (${ids.map(() => '?').join(',')})`,
        )
        .all(...ids) as { id: number; popularity: number; tier: 'bestseller' | 'seller' | null; paid: number }[],

    /** What the image route needs to draw a variant: its category kind and colour. */
    picture(id: number): { kind: string; colour: string } | undefined {
      return db
        .prepare('SELECT c.drawing AS kind, v.colour AS colour FROM variants v JOIN categories c ON c.id = v.category_id WHERE v.id = ?')
        .get(id) as { kind: string; colour: string } | undefined;
    },
  };
}
