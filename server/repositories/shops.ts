import type { Store } from '../db/store';
import { topCategoriesOf } from './categories';

/** A shop as its pages and directory show it. */
export interface ShopRow {
  id: number;
  slug: string;
  name: string;
  domain: string;
  /** 1 for a shop that pays for clicks. */
  paid: number;
}

/** A shop's id, slug and name: what filters and search suggestions name it by. */
export interface NamedShop {
  id: number;
  slug: string;
  name: string;
}

/** One way a shop delivers, with its price (and price with cash on delivery). */
export interface DeliveryOptionRow {
  id: number;
  type: string;
  label: string;
  price: number;
  price_cod: number | null;
  delivery_days: number;
}

/** Shops (`eshops`), their delivery options and what their offers add up to. */
export function shopRepository(store: Store) {
  const shops = () => store.selectFrom('eshops').select(['id', 'slug', 'name', 'domain', 'paid']);
  const named = () => store.selectFrom('eshops').select(['id', 'slug', 'name']);
  return {
    async byId(id: number): Promise<ShopRow | undefined> {
      return shops().where('id', '=', id).executeTakeFirst();
    },
    async bySlug(slug: string): Promise<ShopRow | undefined> {
      return shops().where('slug', '=', slug).executeTakeFirst();
    },
    /** Every shop, by name (the shops directory). */
    async all(): Promise<ShopRow[]> {
      return shops().orderBy('name').execute();
    },
    /** Every shop's id, slug and name, in no particular order (looked up by id). */
    async named(): Promise<NamedShop[]> {
      return named().execute();
    },
    /** Every shop's id, slug and name, by name. */
    async namedAlphabetically(): Promise<NamedShop[]> {
      return named().orderBy('name').execute();
    },
    async idBySlug(slug: string): Promise<{ id: number } | undefined> {
      return store.selectFrom('eshops').select('id').where('slug', '=', slug).executeTakeFirst();
    },
    /** The ids of the shops with these slugs; fewer rows than slugs when one is unknown. */
    async idsBySlugs(slugs: readonly string[]): Promise<{ id: number; slug: string }[]> {
      if (slugs.length === 0) return [];
      return store.selectFrom('eshops').select(['id', 'slug']).where('slug', 'in', slugs).execute();
    },

    /** Each shop's average rating and review count over its rated variants, one row per shop with any. */
    async ratings(): Promise<{ id: number; rating: number; reviews: number }[]> {
      const rows = await store
        .selectFrom('variants')
        .select((eb) => ['eshop_id as id', eb.fn.avg<number>('rating').as('rating'), eb.fn.sum<number>('reviews_count').as('reviews')])
        .where('rating', 'is not', null)
        .groupBy('eshop_id')
        .execute();
      return rows.map((row) => ({ id: row.id, rating: Number(row.rating), reviews: Number(row.reviews) }));
    },
    /** A shop's average rating and review count over its rated variants; both null when none is rated. */
    async ratingOf(eshopId: number): Promise<{ rating: number | null; reviews: number | null }> {
      const row = await store
        .selectFrom('variants')
        .select((eb) => [eb.fn.avg<number | null>('rating').as('rating'), eb.fn.sum<number | null>('reviews_count').as('reviews')])
        .where('eshop_id', '=', eshopId)
        .where('rating', 'is not', null)
        .executeTakeFirstOrThrow();
      return { rating: row.rating === null ? null : Number(row.rating), reviews: row.reviews === null ? null : Number(row.reviews) };
    },
    /** The 12 categories with most of the shop's active offers, most first. */
    topCategories: (eshopId: number) => topCategoriesOf(store, 'v.eshop_id', eshopId),

    /** The shops offering a product, those of active and cheaper offers first (the product's own shop leads). */
    async offering(productId: number): Promise<{ name: string; domain: string }[]> {
      return store
        .selectFrom('variants as v')
        .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
        .select(['e.name', 'e.domain'])
        .where('v.product_id', '=', productId)
        .groupBy(['e.id', 'e.name', 'e.domain'])
        .orderBy((eb) => eb.fn.max('v.active'), 'desc')
        .orderBy((eb) => eb.fn.min('v.price'))
        .orderBy('e.id')
        .execute();
    },
    /** The shops offering a product in one colour, by name. */
    async offeringColour(productId: number, colour: string): Promise<{ id: number; name: string; domain: string }[]> {
      return store
        .selectFrom('variants as v')
        .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
        .select(['e.id', 'e.name', 'e.domain'])
        .distinct()
        .where('v.product_id', '=', productId)
        .where('v.colour', '=', colour)
        .orderBy('e.name')
        .execute();
    },

    /** The delivery options of each shop given (in the same order), cheapest first. */
    async deliveryOptionsOf(eshopIds: readonly number[]): Promise<DeliveryOptionRow[][]> {
      if (eshopIds.length === 0) return [];
      const rows = await store
        .selectFrom('delivery_options')
        .select(['id', 'eshop_id', 'type', 'label', 'price', 'price_cod', 'delivery_days'])
        .where('eshop_id', 'in', [...new Set(eshopIds)])
        .orderBy('price')
        .orderBy('id')
        .execute();
      return eshopIds.map((eshopId) => rows.filter((row) => row.eshop_id === eshopId).map(({ eshop_id: _, ...option }) => option));
    },
  };
}
