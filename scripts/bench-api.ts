/**
 * `npm run bench:api [-- --sizes 100000,1000000 --requests 200]`: latency and throughput of the
 * reference backend's heaviest reads — filtering with every facet and the histogram, the listing
 * feed, and search suggestions — over generated catalogues of each size, beside a plain SQL
 * GROUP BY over the same database. The listing calls are asked twice: in process (the backend's
 * `fetch` called directly, as the site does) and over HTTP (a socket on 127.0.0.1, as another
 * service would). Prints figures; asserts nothing (machines here are shared).
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { inCategoryTree } from '../server/repositories/categories';
import { seedCatalogue } from '../server/catalogue/generate';
import { store, useStore } from '../server/context';
import { openSqliteStore } from '../server/db/database';
import { backendOwning, embeddedBackendFor } from '../server/index';
import { quantile } from './support/quantile.ts';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '100000,1000000' }, requests: { type: 'string', default: '200' } },
});
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);

/** What a shopper types into the search box, letter by letter: every prefix is a request. */
const typed = ['canapea extensibila', 'masa de gradina', 'lampa', 'covor', 'dulap', 'gratar', 'pat tapitat', 'scaun']
  .flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)))
  .filter((prefix) => prefix.trim() === prefix);

async function measure(name: string, call: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < 5; i++) await call(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    await call(i);
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return { name, p50: quantile(times, 0.5), p99: quantile(times, 0.99), perSecond: (requests / total) * 1000 };
}

/** The backends on a free port of 127.0.0.1, as `npm run server` serves them. */
const server = serve({ fetch: (request, env) => backendOwning(new URL(request.url).pathname)!.app.fetch(request, env), hostname: '127.0.0.1', port: 0 });
await new Promise((listening) => server.once('listening', listening));
const overHttp = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A call to a backend: in process by default, or over HTTP to the server above. */
async function request(method: string, path: string, body?: unknown, http = false) {
  const init: RequestInit = { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined };
  const response = http ? await fetch(`${overHttp}${path}`, init) : await embeddedBackendFor(new URL(path, 'http://b').pathname)!.app.fetch(new Request(`http://bench${path}`, init));
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'cuib-bench-'));
  useStore(await openSqliteStore(join(dir, 'cuib.sqlite')));
  const seeded = performance.now();
  await seedCatalogue(store(), { variants: size, progress: (line) => console.log(line) });
  const seedSeconds = (performance.now() - seeded) / 1000;
  // Mobilă (category 1) with its children and their children.
  const groupBy = (id: number) =>
    sql`SELECT v.colour, COUNT(*) FROM variants v JOIN categories c ON c.id = v.category_id
     WHERE v.active = 1 AND ${inCategoryTree(id)} GROUP BY v.colour`.execute(store());
  // The first call builds the in-memory catalogue index (and the name index on the first text query).
  const cold = performance.now();
  await request('POST', '/api/v2/variant/filtering', { url: '/produse?q=canapea' });
  const coldSeconds = (performance.now() - cold) / 1000;
  const reprice = (offset: number) => sql`UPDATE variants SET price = round(price * 0.97, 2) WHERE id = (SELECT id FROM variants WHERE active = 1 LIMIT 1 OFFSET ${offset})`.execute(store());
  const listing = async (call: 'filtering' | 'feed', url: string) => [
    await measure(`${call} ${url}`, () => request('POST', `/api/v2/variant/${call}`, { url })),
    await measure(`${call} ${url}, over HTTP`, () => request('POST', `/api/v2/variant/${call}`, { url }, true)),
  ];
  const rows = [
    // A category as it first opens is counted once per catalogue version; any filter makes the pass
    // over the category (here the whole of Mobilă).
    ...(await listing('filtering', '/produse/mobila')),
    ...(await listing('filtering', '/produse/mobila?culoare=gri')),
    ...(await listing('filtering', '/produse/canapele?culoare=gri&pret-pana-la=3000')),
    ...(await listing('feed', '/produse/mobila')),
    ...(await listing('feed', '/produse/mobila?culoare=gri&pagina=3')),
    await measure('feed /produse/mobila?ordonare=cheapest&pagina=40', () => request('POST', '/api/v2/variant/feed', { url: '/produse/mobila?ordonare=cheapest&pagina=40' })),
    // A price changed in the database, then the whole catalogue by price: the index patches the
    // variant in and moves it in the price order (instead of rebuilding, which takes seconds).
    await measure('a price changed, then feed /produse?ordonare=cheapest', async (i) => {
      await reprice(i);
      return request('POST', '/api/v2/variant/feed', { url: '/produse?ordonare=cheapest' });
    }),
    await measure(`search suggestions, ${typed.length} prefixes as typed ("c" … "scaun")`, (i) => request('GET', `/v2/search?q=${encodeURIComponent(typed[i % typed.length]!)}`)),
    await measure('plain SQL GROUP BY colour in Mobilă', () => groupBy(1)),
  ];
  console.log(`\n${size.toLocaleString('en')} variants (seeded in ${seedSeconds.toFixed(1)} s, indexes built in ${coldSeconds.toFixed(1)} s), ${requests} sequential requests each`);
  console.log('| query | p50 ms | p99 ms | per second |\n|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.perSecond.toFixed(0)} |`);
  await store().destroy();
  rmSync(dir, { recursive: true, force: true });
}
server.close();
