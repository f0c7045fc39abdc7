/**
 * `npm run bench:scale [-- --skip-build --duration 15 --connections 10 --variants N]`: category
 * pages per second drawn by `npm start` with one worker and with two (`CUIB_WORKERS`), on each
 * store: the embedded SQLite file, and PostgreSQL (a private cluster of Debian's `postgresql`
 * started for the run, `CUIB_DATABASE_URL`). The page cache is off, so every request draws its
 * page. Prints each run's figures and the two-worker/one-worker ratio per store; asserts nothing.
 * Keep the machine otherwise quiet while it runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '../tests/support/postgres.ts';
import { startSite } from '../tests/support/site-process.ts';
import { measurePage, printRows, type Row } from './support/page-load.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    variants: { type: 'string', default: '20000' },
  },
});
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const root = resolve(import.meta.dirname, '..');
const page = '/produse/canapele';

if (!values['skip-build']) {
  console.log('Building the site…');
  const build = spawnSync(resolve(root, 'node_modules/.bin/waku'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const runs = [
  ['SQLite', 1],
  ['SQLite', 2],
  ['PostgreSQL', 1],
  ['PostgreSQL', 2],
] as const;
const rows: Row[] = [];
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
      const row = await measurePage(site, `${store}, ${workers} worker${workers > 1 ? 's' : ''}`, page, load);
      rows.push(row);
      rates.set(`${store} ${workers}`, row.rate);
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
