import { type NotNull, sql } from 'kysely';
import type { Store } from '../db/store';

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

export type LikedSort = 'newest' | 'oldest' | 'cheapest' | 'mostExpensive' | 'biggestDiscount';

/** Ids asked for at once in one `IN (...)`: few enough for any store's limit on parameters. */
const chunkSize = 500;

/** Variants with their category and shop, the offers of the same product and colour, and the shop's cheapest delivery. */
const listed = (store: Store) =>
  store
    .selectFrom('variants as v')
    .innerJoin('categories as c', 'c.id', 'v.category_id')
    .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
    .selectAll('v')
    .select((eb) => [
      'c.name as category_name',
      'c.long_name as category_long_name',
      'c.slug as category_slug',
      'e.name as eshop_name',
      'e.slug as eshop_slug',
      'e.paid as eshop_paid',
      eb
        .selectFrom('variants as o')
        .select(eb(eb.fn.countAll<number>(), '-', 1).as('count'))
        .whereRef('o.product_id', '=', 'v.product_id')
        .whereRef('o.colour', '=', 'v.colour')
        .as('alternative_offers'),
      eb
        .selectFrom('delivery_options as d')
        .select((d) => d.fn.min('d.price').as('price'))
        .whereRef('d.eshop_id', '=', 'v.eshop_id')
        .as('delivery_price'),
    ])
    .$narrowType<{ alternative_offers: NotNull; tier: VariantRow['tier']; voucher_type: VariantRow['voucher_type'] }>();

export function variantRepository(store: Store) {
  const byIds = async (ids: readonly number[]): Promise<VariantRow[]> => {
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const byId = new Map<number, VariantRow>();
    for (let from = 0; from < unique.length; from += chunkSize) {
      for (const row of await listed(store).where('v.id', 'in', unique.slice(from, from + chunkSize)).execute()) byId.set(row.id, row);
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  return {
    /** The variants of these ids, in the order asked; unknown ids are left out. */
    byIds,

    /** Variants an owner likes, paged and sorted; `active` keeps only those still sold. */
    async liked(owner: string, options: { sort: LikedSort; page: number; pageSize: number; active?: boolean; discountedOnly?: boolean }) {
      let from = store
        .selectFrom('likes as l')
        .innerJoin('variants as v', 'v.id', 'l.item_id')
        .where('l.owner', '=', owner)
        .where('l.item_type', '=', 'variant');
      if (options.active !== undefined) from = from.where('v.active', '=', options.active ? 1 : 0);
      if (options.discountedOnly) from = from.whereRef('v.price_before_discount', '>', 'v.price');
      const counted = await from.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      let page = from.select('v.id');
      page = {
        newest: () => page.orderBy('l.created_at', 'desc'),
        oldest: () => page.orderBy('l.created_at', 'asc'),
        cheapest: () => page.orderBy('v.price', 'asc'),
        mostExpensive: () => page.orderBy('v.price', 'desc'),
        biggestDiscount: () => page.orderBy(sql`(1 - v.price / COALESCE(v.price_before_discount, v.price))`, 'desc'),
      }[options.sort]();
      const rows = await page
        .orderBy('v.id')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute();
      return { rows: await byIds(rows.map((row) => row.id)), totalCount: Number(counted.count) };
    },

    async exists(id: number): Promise<boolean> {
      return (await store.selectFrom('variants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Every offer of a product, cheapest first. */
    async ofProduct(productId: number): Promise<VariantRow[]> {
      return listed(store).where('v.product_id', '=', productId).orderBy('v.active', 'desc').orderBy('v.price').orderBy('v.id').execute();
    },

    /**
     * Variants like this one: the same leaf category, other products, nearest in price, the same
     * colour first, then the closest in size.
     */
    async similar(variantId: number, limit: number): Promise<VariantRow[]> {
      return listed(store)
        .innerJoin('variants as t', (join) => join.on('t.id', '=', variantId).onRef('v.category_id', '=', 't.category_id'))
        .whereRef('v.product_id', '<>', 't.product_id')
        .where('v.active', '=', 1)
        .orderBy(sql`CASE WHEN v.colour = t.colour THEN 1 ELSE 0 END`, 'desc')
        .orderBy(sql`ABS(v.price - t.price) / t.price + ABS(COALESCE(v.width_mm, 0) - COALESCE(t.width_mm, 0)) / 5000.0`)
        .orderBy('v.id')
        .limit(limit)
        .execute();
    },

    /** Popular discounted variants still in stock, for visitors we know nothing about yet. */
    async popularDeals(limit: number): Promise<VariantRow[]> {
      return listed(store)
        .where('v.active', '=', 1)
        .where('v.in_stock', '=', 1)
        .whereRef('v.price_before_discount', '>', 'v.price')
        .orderBy('v.popularity', 'desc')
        .limit(limit)
        .execute();
    },

    /** The product and colour of a variant, which its offers from other shops share. */
    async productAndColour(id: number): Promise<{ product_id: number; colour: string } | undefined> {
      return store.selectFrom('variants').select(['product_id', 'colour']).where('id', '=', id).executeTakeFirst();
    },

    /** Where a click on a variant goes: its slug on its shop's registered domain. */
    async clickTarget(id: number): Promise<{ slug: string; domain: string; link: string | null } | undefined> {
      return store.selectFrom('variants as v').innerJoin('eshops as e', 'e.id', 'v.eshop_id').select(['v.slug', 'e.domain', 'v.link']).where('v.id', '=', id).executeTakeFirst();
    },

    /** The id of each category's most popular active variant with a photo (same order; undefined for none). */
    async mostPopularPictured(categoryIds: readonly number[]): Promise<(number | undefined)[]> {
      const pictured: (number | undefined)[] = [];
      for (const categoryId of categoryIds) {
        const row = await store
          .selectFrom('variants')
          .select('id')
          .where('category_id', '=', categoryId)
          .where('active', '=', 1)
          .where('image_count', '>', 0)
          .orderBy('popularity', 'desc')
          .limit(1)
          .executeTakeFirst();
        pictured.push(row?.id);
      }
      return pictured;
    },

    /** What the admin ranking data is drawn from, for each known variant of the ids (in no particular order). */
    async rankingInputs(ids: readonly number[]): Promise<{ id: number; popularity: number; tier: 'bestseller' | 'seller' | null; paid: number }[]> {
      const rows: { id: number; popularity: number; tier: 'bestseller' | 'seller' | null; paid: number }[] = [];
      const unique = [...new Set(ids)];
      for (let from = 0; from < unique.length; from += chunkSize) {
        rows.push(
          ...(await store
            .selectFrom('variants as v')
            .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
            .select(['v.id', 'v.popularity', 'v.tier', 'e.paid'])
            .where('v.id', 'in', unique.slice(from, from + chunkSize))
            .$narrowType<{ tier: 'bestseller' | 'seller' | null }>()
            .execute()),
        );
      }
      return rows;
    },

    /** What the image route needs to draw a variant: its category kind and colour. */
    async picture(id: number): Promise<{ kind: string; colour: string } | undefined> {
      return store
        .selectFrom('variants as v')
        .innerJoin('categories as c', 'c.id', 'v.category_id')
        .select(['c.drawing as kind', 'v.colour'])
        .where('v.id', '=', id)
        .$narrowType<{ kind: string }>()
        .executeTakeFirst();
    },
  };
}
