import type { Store } from '../db/store';
import type { KnownPage } from './scan-thread';

/**
 * Known variants read from the store per query, and handed to the reading thread per message. Small
 * because a page's rows are alive while the next scavenge runs and are promoted with it: at 20,000 a
 * page the site's heap grew by 140 MB over a million items, at 5,000 by 90 MB, as fast.
 */
const knownPage = 5_000;

/**
 * A shop's fed variants, a page at a time as the reading thread takes them, counting the live ones
 * (active, or off only while the shop is paused) into `counted`. The rows die here, before a page is
 * handed over. Paged along the (shop, item id) index, each page a range of it: paging by variant id
 * read the shop's whole range and sorted it for every page (a million items: 50 pages of a million
 * rows, 1.5 s already at 100,000).
 */
export async function* knownPages(store: Store, shopId: number, counted: { live: number }, pageSize = knownPage): AsyncGenerator<KnownPage> {
  let after = '';
  for (;;) {
    const rows = await store
      .selectFrom('variants')
      .select(['id', 'shop_item_id', 'feed_hash', 'active', 'paused_off'])
      .where('eshop_id', '=', shopId)
      .where('shop_item_id', 'is not', null)
      .where('shop_item_id', '>', after)
      .orderBy('shop_item_id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    const page: KnownPage = {
      itemIds: JSON.stringify(rows.map((row) => row.shop_item_id)),
      hashes: JSON.stringify(rows.map((row) => row.feed_hash)),
      variants: new Float64Array(rows.length),
      listed: new Uint8Array(rows.length),
    };
    rows.forEach((row, index) => {
      page.variants[index] = row.id;
      if (row.active === 1 || row.paused_off === 1) {
        page.listed[index] = 1;
        counted.live++;
      }
    });
    after = rows.at(-1)!.shop_item_id!;
    yield page;
  }
}
