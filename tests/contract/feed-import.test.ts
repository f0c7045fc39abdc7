import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useClock } from '../../server/clock';
import { store as siteStore } from '../../server/context';
import type { Store } from '../../server/db/store';
import { knownPages } from '../../server/feeds/known-pages';
import { ImportRefused, rejectHeldImport, releaseHeldImport, setShopPaused, startImport } from '../../server/feeds/service';
import { useTestCatalogue } from '../support/embedded';

/** A Google Merchant Center RSS feed of these items (fields as a WooCommerce export writes them). */
const rss = (items: Record<string, string>[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel><title>Mobila Casa</title><link>https://www.mobilacasa.ro</link><description>Produse</description>
${items.map((item) => `<item>\n${Object.entries(item).map(([name, value]) => `  <${name}>${value}</${name}>`).join('\n')}\n</item>`).join('\n')}
</channel></rss>
`;

const sofa = (id: string, price: string, extra: Record<string, string> = {}) => ({
  'g:id': id,
  title: `Canapea extensibilă Oslo ${id}, gri antracit`,
  link: `https://www.mobilacasa.ro/canapele/oslo-${id.toLowerCase()}`,
  description: 'Canapea extensibilă cu ladă de depozitare, tapițerie din stofă.',
  'g:price': price,
  'g:availability': 'in_stock',
  'g:image_link': `https://cdn.mobilacasa.ro/img/${id}.jpg`,
  'g:brand': 'Casa Nordică',
  'g:google_product_category': 'Furniture &gt; Sofas',
  'g:color': 'Gri',
  ...extra,
});

let store: Store;
let folder: string;
let shopId: number;
let day = Date.UTC(2026, 10, 20, 9);
const previousDataDir = process.env.CUIB_DATA_DIR;

const feedFile = (name: string, text: string) => {
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
};
const importFile = async (file: string, options = {}) => (await (await startImport(store, shopId, { kind: 'file', location: file }, options)).finished);
const catalogueVersion = async () => Number((await store.selectFrom('meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirstOrThrow()).value);
const fed = () => store.selectFrom('variants').selectAll().where('eshop_id', '=', shopId).orderBy('shop_item_id').execute();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cuib-feed-import-'));
  process.env.CUIB_DATA_DIR = folder;
  useClock(() => day);
  await useTestCatalogue(200);
  store = siteStore();
  shopId = (await store.insertInto('eshops').values({ slug: 'mobila-casa', name: 'Mobila Casa', domain: 'mobilacasa.ro', paid: 0 }).returning('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  useClock(Date.now);
  rmSync(folder, { recursive: true, force: true });
  if (previousDataDir === undefined) delete process.env.CUIB_DATA_DIR;
  else process.env.CUIB_DATA_DIR = previousDataDir;
});

describe('importing a shop’s feed', () => {
  const first = [sofa('OS-1', '1299.99 RON'), sofa('OS-2', '1.499,00 RON'), sofa('OS-3', '899 RON'), sofa('OS-4', '12.5 EUR'), sofa('OS-5', '99 RON', { 'g:google_product_category': 'Apparel &amp; Accessories &gt; Shoes' })];

  test('adds the valid items to the catalogue and reports each invalid one with its reason', async () => {
    const outcome = await importFile(feedFile('first.xml', rss(first)));
    expect(outcome).toMatchObject({ state: 'applied', items: 5, added: 3, updated: 0, unchanged: 0, removed: 0, invalid: 2 });
    expect(outcome.invalidByReason).toEqual({ 'not-ron': 1, 'unmapped-category': 1 });
    const rows = await fed();
    expect(rows.map((row) => [row.shop_item_id, row.price, row.active, row.link])).toEqual([
      ['OS-1', 1299.99, 1, 'https://www.mobilacasa.ro/canapele/oslo-os-1'],
      ['OS-2', 1499, 1, 'https://www.mobilacasa.ro/canapele/oslo-os-2'],
      ['OS-3', 899, 1, 'https://www.mobilacasa.ro/canapele/oslo-os-3'],
    ]);
    const sofas = await store.selectFrom('categories').select('id').where('slug', '=', 'canapele').executeTakeFirstOrThrow();
    expect(new Set(rows.map((row) => row.category_id))).toEqual(new Set([sofas.id]));
    expect(rows[0]).toMatchObject({ name: 'Canapea extensibilă Oslo OS-1, gri antracit', colour: 'gri', colour_slug: 'gri', in_stock: 1, image_count: 1, price_since: '2026-11-20' });
    expect(await store.selectFrom('price_history').select(['date', 'price']).where('variant_id', '=', rows[0]!.id).execute()).toEqual([{ date: '2026-11-20', price: 1299.99 }]);
    const errors = await store.selectFrom('feed_item_errors').select(['item_id', 'reason', 'field', 'line']).where('import_id', '=', outcome.id).orderBy('seq').execute();
    expect(errors.map(({ item_id, reason, field }) => [item_id, reason, field])).toEqual([
      ['OS-4', 'not-ron', 'price'],
      ['OS-5', 'unmapped-category', 'google_product_category'],
    ]);
    expect(errors[0]!.line).toBeGreaterThan(30);
    expect(await store.selectFrom('feed_imports').select(['state', 'added', 'invalid']).where('id', '=', outcome.id).executeTakeFirst()).toEqual({ state: 'applied', added: 3, invalid: 2 });
  });

  test('the same file again changes nothing: no version raised, no history row', async () => {
    const version = await catalogueVersion();
    const history = await store.selectFrom('price_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const outcome = await importFile(feedFile('again.xml', rss(first)));
    expect(outcome).toMatchObject({ state: 'unchanged', added: 0, updated: 0, unchanged: 3, removed: 0 });
    expect(await catalogueVersion()).toBe(version);
    expect(await store.selectFrom('price_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(history);
  });

  test('a changed price is a new history entry, from which the Omnibus price follows', async () => {
    day += 2 * 86_400_000;
    const outcome = await importFile(feedFile('cheaper.xml', rss([sofa('OS-1', '1099.99 RON'), ...first.slice(1)])));
    expect(outcome).toMatchObject({ state: 'applied', updated: 1, unchanged: 2 });
    const [os1] = await fed();
    expect(os1).toMatchObject({ price: 1099.99, price_since: '2026-11-22', lowest_price_30_days: 1299.99, price_before_discount: 1299.99 });
    expect(os1!.promo_tags.split(',')).toContain('priceDrop');
    expect(await store.selectFrom('price_history').select(['date', 'price']).where('variant_id', '=', os1!.id).orderBy('date').execute()).toEqual([
      { date: '2026-11-20', price: 1299.99 },
      { date: '2026-11-22', price: 1099.99 },
    ]);
  });

  test('an item no longer in the feed leaves the listings with its likes, and returns with them', async () => {
    const [, os2] = await fed();
    await store.insertInto('likes').values({ owner: 'v:0123456789abcdef0123456789abcdef', item_type: 'variant', item_id: os2!.id, created_at: new Date(day).toISOString() }).execute();
    const gone = await importFile(feedFile('gone.xml', rss([sofa('OS-1', '1099.99 RON'), first[2]!])));
    expect(gone).toMatchObject({ state: 'applied', removed: 1, unchanged: 2 });
    expect((await fed()).map((row) => [row.shop_item_id, row.active])).toEqual([['OS-1', 1], ['OS-2', 0], ['OS-3', 1]]);
    const back = await importFile(feedFile('back.xml', rss([sofa('OS-1', '1099.99 RON'), ...first.slice(1, 3)])));
    expect(back).toMatchObject({ state: 'applied', updated: 1, unchanged: 2 });
    const returned = (await fed())[1]!;
    expect(returned).toMatchObject({ id: os2!.id, active: 1 });
    expect(await store.selectFrom('likes').select('item_id').where('item_id', '=', os2!.id).execute()).toHaveLength(1);
  });

  test('a file broken at its last item applies nothing and says where', async () => {
    const version = await catalogueVersion();
    const broken = rss([sofa('OS-1', '999 RON'), sofa('OS-9', '499 RON')]).replace(/<\/item>\n<\/channel>/, '</itme>\n</channel>');
    const outcome = await importFile(feedFile('broken.xml', broken));
    expect(outcome.state).toBe('failed');
    expect(outcome.reason).toMatch(/linia \d+, coloana \d+/);
    expect(outcome).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(await catalogueVersion()).toBe(version);
    expect((await fed()).map((row) => row.price)).toEqual([1099.99, 1499, 899]);
  });

  test('a feed losing more than half the live items is held; released, it applies; rejected, nothing does', async () => {
    const shrinking = feedFile('shrinking.xml', rss([sofa('OS-3', '899 RON')]));
    const held = await importFile(shrinking);
    expect(held.state).toBe('held');
    expect(held.reason).toContain('peste jumătate');
    expect((await fed()).filter((row) => row.active === 1)).toHaveLength(3);
    const released = await releaseHeldImport(store, held.id);
    expect(released).toMatchObject({ state: 'released', removed: 2 });
    expect((await fed()).filter((row) => row.active === 1).map((row) => row.shop_item_id)).toEqual(['OS-3']);
    await expect(releaseHeldImport(store, held.id)).rejects.toBeInstanceOf(ImportRefused);

    await importFile(feedFile('all.xml', rss(first.slice(0, 3))));
    const heldAgain = await importFile(feedFile('shrinking-again.xml', rss([sofa('OS-3', '899 RON')])));
    expect(heldAgain.state).toBe('held');
    await rejectHeldImport(store, heldAgain.id);
    expect((await fed()).filter((row) => row.active === 1)).toHaveLength(3);
    expect(await store.selectFrom('feed_imports').select('state').where('id', '=', heldAgain.id).executeTakeFirst()).toEqual({ state: 'rejected' });
  });

  test('a paused shop’s offers leave the listings at once; new items wait with them; resuming brings back exactly those', async () => {
    await setShopPaused(store, shopId, true);
    expect((await fed()).every((row) => row.active === 0)).toBe(true);
    await importFile(feedFile('paused.xml', rss([...first.slice(0, 3), sofa('OS-6', '1999 RON')])));
    expect((await fed()).map((row) => [row.shop_item_id, row.active, row.paused_off])).toEqual([
      ['OS-1', 0, 1],
      ['OS-2', 0, 1],
      ['OS-3', 0, 1],
      ['OS-6', 0, 1],
    ]);
    await setShopPaused(store, shopId, false);
    expect((await fed()).map((row) => row.active)).toEqual([1, 1, 1, 1]);
  });

  test('offers with another shop’s GTIN, or maker and MPN, become offers of its product', async () => {
    // Another shop's feed lists the same sofa first, under its own id and title.
    const otherShop = (await store.insertInto('eshops').values({ slug: 'casa-buna', name: 'Casa Bună', domain: 'casabuna.ro', paid: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    const otherFile = feedFile('other.xml', rss([{ ...sofa('CB-77', '1949 RON', { 'g:gtin': '594-1234-56789-9' }), link: 'https://casabuna.ro/p/cb-77' }]));
    expect(await (await startImport(store, otherShop, { kind: 'file', location: otherFile })).finished).toMatchObject({ state: 'applied', added: 1 });
    const other = await store.selectFrom('variants').select(['id', 'product_id', 'gtin']).where('eshop_id', '=', otherShop).executeTakeFirstOrThrow();
    expect(other.gtin).toBe('05941234567899');
    await importFile(
      feedFile(
        'matched.xml',
        rss([...first.slice(0, 3), sofa('OS-6', '1999 RON'), sofa('OS-7', '1899 RON', { 'g:gtin': '5941234567899' }), sofa('OS-8', '799 RON', { 'g:mpn': 'OSL-200' }), sofa('OS-9', '789 RON', { 'g:mpn': 'OSL-200' })]),
      ),
    );
    const byItem = new Map((await fed()).map((row) => [row.shop_item_id, row]));
    expect(byItem.get('OS-7')!.product_id).toBe(other.product_id);
    expect(byItem.get('OS-8')!.product_id).toBe(byItem.get('OS-9')!.product_id);
    expect(byItem.get('OS-8')!.product_id).not.toBe(byItem.get('OS-6')!.product_id);
  });

  test('a dry run reads the whole feed and writes nothing', async () => {
    const version = await catalogueVersion();
    const imports = await store.selectFrom('feed_imports').select('id').execute();
    const outcome = await importFile(feedFile('dry.xml', rss([sofa('OS-1', '1.000 RON')])), { dryRun: true });
    expect(outcome).toMatchObject({ id: 0, items: 1, updated: 1, removed: 6 });
    expect(await catalogueVersion()).toBe(version);
    expect(await store.selectFrom('feed_imports').select('id').execute()).toEqual(imports);
  });

  test('one import per shop at a time', async () => {
    const file = feedFile('twice.xml', rss(first.slice(0, 3)));
    const running = await startImport(store, shopId, { kind: 'file', location: file });
    await expect(startImport(store, shopId, { kind: 'file', location: file })).rejects.toMatchObject({ reason: 'running' });
    await running.finished;
  });

  test('the shop’s known items reach the reading thread in pages that hold each fed variant once', async () => {
    const rows = await fed();
    expect(rows.length).toBeGreaterThan(5);
    const counted = { live: 0 };
    const pages = [];
    for await (const page of knownPages(store, shopId, counted, 2)) pages.push(page);
    expect(pages.map((page) => page.variants.length)).toEqual([...Array(Math.floor(rows.length / 2)).fill(2), ...(rows.length % 2 ? [1] : [])]);
    const seen = pages.flatMap((page) => (JSON.parse(page.itemIds) as string[]).map((itemId, index) => [itemId, page.variants[index], page.listed[index]]));
    expect(seen).toEqual(rows.map((row) => [row.shop_item_id, row.id, row.active === 1 || row.paused_off === 1 ? 1 : 0]));
    expect(counted.live).toBe(rows.filter((row) => row.active === 1 || row.paused_off === 1).length);
  });
});
