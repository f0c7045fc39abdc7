import type { StoreTransaction } from '../db/store';
import type { FeedItem } from './item/index';

/**
 * Which product a new offer belongs to. Offers of the same GTIN, or of the same maker and MPN, are
 * one product across shops (the product page lists every shop's price); within one shop, items of
 * one `item_group_id` are variants of one product. Otherwise the offer is a product of its own.
 * Lookups are made a chunk of items at a time, and what this import assigned is remembered, so two
 * new items of one GTIN in one file become one product too. The caller holds the product-id lock.
 */
export async function productMatcher(trx: StoreTransaction, shopId: number) {
  let nextProduct = Number((await trx.selectFrom('variants').select((eb) => eb.fn.max('product_id').as('last')).executeTakeFirst())?.last ?? 0) + 1;
  const byGtin = new Map<string, number>();
  const byMpn = new Map<string, number>();
  const byGroup = new Map<string, number>();
  const mpnKey = (maker: number | null, mpn: string) => `${maker ?? 0}|${mpn}`;
  return {
    /** Looks up the products the store already has for these items (one query per kind). */
    async prepare(items: readonly { item: FeedItem; maker: number | null }[]): Promise<void> {
      const gtins = [...new Set(items.flatMap(({ item }) => (item.gtin && !byGtin.has(item.gtin) ? [item.gtin] : [])))];
      if (gtins.length > 0) {
        for (const row of await trx.selectFrom('variants').select(['gtin', 'product_id']).where('gtin', 'in', gtins).execute()) byGtin.set(row.gtin!, row.product_id);
      }
      const mpns = [...new Set(items.flatMap(({ item, maker }) => (item.mpn && maker !== null && !byMpn.has(mpnKey(maker, item.mpn)) ? [item.mpn] : [])))];
      if (mpns.length > 0) {
        for (const row of await trx.selectFrom('variants').select(['manufacturer_id', 'mpn', 'product_id']).where('mpn', 'in', mpns).where('manufacturer_id', 'is not', null).execute()) {
          byMpn.set(mpnKey(row.manufacturer_id, row.mpn!), row.product_id);
        }
      }
      const groups = [...new Set(items.flatMap(({ item }) => (item.itemGroupId && !byGroup.has(item.itemGroupId) ? [item.itemGroupId] : [])))];
      if (groups.length > 0) {
        for (const row of await trx.selectFrom('variants').select(['item_group_id', 'product_id']).where('eshop_id', '=', shopId).where('item_group_id', 'in', groups).execute()) {
          byGroup.set(row.item_group_id!, row.product_id);
        }
      }
    },
    /** The product of a new item (after `prepare` saw it), remembered for the items after it. */
    productOf(item: FeedItem, maker: number | null): number {
      const product =
        (item.gtin && byGtin.get(item.gtin)) ||
        (item.mpn && maker !== null && byMpn.get(mpnKey(maker, item.mpn))) ||
        (item.itemGroupId && byGroup.get(item.itemGroupId)) ||
        nextProduct++;
      if (item.gtin && !byGtin.has(item.gtin)) byGtin.set(item.gtin, product);
      if (item.mpn && maker !== null && !byMpn.has(mpnKey(maker, item.mpn))) byMpn.set(mpnKey(maker, item.mpn), product);
      if (item.itemGroupId && !byGroup.has(item.itemGroupId)) byGroup.set(item.itemGroupId, product);
      return product;
    },
  };
}
