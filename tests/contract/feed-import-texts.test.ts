import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useClock } from '../../server/clock';
import { store as siteStore } from '../../server/context';
import type { Store } from '../../server/db/store';
import { startImport } from '../../server/feeds/service';
import { pathKey } from '../../server/feeds/taxonomy/index';
import { useTestCatalogue } from '../support/embedded';

/**
 * An item whose text is the same as in the shop's last feed is not read again (server/feeds/item-texts.ts).
 * These imports check that skipping it never changes what an import does: whatever else its meaning
 * depends on (the day, the shop's mappings and domain, the variant in the store) still counts.
 */

const rss = (items: Record<string, string>[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel><title>Casa Verde</title>
${items.map((item) => `<item>\n${Object.entries(item).map(([name, value]) => `  <${name}>${value}</${name}>`).join('\n')}\n</item>`).join('\n')}
</channel></rss>
`;

const csv = (items: Record<string, string>[]) => {
  const names = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const quoted = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${names.join(',')}\n${items.map((item) => names.map((name) => quoted(item[name] ?? '')).join(',')).join('\n')}\n`;
};

const chair = (id: string, price: string, extra: Record<string, string> = {}) => ({
  id,
  title: `Fotoliu tapițat Ilvo ${id}, verde salvie`,
  link: `https://casaverde.ro/fotolii/ilvo-${id.toLowerCase()}`,
  description: 'Fotoliu cu picioare din lemn de fag și tapițerie din catifea.',
  price,
  availability: 'in_stock',
  image_link: `https://casaverde.ro/img/${id}.jpg`,
  brand: 'Casa Verde',
  product_type: 'Mobilier > Fotolii tapițate',
  ...extra,
});

let store: Store;
let folder: string;
let day = Date.UTC(2026, 10, 20, 9);
const previousDataDir = process.env.CUIB_DATA_DIR;
let leaves: { id: number; slug: string }[];

/** A new shop whose product_type „Mobilier > Fotolii tapițate” is mapped to the first leaf. */
async function newShop(slug: string, domain = 'casaverde.ro') {
  const { id } = await store.insertInto('eshops').values({ slug, name: 'Casa Verde', domain, paid: 0 }).returning('id').executeTakeFirstOrThrow();
  await store.insertInto('shop_category_mappings').values({ eshop_id: id, product_type: pathKey('Mobilier > Fotolii tapițate'), category_id: leaves[0]!.id }).execute();
  return id;
}

const feedFile = (name: string, text: string) => {
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
};
const importInto = async (shop: number, name: string, text: string) => (await startImport(store, shop, { kind: 'file', location: feedFile(name, text) })).finished;
const fed = (shop: number) => store.selectFrom('variants').selectAll().where('eshop_id', '=', shop).orderBy('shop_item_id').execute();
const catalogueVersion = async () => Number((await store.selectFrom('meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirstOrThrow()).value);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cuib-feed-texts-'));
  process.env.CUIB_DATA_DIR = folder;
  useClock(() => day);
  await useTestCatalogue(100);
  store = siteStore();
  leaves = await store.selectFrom('categories').select(['id', 'slug']).where('depth', '=', 2).orderBy('id').limit(2).execute();
});

afterAll(async () => {
  useClock(Date.now);
  rmSync(folder, { recursive: true, force: true });
  if (previousDataDir === undefined) delete process.env.CUIB_DATA_DIR;
  else process.env.CUIB_DATA_DIR = previousDataDir;
});

describe('items whose text has not changed since the last feed', () => {
  const items = [chair('IL-1', '799 RON'), chair('IL-2', '849 RON'), chair('IL-3', '899 RON')];

  for (const [format, write] of [['XML', rss], ['CSV', csv]] as const) {
    test(`${format}: the same file again is known by its items' texts and changes nothing`, async () => {
      const shop = await newShop(`casa-verde-${format.toLowerCase()}`);
      const file = `same.${format.toLowerCase()}`;
      expect(await importInto(shop, file, write(items))).toMatchObject({ state: 'applied', added: 3, byText: 0 });
      expect(existsSync(join(folder, 'feeds', 'texts', String(shop)))).toBe(true);
      const version = await catalogueVersion();
      expect(await importInto(shop, file, write(items))).toMatchObject({ state: 'unchanged', unchanged: 3, byText: 3 });
      expect(await catalogueVersion()).toBe(version);

      // One changed price: that item is read and written, the others are known by their text.
      const cheaper = await importInto(shop, file, write([items[0]!, chair('IL-2', '749 RON'), items[2]!]));
      expect(cheaper).toMatchObject({ state: 'applied', updated: 1, unchanged: 2, byText: 2 });
      expect((await fed(shop)).map((row) => row.price)).toEqual([799, 749, 899]);
    });
  }

  test('a sale with dates is read again every day: it ends even though its text does not change', async () => {
    const shop = await newShop('casa-verde-sale');
    const sale = [chair('IL-1', '799 RON', { sale_price: '699 RON', sale_price_effective_date: '2026-11-20T00:00+0200/2026-11-22T23:59+0200' }), items[1]!];
    expect(await importInto(shop, 'sale.xml', rss(sale))).toMatchObject({ added: 2 });
    expect((await fed(shop))[0]!.price).toBe(699);
    day += 5 * 86_400_000;
    expect(await importInto(shop, 'sale.xml', rss(sale))).toMatchObject({ state: 'applied', updated: 1, unchanged: 1, byText: 1 });
    expect((await fed(shop))[0]!.price).toBe(799);
  });

  test('a category mapping changed by staff moves the items, though their texts are the same', async () => {
    const shop = await newShop('casa-verde-mapping');
    await importInto(shop, 'mapped.xml', rss(items));
    expect(new Set((await fed(shop)).map((row) => row.category_id))).toEqual(new Set([leaves[0]!.id]));
    await store.updateTable('shop_category_mappings').set({ category_id: leaves[1]!.id }).where('eshop_id', '=', shop).execute();
    expect(await importInto(shop, 'mapped.xml', rss(items))).toMatchObject({ state: 'applied', updated: 3, byText: 0 });
    expect(new Set((await fed(shop)).map((row) => row.category_id))).toEqual(new Set([leaves[1]!.id]));
  });

  test('a shop that moved to another domain has its old links refused, though their texts are the same', async () => {
    const shop = await newShop('casa-verde-domain');
    await importInto(shop, 'domain.xml', rss(items));
    await store.updateTable('eshops').set({ domain: 'casaverde-mobila.ro' }).where('id', '=', shop).execute();
    const outcome = await importInto(shop, 'domain.xml', rss(items));
    expect(outcome).toMatchObject({ invalid: 3, byText: 0 });
    expect(outcome.invalidByReason).toEqual({ 'foreign-link': 3 });
  });

  test('a variant changed in the store since is written again from the feed', async () => {
    const shop = await newShop('casa-verde-store');
    await importInto(shop, 'store.xml', rss(items));
    await store.updateTable('variants').set({ feed_hash: null, price: 1 }).where('eshop_id', '=', shop).where('shop_item_id', '=', 'IL-3').execute();
    expect(await importInto(shop, 'store.xml', rss(items))).toMatchObject({ state: 'applied', updated: 1, unchanged: 2, byText: 2 });
    expect((await fed(shop)).map((row) => row.price)).toEqual([799, 849, 899]);
  });

  test('a known item given twice with the same text: the second is refused as a duplicate', async () => {
    const shop = await newShop('casa-verde-twice');
    await importInto(shop, 'twice.xml', rss(items));
    const twice = await importInto(shop, 'twice.xml', rss([...items, items[0]!]));
    expect(twice).toMatchObject({ unchanged: 3, invalid: 1, invalidByReason: { 'duplicate-id': 1 } });
    const csvTwice = await importInto(shop, 'twice.csv', csv([chair('IL-1', '700 RON'), ...items]));
    expect(csvTwice).toMatchObject({ updated: 1, unchanged: 2, invalid: 1, invalidByReason: { 'duplicate-id': 1 } });
    expect((await fed(shop))[0]!.price).toBe(700);
  });

  test('a damaged texts file only means every item is read', async () => {
    const shop = await newShop('casa-verde-damaged');
    await importInto(shop, 'damaged.xml', rss(items));
    const texts = join(folder, 'feeds', 'texts', String(shop));
    const bytes = readFileSync(texts);
    // Keys flipped: no text is known, so every item is read and found unchanged by what it says.
    for (let at = bytes.indexOf(10) + 1; at < bytes.length; at++) bytes[at] = bytes[at]! ^ 0xff;
    writeFileSync(texts, bytes);
    expect(await importInto(shop, 'damaged.xml', rss(items))).toMatchObject({ state: 'unchanged', unchanged: 3, byText: 0 });
    writeFileSync(texts, 'not a texts file');
    expect(await importInto(shop, 'damaged.xml', rss(items))).toMatchObject({ state: 'unchanged', unchanged: 3, byText: 0 });
    // Written again by the last import: known by their texts once more.
    expect(await importInto(shop, 'damaged.xml', rss(items))).toMatchObject({ state: 'unchanged', unchanged: 3, byText: 3 });
  });
});
