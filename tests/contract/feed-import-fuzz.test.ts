import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { store } from '../../server/context';
import { startImport } from '../../server/feeds/service';
import { useTestCatalogue } from '../support/embedded';

/**
 * Feed files broken in every way a shop's export or a transfer breaks them (cut short, tags nested
 * or left open, values of the wrong type, huge fields, stray bytes, compression cut short), imported
 * over a shop with live offers: an import never throws and never stays running; one that fails
 * leaves the catalogue exactly as it was (no partial apply); one that applies touches only this shop.
 */
const item = (id: string, price: string) =>
  `<item><g:id>${id}</g:id><title>Lustră Arco ${id} cu 5 brațe, negru mat</title><link>https://www.luminacasei.ro/p/${id}</link>` +
  `<g:price>${price}</g:price><g:availability>in_stock</g:availability><g:image_link>https://www.luminacasei.ro/i/${id}.jpg</g:image_link>` +
  `<g:google_product_category>Home &amp; Garden &gt; Lighting &gt; Lighting Fixtures &gt; Chandeliers</g:google_product_category></item>\n`;
const feed = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Lumina Casei</title>\n${items.join('')}</channel></rss>\n`;
const valid = feed(Array.from({ length: 12 }, (_, index) => item(`LC-${index + 1}`, `${349 + index}.90 RON`)));

let folder = '';
let shopId = 0;
const previousDataDir = process.env.CUIB_DATA_DIR;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cuib-feed-fuzz-'));
  process.env.CUIB_DATA_DIR = folder;
  await useTestCatalogue(100);
  shopId = (await store().insertInto('eshops').values({ slug: 'lampi-de-seara', name: 'Lămpi de Seară', domain: 'luminacasei.ro', paid: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  const file = join(folder, 'valid.xml');
  writeFileSync(file, valid);
  expect(await (await startImport(store(), shopId, { kind: 'file', location: file })).finished).toMatchObject({ state: 'applied', added: 12 });
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  if (previousDataDir === undefined) delete process.env.CUIB_DATA_DIR;
  else process.env.CUIB_DATA_DIR = previousDataDir;
});

/** What an import may change: every variant's row and price history, and the catalogue's version. */
async function catalogueState() {
  const variants = await store().selectFrom('variants').selectAll().orderBy('id').execute();
  const history = await store().selectFrom('price_history').selectAll().orderBy('variant_id').orderBy('date').execute();
  const version = await store().selectFrom('meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirstOrThrow();
  return JSON.stringify({ variants, history, version });
}

const breakage = fc.oneof(
  // Cut short anywhere.
  fc.nat({ max: valid.length - 1 }).map((at) => (text: string) => text.slice(0, at)),
  // An element opened and never closed, or closed twice, somewhere.
  fc.tuple(fc.nat({ max: valid.length }), fc.constantFrom('<item>', '</item>', '<g:price>', '</channel>', '<![CDATA[', '<!--', '&', '<')).map(
    ([at, junk]) => (text: string) => text.slice(0, at) + junk + text.slice(at),
  ),
  // Deep nesting inside an item.
  fc.integer({ min: 1, max: 60 }).map((depth) => (text: string) => text.replace('<g:id>LC-3</g:id>', `${'<g:x>'.repeat(depth)}1${'</g:x>'.repeat(depth)}<g:id>LC-3</g:id>`)),
  // Values of the wrong type, or huge.
  fc.constantFrom('preț', '-5 RON', 'NaN RON', '1e309 RON', '', 'x'.repeat(20_000)).map((value) => (text: string) => text.replace('349.90 RON', value)),
  // Stray bytes.
  fc.tuple(fc.nat({ max: valid.length }), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(
    ([at, bytes]) => (text: string) => text.slice(0, at) + Buffer.from(bytes).toString('latin1') + text.slice(at),
  ),
);

test('a broken feed never throws, never stays running, and applies all or nothing', async () => {
  let failed = 0;
  await fc.assert(
    fc.asyncProperty(breakage, fc.boolean(), async (breakIt, gzip) => {
      const text = breakIt(valid);
      const file = join(folder, gzip ? 'broken.xml.gz' : 'broken.xml');
      writeFileSync(file, gzip ? gzipSync(text).subarray(0, text.length % 3 === 0 ? undefined : -3) : text);
      const before = await catalogueState();
      const outcome = await (await startImport(store(), shopId, { kind: 'file', location: file })).finished;
      expect(['applied', 'unchanged', 'held', 'failed']).toContain(outcome.state);
      if (outcome.state === 'failed' || outcome.state === 'held') {
        if (outcome.state === 'failed') failed++;
        expect(await catalogueState()).toBe(before);
      }
      // Back to the valid feed, so every case starts from the same offers.
      const restore = join(folder, 'valid.xml');
      const restored = await (await startImport(store(), shopId, { kind: 'file', location: restore })).finished;
      expect(['applied', 'unchanged']).toContain(restored.state);
      expect(await store().selectFrom('feed_imports').select('id').where('state', '=', 'running').execute()).toEqual([]);
    }),
    { numRuns: 30, seed: 20261127 },
  );
  // The breakages are real: many of them make a file that cannot be read.
  expect(failed).toBeGreaterThan(8);
}, 240_000);
