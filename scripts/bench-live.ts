/**
 * `npm run bench:live [-- --skip-build --variants 100000 --duration 60 --connections 10 --large 1000000]`: the
 * production build over a catalogue that keeps changing, as a marketplace fed by shops does.
 *
 * It seeds `--variants` variants, starts the site, and loads category, filtered category and
 * product pages with `--connections` connections of each kind of shopper (first-time, without
 * cookies; returning, with a visitor id and analytics consent; signed in), twice:
 * 1. on a still catalogue;
 * 2. while, from a connection of its own to the same store, 100 prices a second change (the
 *    price repository's `changeVariantPrice`, as staff and the price jobs write them) and one
 *    structural change a second (a variant taken off the listings, put back, or renamed).
 *
 * For each kind it prints pages/s, p50 and p99, and the share answered from the shared cache; for
 * the run, the site's CPU per page, how many listings and product pages missed, and the p50 and p99
 * of hits and of misses. Both phases start from a warm cache (every page for every kind). While the catalogue changes it samples the freshness lag: a
 * price set on a product page's variant (or on the first card of a listing sorted by price) until
 * the page shows it.
 *
 * Then a second, larger run (`--large`, default 1,000,000 variants; 0 skips it): with four clients
 * asking for listings and the menu, one variant moves to another category, a change the catalogue
 * index cannot take in place; it prints the slowest requests until the category it left no longer
 * lists it.
 * Asserts nothing: the figures go to README.md and docs/live.md. Keep the machine quiet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { useStore } from '../server/context.ts';
import { openStore } from '../server/db/database.ts';
import type { Store } from '../server/db/store.ts';
import { changeVariantPrice } from '../server/repositories/prices.ts';
import { sessionCookie } from '../tests/support/embedded.ts';
import { type SiteProcess, startSite } from '../tests/support/site-process.ts';
import { formatPrice } from '../ui/lib/format.ts';
import { cpuMs } from './support/process-cpu.ts';
import { buildSiteUnless } from './support/build-site.ts';
import { quantile } from './support/quantile.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    variants: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
    large: { type: 'string', default: '1000000' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

buildSiteUnless(values['skip-build']);

/** Whether the shared page cache answered this from memory. */
const fromCache = (response: Response) => /^cuib; hit/.test(response.headers.get('cache-status') ?? '');

/** A browser's request headers, with a shopper's cookies (none for a first-time visitor). */
const asShopper = (cookie: string): Record<string, string> => ({ 'user-agent': browser, 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) });

type Kind = 'first-time' | 'returning' | 'signed-in';
const kinds: Kind[] = ['first-time', 'returning', 'signed-in'];

interface Sample {
  kind: Kind;
  /** A product page (else a listing). */
  product: boolean;
  ms: number;
  hit: boolean;
  ok: boolean;
}

/** The pages shoppers open: categories, the same filtered by their commonest colour, and popular products. */
async function pagesOf(store: Store): Promise<string[]> {
  const categories = await sql<{ slug: string; colour: string | null }>`
    SELECT c.slug, (SELECT v.colour_slug FROM variants v WHERE v.category_id = c.id AND v.active = 1 AND v.colour_slug IS NOT NULL
                    GROUP BY v.colour_slug ORDER BY COUNT(*) DESC LIMIT 1) AS colour
    FROM categories c WHERE EXISTS (SELECT 1 FROM variants v WHERE v.category_id = c.id AND v.active = 1) ORDER BY c.id LIMIT 20`.execute(store);
  const products = await store.selectFrom('variants').select(['id', 'slug']).where('active', '=', 1).orderBy('popularity', 'desc').limit(200).execute();
  return [
    ...categories.rows.map((row) => `/produse/${row.slug}`),
    ...categories.rows.flatMap((row) => (row.colour ? [`/produse/${row.slug}?culoare=${row.colour}`] : [])),
    ...products.map((row) => `/produs/v/${row.id}-${row.slug}`),
  ];
}

/** Loads the pages with `connections` connections of each kind until `until()`; returns every answer's figures. */
async function load(site: SiteProcess, pages: string[], cookies: Record<Kind, string>, until: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  const connection = async (kind: Kind) => {
    while (!until()) {
      const path = pages[next++ % pages.length]!;
      const product = path.startsWith('/produs/');
      const started = performance.now();
      try {
        const response = await fetch(`${site.baseURL}${path}`, { headers: asShopper(cookies[kind]) });
        await response.arrayBuffer();
        samples.push({ kind, product, ms: performance.now() - started, hit: fromCache(response), ok: response.ok });
      } catch {
        samples.push({ kind, product, ms: performance.now() - started, hit: false, ok: false });
      }
    }
  };
  await Promise.all(kinds.flatMap((kind) => Array.from({ length: connections }, () => connection(kind))));
  return samples;
}

/** The catalogue changing as a busy marketplace's does, until `until()`: 100 prices and one structural change a second. */
async function changeStream(store: Store, until: () => boolean): Promise<{ prices: number; structural: number }> {
  const ids = (await store.selectFrom('variants').select('id').where('active', '=', 1).execute()).map((row) => row.id);
  let prices = 0;
  let structural = 0;
  let offListings: number | undefined;
  const started = performance.now();
  while (!until()) {
    const second = (performance.now() - started) / 1000;
    while (prices < second * 100) {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      await changeVariantPrice(store, id, Math.round(100 + Math.random() * 4900) + 0.99);
      prices++;
    }
    if (structural < second) {
      // In turn: one taken off the listings, the same put back, another renamed.
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      if (offListings !== undefined) {
        await store.updateTable('variants').set({ active: 1 }).where('id', '=', offListings).execute();
        offListings = undefined;
      } else if (structural % 3 === 0) {
        await store.updateTable('variants').set({ active: 0 }).where('id', '=', id).execute();
        offListings = id;
      } else {
        await store.updateTable('variants').set({ name: sql`name || ' '` }).where('id', '=', id).execute();
      }
      structural++;
    }
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 5));
  }
  if (offListings !== undefined) await store.updateTable('variants').set({ active: 1 }).where('id', '=', offListings).execute();
  return { prices, structural };
}

/** Sets a price no page shows yet and waits until `path` shows it: the time from the change to the page. */
async function freshnessLag(site: SiteProcess, store: Store, path: string, variantId: number, until: () => boolean): Promise<number | undefined> {
  const price = Math.round(60_000 + Math.random() * 30_000) + 0.37;
  await changeVariantPrice(store, variantId, price);
  const changed = performance.now();
  const shown = formatPrice(price);
  while (!until()) {
    const html = await (await fetch(`${site.baseURL}${path}`, { headers: asShopper('') })).text();
    if (html.includes(shown)) return performance.now() - changed;
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 100));
  }
  return undefined;
}

/** Freshness samples until `until()`: product pages and listings sorted by price, each sampled by a loop of its own. */
async function freshnessSamples(site: SiteProcess, store: Store, until: () => boolean): Promise<{ product: number[]; listing: number[] }> {
  const popular = await store.selectFrom('variants').select(['id', 'slug', 'category_id']).where('active', '=', 1).orderBy('popularity', 'desc').limit(200).execute();
  const categories = new Map((await store.selectFrom('categories').select(['id', 'slug']).execute()).map((row) => [row.id, row.slug]));
  const sample = async (pathOf: (variant: (typeof popular)[number]) => string, offset: number) => {
    const lags: number[] = [];
    for (let round = offset; !until(); round += 2) {
      const variant = popular[round % popular.length]!;
      const lag = await freshnessLag(site, store, pathOf(variant), variant.id, until);
      if (lag !== undefined) lags.push(lag);
    }
    return lags;
  };
  const [product, listing] = await Promise.all([
    sample((variant) => `/produs/v/${variant.id}-${variant.slug}`, 0),
    // The variant made dearer than any: the first card of its category sorted by price, descending.
    sample((variant) => `/produse/${categories.get(variant.category_id)}?ordonare=mostExpensive`, 1),
  ]);
  return { product, listing };
}

function report(title: string, samples: Sample[], seconds: number, cpu: number): void {
  console.log(`\n${title}: ${samples.length} pages in ${seconds.toFixed(0)} s, site CPU ${(cpu / Math.max(samples.length, 1)).toFixed(1)} ms a page`);
  console.log('| shopper | pages/s | p50 ms | p99 ms | from the cache | failed |\n|---|---:|---:|---:|---:|---:|');
  for (const kind of kinds) {
    const mine = samples.filter((sample) => sample.kind === kind);
    const sorted = mine.map((sample) => sample.ms).toSorted((a, b) => a - b);
    const hits = mine.filter((sample) => sample.hit).length;
    console.log(
      `| ${kind} | ${(mine.length / seconds).toFixed(1)} | ${quantile(sorted, 0.5).toFixed(0)} | ${quantile(sorted, 0.99).toFixed(0)} | ${Math.round((100 * hits) / Math.max(mine.length, 1))} % | ${mine.filter((sample) => !sample.ok).length} |`,
    );
  }
  // Where the p99 comes from: which pages missed, and what a hit and a miss each took.
  const missed = (product: boolean) => {
    const pages = samples.filter((sample) => sample.product === product);
    return `${pages.filter((sample) => !sample.hit).length} of ${pages.length} ${product ? 'product pages' : 'listings'}`;
  };
  const timesOf = (hit: boolean) => samples.filter((sample) => sample.hit === hit).map((sample) => sample.ms).toSorted((a, b) => a - b);
  const [hitMs, missMs] = [timesOf(true), timesOf(false)];
  console.log(
    `missed: ${missed(false)}, ${missed(true)}; hits p50 ${quantile(hitMs, 0.5).toFixed(0)} / p99 ${quantile(hitMs, 0.99).toFixed(0)} ms, ` +
      `misses p50 ${quantile(missMs, 0.5).toFixed(0)} / p99 ${quantile(missMs, 0.99).toFixed(0)} ms`,
  );
}

/**
 * The larger run: a catalogue of `variants`, four clients busy on a listing and the menu, and one
 * variant moved to another category (taken off the listings, it would be patched in place). Prints
 * every request's figures from the change until the category it left no longer lists it (the index
 * built again), and for 10 s more.
 */
async function rebuildRun(variants: number): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'cuib-bench-live-large-'));
  let large: SiteProcess | undefined;
  try {
    console.log(`\nThe larger run: seeding ${variants.toLocaleString('en')} variants and starting the site…`);
    large = await startSite({ CUIB_SEED_VARIANTS: String(variants), CUIB_JOBS: 'off', CUIB_PAGE_CACHE_MB: '0' }, { dataDir: folder });
    const site = large;
    const listed = async (url = '/produse?ordonare=mostExpensive') => {
      const response = await fetch(`${site.baseURL}/api/v2/variant/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
        signal: AbortSignal.timeout(600_000),
      });
      if (!response.ok) throw new Error(`The listing answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { variants: { id: number }[] }).variants.map((variant) => variant.id);
    };
    const started = performance.now();
    // Seeding a million variants, then the first index: the backends answer 503 until the store is ready.
    for (;;) {
      const response = await fetch(`${site.baseURL}/api/v2/menu`, { signal: AbortSignal.timeout(600_000) });
      await response.arrayBuffer();
      if (response.ok) break;
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 1000));
    }
    const [dearest] = await listed();
    console.log(`  first listing (seeding and the first index) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const latencies: number[] = [];
    let failed = 0;
    let stop = false;
    const client = async (ask: () => Promise<unknown>) => {
      while (!stop) {
        const from = performance.now();
        try {
          await ask();
          latencies.push(performance.now() - from);
        } catch {
          failed++;
        }
      }
    };
    const menu = async () => (await fetch(`${site.baseURL}/api/v2/menu`, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
    const clients = [client(listed), client(listed), client(menu), client(menu)];
    const store = await openStore({ dataDir: folder });
    const { category_id: left } = await store.selectFrom('variants').select('category_id').where('id', '=', dearest!).executeTakeFirstOrThrow();
    const { slug } = await store.selectFrom('categories').select('slug').where('id', '=', left).executeTakeFirstOrThrow();
    const { category_id: joined } = await store.selectFrom('variants').select('category_id').where('active', '=', 1).where('category_id', '<>', left).limit(1).executeTakeFirstOrThrow();
    const changed = performance.now();
    await store.updateTable('variants').set({ category_id: joined }).where('id', '=', dearest!).execute();
    let shownFor = Number.NaN;
    while (Number.isNaN(shownFor) || performance.now() - changed < shownFor + 10_000) {
      if (Number.isNaN(shownFor) && !(await listed(`/produse/${slug}?ordonare=mostExpensive`)).includes(dearest!)) shownFor = performance.now() - changed;
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 100));
      if (performance.now() - changed > 300_000) break;
    }
    stop = true;
    await Promise.all(clients);
    await store.destroy();
    const sorted = latencies.toSorted((a, b) => a - b);
    console.log(
      `  ${sorted.length} requests after the change: p50 ${quantile(sorted, 0.5).toFixed(0)} ms, p99 ${quantile(sorted, 0.99).toFixed(0)} ms, slowest ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms, ` +
        `${sorted.filter((ms) => ms > 1000).length} over 1 s, ${failed} failed; its old category left the variant out ${(shownFor / 1000).toFixed(1)} s after the change`,
    );
  } finally {
    await large?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cuib-bench-live-'));
const secret = 'cuib-bench-live-cheia-de-semnat-sesiuni';
process.env.CUIB_JWT_SECRET = secret;
let site: SiteProcess | undefined;
try {
  console.log(`Seeding ${Number(values.variants).toLocaleString('en')} variants and starting the site…`);
  site = await startSite({ CUIB_SEED_VARIANTS: values.variants!, CUIB_JOBS: 'off', CUIB_JWT_SECRET: secret }, { dataDir });
  // The first page opens (and seeds) the store; then the bench writes through a connection of its own.
  await (await fetch(`${site.baseURL}/produse`, { signal: AbortSignal.timeout(600_000) })).arrayBuffer();
  const store = await openStore({ dataDir });
  useStore(store);
  const pages = await pagesOf(store);
  const cookies: Record<Kind, string> = {
    'first-time': '',
    returning: 'cuib_visitor=6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b; cuib_consent=analytics|marketing|functional; cuib_cookie_bar_accepted=1',
    'signed-in': `${await sessionCookie({ id: 990_001, name: 'Ana Popescu', email: 'ana.popescu@exemplu.ro' })}; cuib_cookie_bar_accepted=1`,
  };
  console.log(`${pages.length} pages; ${connections} connections for each of ${kinds.join(', ')}; ${duration} s a phase.`);
  // Every page for each kind of shopper (their consent choices are in the cache's key), again until
  // a whole pass is answered from the cache (a first-time visitor's experiment variation is drawn at
  // random, and each variation is a page of its own), at most five passes: the still phase then
  // measures a warm cache.
  for (const kind of kinds) {
    for (let pass = 1, missed = 1; missed > 0 && pass <= 5; pass++) {
      let next = 0;
      missed = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < pages.length) {
            const response = await fetch(`${site!.baseURL}${pages[next++]!}`, { headers: asShopper(cookies[kind]) });
            await response.arrayBuffer();
            if (!fromCache(response)) missed++;
          }
        }),
      );
      console.log(`warming the cache, ${kind}, pass ${pass}: ${missed} of ${pages.length} pages drawn`);
    }
  }

  for (const changing of [false, true]) {
    const end = performance.now() + duration * 1000;
    const until = () => performance.now() >= end;
    const cpuBefore = cpuMs(site.pid);
    const started = performance.now();
    const [samples, changes, lags] = await Promise.all([
      load(site, pages, cookies, until),
      changing ? changeStream(store, until) : undefined,
      changing ? freshnessSamples(site, store, until) : undefined,
    ]);
    const seconds = (performance.now() - started) / 1000;
    report(changing ? `While the catalogue changes (${changes!.prices} prices, ${changes!.structural} structural changes)` : 'A still catalogue', samples, seconds, cpuMs(site.pid) - cpuBefore);
    if (lags) {
      for (const [page, list] of Object.entries(lags)) {
        const sorted = list.toSorted((a, b) => a - b);
        console.log(`freshness lag, ${page} pages: ${sorted.length} samples, p50 ${(quantile(sorted, 0.5) / 1000).toFixed(1)} s, p99 ${(quantile(sorted, 0.99) / 1000).toFixed(1)} s, max ${((sorted.at(-1) ?? Number.NaN) / 1000).toFixed(1)} s`);
      }
    }
  }
  await store.destroy();
} finally {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (Number(values.large) > 0) await rebuildRun(Number(values.large));
