import { sql } from 'kysely';
import type { Store } from '../db/store';

/** A shop as the partner portal and staff's shop administration show it. */
export interface PartnerShopRow {
  id: number;
  slug: string;
  name: string;
  domain: string;
  paid: number;
  paused: number;
  feed_url: string | null;
  feed_format: string;
  feed_checked_at: string | null;
  owner_user_id: number | null;
}

/** A shop with its owner's address, for staff. */
export interface StaffShopRow extends PartnerShopRow {
  owner_email: string | null;
}

/** One of a shop's live offers from its feed. */
export interface PartnerOfferRow {
  id: number;
  slug: string;
  name: string;
  price: number;
  in_stock: number;
  delivery_in_days: number | null;
  shop_item_id: string;
  link: string | null;
  category_id: number;
  category_slug: string;
  category_long_name: string;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

const shopColumns = ['e.id', 'e.slug', 'e.name', 'e.domain', 'e.paid', 'e.paused', 'e.feed_url', 'e.feed_format', 'e.feed_checked_at', 'e.owner_user_id'] as const;

/** `%text%` for LIKE, with LIKE's own wildcards in `text` taken literally (escaped by `\`). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Shops as their partners and staff manage them: feed settings, live offers, the staff's list. */
export function partnerShopRepository(store: Store) {
  const shops = () => store.selectFrom('eshops as e').select(shopColumns);
  /** A shop's live offers from its feed: active, and given by the feed (they carry its item id). */
  const liveOffers = () => store.selectFrom('variants as v').where('v.active', '=', 1).where('v.shop_item_id', 'is not', null);
  return {
    async byOwner(userId: number): Promise<PartnerShopRow | undefined> {
      return shops().where('e.owner_user_id', '=', userId).executeTakeFirst();
    },
    async byId(id: number): Promise<PartnerShopRow | undefined> {
      return shops().where('e.id', '=', id).executeTakeFirst();
    },
    /**
     * Saves where the shop's feed is read from. The last fetch's validators are forgotten, so the
     * next fetch reads the (new) address in full instead of being told „not modified”.
     */
    async setFeed(id: number, url: string, format: string): Promise<void> {
      await store.updateTable('eshops').set({ feed_url: url, feed_format: format, feed_etag: null, feed_last_modified: null }).where('id', '=', id).execute();
    },
    /** How many live offers from their feeds each shop has; shops without any are left out. */
    async liveOfferCounts(shopIds: readonly number[]): Promise<Map<number, number>> {
      if (shopIds.length === 0) return new Map();
      const rows = await liveOffers()
        .select((eb) => ['v.eshop_id as id', eb.fn.countAll<number>().as('n')])
        .where('v.eshop_id', 'in', [...new Set(shopIds)])
        .groupBy('v.eshop_id')
        .execute();
      return new Map(rows.map((row) => [row.id, Number(row.n)]));
    },
    /** One page of the shop's live offers, by name. */
    async offers(shopId: number, page: number, pageSize: number): Promise<Paged<PartnerOfferRow>> {
      const rows = await liveOffers()
        .innerJoin('categories as c', 'c.id', 'v.category_id')
        .select(['v.id', 'v.slug', 'v.name', 'v.price', 'v.in_stock', 'v.delivery_in_days', 'v.link', 'c.id as category_id', 'c.slug as category_slug', 'c.long_name as category_long_name'])
        .select((eb) => eb.fn.coalesce('v.shop_item_id', eb.val('')).as('shop_item_id'))
        .where('v.eshop_id', '=', shopId)
        .orderBy('v.name')
        .orderBy('v.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { n } = await liveOffers()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('v.eshop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },
    /** One page of every shop, by name, with the owner's address; `query` keeps those whose name or domain contains it. */
    async staffList(query: string | undefined, page: number, pageSize: number): Promise<Paged<StaffShopRow>> {
      const filtered = () =>
        store
          .selectFrom('eshops as e')
          .leftJoin('users as u', 'u.id', 'e.owner_user_id')
          .$if(query !== undefined, (q) =>
            q.where(sql<boolean>`(lower(e.name) LIKE ${containing(query ?? '')} ESCAPE '\\' OR lower(e.domain) LIKE ${containing(query ?? '')} ESCAPE '\\')`),
          );
      const rows = await filtered()
        .select([...shopColumns, 'u.email as owner_email'])
        .orderBy('e.name')
        .orderBy('e.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { n } = await filtered()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },
    /** One shop with its owner's address. */
    async staffShop(id: number): Promise<StaffShopRow | undefined> {
      return store
        .selectFrom('eshops as e')
        .leftJoin('users as u', 'u.id', 'e.owner_user_id')
        .select([...shopColumns, 'u.email as owner_email'])
        .where('e.id', '=', id)
        .executeTakeFirst();
    },
  };
}
