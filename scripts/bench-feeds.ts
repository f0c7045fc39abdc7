/**
 * `npm run bench:feeds [-- --sizes 100000,1000000 --formats xml,csv --skip-build]`: shops' feeds
 * generated from the catalogue generator's Romanian items (Google Merchant Center fields), imported
 * with `npm run feed:import` into a running site (`npm start`'s build, its embedded SQLite store
 * seeded with the default catalogue) while category pages are loaded at 2 connections. For each
 * size and format, over a new store:
 * 1. the feed into an empty shop;
 * 2. the same file again;
 * 3. a file with 5 % of the prices changed and 1 % of the items gone.
 * Prints items/s, the import's memory (its process's peak above where it started) and the category
 * page's p99 while each import ran, beside the quiet figure. Asserts nothing; keep the machine quiet.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedCatalogue } from '../server/catalogue/generate.ts';
import { openSqliteStore } from '../server/db/database.ts';
import { csvOf, googleRssOf } from '../server/feeds/read/write.ts';
import { googleToCuib, pathKey } from '../server/feeds/taxonomy/index.ts';
import { startSite } from '../tests/support/site-process.ts';
import { buildSiteUnless } from './support/build-site.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    formats: { type: 'string', default: 'xml,csv' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes!.split(',').map(Number);
const formats = values.formats!.split(',') as ('xml' | 'csv')[];
const root = resolve(import.meta.dirname, '..');
const page = '/produse/canapele';
const work = mkdtempSync(join(tmpdir(), 'cuib-bench-feeds-'));
const domain = 'magazin-de-proba.ro';

buildSiteUnless(values['skip-build']);

/** An EAN-13 with a valid check digit, from a product number (offers of one product share it). */
function ean(product: number): string {
  const digits = `594${String(product).padStart(9, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

type Fields = Record<string, string>;

/** One Google category path for each Cuib leaf Google's taxonomy maps to (feeds name their products by it). */
const googlePathOf = new Map<string, string>();
for (const [path, slug] of Object.entries(googleToCuib)) if (!googlePathOf.has(slug)) googlePathOf.set(slug, path);

/** The shop of a run and its own product_type mapping (each Cuib path to its leaf), written into the site's store. */
async function createShop(dataDir: string, slug: string) {
  const store = await openSqliteStore(join(dataDir, 'cuib.sqlite'));
  try {
    const { id } = await store.insertInto('eshops').values({ slug, name: 'Magazin de probă', domain, paid: 0 }).returning('id').executeTakeFirstOrThrow();
    const leaves = await store.selectFrom('categories').select(['id', 'long_name']).where('depth', '=', 2).execute();
    await store
      .insertInto('shop_category_mappings')
      .values(leaves.map((leaf) => ({ eshop_id: id, product_type: pathKey(leaf.long_name.replaceAll(' › ', ' > ')), category_id: leaf.id })))
      .execute();
  } finally {
    await store.destroy();
  }
}

/** The generator's catalogue of `size` variants, as one shop's feed items (products by their category's path). */
async function generatedItems(size: number): Promise<Fields[]> {
  console.log(`Generating ${size.toLocaleString('en')} items with the catalogue generator…`);
  const store = await openSqliteStore();
  await seedCatalogue(store, { variants: size, progress: (line) => console.log(`  ${line}`) });
  const items: Fields[] = [];
  let after = 0;
  for (;;) {
    const rows = await store
      .selectFrom('variants as v')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .leftJoin('manufacturers as m', 'm.id', 'v.manufacturer_id')
      .select(['v.id', 'v.product_id', 'v.name', 'v.slug', 'v.description', 'v.price', 'v.in_stock', 'v.colour', 'v.material', 'c.slug as category', 'c.long_name', 'm.name as maker', 'v.width_mm', 'v.height_mm', 'v.depth_mm', 'v.delivery_in_days'])
      .where('v.id', '>', after)
      .orderBy('v.id')
      .limit(20_000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const item: Fields = {
        id: `CP-${row.id}`,
        title: row.name,
        description: row.description,
        link: `https://www.${domain}/produse/${row.slug}-${row.id}`,
        image_link: `https://cdn.${domain}/imagini/${row.id}-1.jpg`,
        price: `${row.price.toFixed(2)} RON`,
        availability: row.in_stock ? 'in_stock' : 'out_of_stock',
        brand: row.maker ?? 'Cuib Home',
        gtin: ean(row.product_id),
        item_group_id: `P-${row.product_id}`,
        color: row.colour,
        product_type: row.long_name.replaceAll(' › ', ' > '),
      };
      // Google's category where its taxonomy has Cuib's leaf; the shop's own path places the rest.
      const google = googlePathOf.get(row.category);
      if (google) item.google_product_category = google;
      if (row.material) item.material = row.material;
      if (row.width_mm) item.product_width = `${row.width_mm / 10} cm`;
      if (row.height_mm) item.product_height = `${row.height_mm / 10} cm`;
      if (row.depth_mm) item.product_length = `${row.depth_mm / 10} cm`;
      if (row.delivery_in_days !== null) item['shipping.price'] = '19.99 RON';
      items.push(item);
    }
    after = rows.at(-1)!.id;
  }
  await store.destroy();
  return items;
}

/** The same items with every 20th price 7 % lower and every 100th item gone. */
const changed = (items: Fields[]) =>
  items.flatMap((item, index) => (index % 100 === 99 ? [] : index % 20 === 0 ? [{ ...item, price: `${(Number.parseFloat(item.price!) * 0.93).toFixed(2)} RON` }] : [item]));

async function writeFeed(file: string, items: Fields[], format: 'xml' | 'csv') {
  const out = createWriteStream(file);
  for (const chunk of format === 'xml' ? googleRssOf(items) : csvOf(items, ',')) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'close');
}

interface ImportFigures {
  /** The whole command's, process start and store opening included. */
  seconds: number;
  items: number;
  rate: number;
  /** The import's own (what a scheduled import in the site takes): reading, then writing. */
  importRate: number;
  readSeconds: number;
  writeSeconds: number;
  memory: number;
  summary: string;
}

/** Runs `npm run feed:import` on the site's data folder; its figures from what it prints. */
async function runImport(dataDir: string, shop: string, file: string): Promise<ImportFigures> {
  const started = performance.now();
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['scripts/feed-import.ts', '--shop', shop, '--file', file], {
    cwd: root,
    env: { ...process.env, CUIB_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  const seconds = (performance.now() - started) / 1000;
  const items = Number(/produse citite: (\d+)/.exec(output)?.[1] ?? 0);
  const memory = Number(/\(\+(-?\d+) MB\)/.exec(output)?.[1] ?? Number.NaN);
  if (code !== 0 && code !== 1) throw new Error(`feed:import exited with ${code}:\n${output}`);
  const summary = output.split('\n').find((line) => line.includes('adăugate:'))?.trim() ?? '';
  const own = /produse citite: \d+ \((\d+) produse\/s · citire ([\d.]+) s, scriere ([\d.]+) s\)/.exec(output);
  return { seconds, items, rate: items / seconds, importRate: Number(own?.[1] ?? Number.NaN), readSeconds: Number(own?.[2] ?? Number.NaN), writeSeconds: Number(own?.[3] ?? Number.NaN), memory, summary };
}

/** The category page's p99 (ms) while `work` runs, at 2 connections. */
async function p99While<T>(url: string, work: () => Promise<T>): Promise<[T, number]> {
  let finished: (result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolveLoad) => (finished = resolveLoad));
  const load = autocannon({ url, connections: 2, duration: 3600, headers: { 'accept-encoding': 'br, gzip' } }, (_error, result) => finished(result));
  const result = await work();
  load.stop();
  return [result, (await done).latency.p99];
}

const rows: string[] = [];
try {
  for (const size of sizes) {
    const items = await generatedItems(size);
    const later = changed(items);
    for (const format of formats) {
      const label = `${size.toLocaleString('en')} ${format.toUpperCase()}`;
      const first = join(work, `feed-${size}.${format}`);
      const second = join(work, `feed-${size}-changed.${format}`);
      await writeFeed(first, items, format);
      await writeFeed(second, later, format);
      const dataDir = mkdtempSync(join(work, 'site-'));
      console.log(`${label}: starting the site over a new store…`);
      const site = await startSite({}, { dataDir });
      try {
        const url = `${site.baseURL}${page}`;
        await autocannon({ url, connections: 2, duration: 3 });
        const quiet = (await autocannon({ url, connections: 2, duration: 10, headers: { 'accept-encoding': 'br, gzip' } })).latency.p99;
        const shop = `proba-${size}-${format}`;
        await createShop(dataDir, shop);
        const steps: [string, string][] = [
          ['into an empty shop', first],
          ['the same file again', first],
          ['5 % prices changed, 1 % gone', second],
        ];
        for (const [step, file] of steps) {
          console.log(`  ${label}, ${step}…`);
          const [figures, p99] = await p99While(url, () => runImport(dataDir, shop, file));
          console.log(`    ${figures.summary}`);
          rows.push(
            `| ${label} | ${step} | ${figures.items} | ${figures.seconds.toFixed(1)} | ${Math.round(figures.rate).toLocaleString('en')} | ${figures.readSeconds} + ${figures.writeSeconds} | ${figures.importRate.toLocaleString('en')} | ${figures.memory} | ${quiet} | ${p99} | ${(p99 / quiet).toFixed(2)}× |`,
          );
        }
      } finally {
        await site.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      rmSync(first, { force: true });
      rmSync(second, { force: true });
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`\nFeed imports with npm run feed:import into the running site (SQLite), ${page} at 2 connections meanwhile:\n`);
console.log(
  '| feed | import | items | command s | command items/s | import s (read + write) | import items/s | memory MB above start | category p99 quiet ms | p99 during ms | ratio |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const row of rows) console.log(row);
console.log('\nTargets: ≥ 60,000 items/s for the same file and the price changes; ≥ 20,000 items/s into an empty shop; memory under 300 MB above the site\'s at 1,000,000 items; category p99 during an import ≤ 2× quiet.');
