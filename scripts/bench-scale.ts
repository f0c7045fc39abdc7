/**
 * `npm run bench:scale [-- --skip-build --duration 15 --connections 10 --variants N]`: what
 * `npm start` does with one worker and with two (`CUIB_WORKERS`), on each store: the embedded
 * SQLite file, and PostgreSQL (a private cluster of Debian's `postgresql` started for the run,
 * `CUIB_DATABASE_URL`, the pool at its default size). For each run:
 * - category pages/s, the page cache off, so every request draws its page;
 * - like toggles/s (each connection a visitor toggling a variant of its own);
 * - impression batches/s (20 cards a batch);
 * - `/eco`'s p99 at 2 connections while 50 connections toggle likes.
 * Prints each run's figures and the ratios the targets are about; asserts nothing. Keep the
 * machine otherwise quiet while it runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '../tests/support/postgres.ts';
import { startSite } from '../tests/support/site-process.ts';
import autocannon from 'autocannon';
import { measurePage, printRows, type Row } from './support/page-load.ts';
import { figuresOf, impressionBatches, likers, likeToggles, listedVariants, printWriteRows, type WriteRow } from './support/write-load.ts';
import { buildSiteUnless } from './support/build-site.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    variants: { type: 'string', default: '20000' },
  },
});
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const page = '/produse/canapele';

buildSiteUnless(values['skip-build']);

const runs = [
  ['SQLite', 1],
  ['SQLite', 2],
  ['PostgreSQL', 1],
  ['PostgreSQL', 2],
] as const;
const rows: Row[] = [];
const likeRows: WriteRow[] = [];
const impressionRows: WriteRow[] = [];
const ecoRows: WriteRow[] = [];
const rates = new Map<string, number>();
const sqliteDir = mkdtempSync(join(tmpdir(), 'cuib-bench-scale-'));
const cluster = await startPostgres();
try {
  const url = cluster.createDatabase('cuib');
  for (const [index, [store, workers]] of runs.entries()) {
    console.log(`${index + 1}/${runs.length} ${store}, ${workers} worker${workers > 1 ? 's' : ''}: starting (a new store is seeded with ${values.variants} variants first)…`);
    // Each run over its own data folder: the PostgreSQL runs share the store and the key through the URL and CUIB_JWT_SECRET.
    const env = { CUIB_PAGE_CACHE_MB: '0', CUIB_SEED_VARIANTS: values.variants, ...(store === 'PostgreSQL' ? { CUIB_DATABASE_URL: url, CUIB_JWT_SECRET: 'cheie-de-banc-de-proba' } : {}) };
    const site = await startSite(env, { dataDir: store === 'SQLite' ? sqliteDir : mkdtempSync(join(tmpdir(), 'cuib-bench-scale-')), workers });
    try {
      console.log(`  loading ${page} for ${load.duration} s at ${load.connections} connections…`);
      const label = `${store}, ${workers} worker${workers > 1 ? 's' : ''}`;
      const row = await measurePage(site, label, page, load);
      rows.push(row);
      rates.set(`${store} ${workers}`, row.rate);
      const variants = await listedVariants(site, 60);
      console.log(`  toggling likes for ${load.duration} s at ${load.connections} connections…`);
      likeRows.push(await figuresOf(label, likeToggles(site, variants, await likers(site, variants, load.connections), load.duration)));
      rates.set(`${store} ${workers} likes`, likeRows.at(-1)!.rate);
      console.log(`  posting impression batches for ${load.duration} s at ${load.connections} connections…`);
      impressionRows.push(await figuresOf(label, impressionBatches(site, variants, load)));
      console.log(`  loading /eco at 2 connections while 50 toggle likes, ${load.duration} s…`);
      const writes = likeToggles(site, variants, await likers(site, variants, 50), load.duration);
      const [eco, toggled] = await Promise.all([figuresOf(label, autocannon({ url: `${site.baseURL}/eco`, connections: 2, duration: load.duration, headers: { 'accept-encoding': 'br, gzip' } })), writes]);
      if (toggled.non2xx > 0) console.log(`  (${toggled.non2xx} like toggles were refused meanwhile)`);
      ecoRows.push(eco);
    } finally {
      await site.stop();
    }
  }
} finally {
  cluster.stop();
  rmSync(sqliteDir, { recursive: true, force: true });
}
printRows(`Category page ${page} drawn for every request (page cache off), npm start with CUIB_WORKERS=1 and 2`, rows, load);
console.log('\n| store | 2 workers / 1 worker |\n|---|---:|');
for (const store of ['SQLite', 'PostgreSQL']) console.log(`| ${store} | ${(rates.get(`${store} 2`)! / rates.get(`${store} 1`)!).toFixed(2)}× |`);
printWriteRows(`Like toggles (POST then DELETE), autocannon -c ${load.connections} -d ${load.duration}`, 'toggles', likeRows);
printWriteRows(`Impression batches of 20 cards, autocannon -c ${load.connections} -d ${load.duration}`, 'batches', impressionRows);
printWriteRows(`/eco at 2 connections while 50 connections toggle likes, ${load.duration} s`, '/eco pages', ecoRows);
const ratio = (a: string, b: string) => (rates.get(a)! / rates.get(b)!).toFixed(2);
console.log('\nTargets:');
console.log(`- pages, PostgreSQL with 2 workers / SQLite with 2 workers: ${ratio('PostgreSQL 2', 'SQLite 2')}× (target ≥ 1.00×)`);
console.log(`- like toggles, PostgreSQL 2 workers / 1 worker: ${ratio('PostgreSQL 2 likes', 'PostgreSQL 1 likes')}× (target ≥ 1.60×); SQLite: ${ratio('SQLite 2 likes', 'SQLite 1 likes')}×`);
console.log(`- /eco p99 under write load: ${ecoRows.map((row) => `${row.label} ${row.p99} ms`).join(', ')} (target ≤ 100 ms)`);
