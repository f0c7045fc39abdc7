import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Store } from '#server/db/store';
import { runWatchJob } from '#server/jobs';
import { changeVariantPrice } from '#server/repositories/prices';
import { asNewClient } from './site-data';
import { type Haproxy, startHaproxy } from './haproxy';
import type { SiteProcess } from './site-process';

/** Two site processes over one store, and that store opened by the test itself. */
export interface SharedStore {
  a: Pick<SiteProcess, 'baseURL'>;
  /** The second process; the last test kills it with SIGKILL. */
  b: SiteProcess;
  /** The same store, as the repositories read it. */
  store: Store;
}

/**
 * What must hold for two site processes over one store, as two workers of `npm start` (or two
 * machines) over one database: what one writes, the other reads, the limits and jobs they both hold
 * count once, and a process killed mid-write loses nothing it acknowledged. `b` runs the periodic
 * jobs every 200 ms. Run over SQLite (shared-store.test.ts) and PostgreSQL (shared-store-postgres.test.ts).
 */
export function sharedStoreSuite(store: () => SharedStore): void {
  let a: SharedStore['a'];
  let b: SharedStore['b'];
  let kysely: Store;
  // After the file's own beforeAll, which started the processes and opened the store.
  beforeAll(() => {
    ({ a, b, store: kysely } = store());
  });
  const post = (site: Pick<SiteProcess, 'baseURL'>, path: string, init: { cookie?: string; body?: unknown } = {}) =>
    fetch(`${site.baseURL}${path}`, {
      method: 'POST',
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  const activeVariant = () => kysely.selectFrom('variants').select(['id', 'price']).where('active', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();

  describe('two site processes over one store', () => {
    test('a like made through one shows on the other, for the same visitor', async () => {
      const { id } = await activeVariant();
      const liked = await post(a, `/api/v1/cuib/like/variant/${id}`);
      expect(liked.status).toBe(200);
      const { likes_count } = (await liked.json()) as { likes_count: number };
      const visitor = /cuib_visitor=[^;]+/.exec(liked.headers.get('set-cookie') ?? '')![0];
      const states = await post(b, '/api/v1/cuib/like/variant', { cookie: visitor, body: [id] });
      expect(await states.json()).toEqual([expect.objectContaining({ item_id: id, liked_by_user: true, likes_count })]);
    });

    test('the login limit of one client counts the attempts made through both', async () => {
      // 20 password checks per client in 15 minutes: taken in turns through both, the 21st is refused
      // by either (per process, each would have allowed 20).
      await asNewClient(kysely);
      const statuses: number[] = [];
      for (let n = 0; n < 24; n++) {
        const site = n % 2 ? b : a;
        statuses.push((await post(site, '/api/v2/auth/login', { body: { email: `ghici-${n}@exemplu.ro`, password: 'Parola-Gresita-1' } })).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      await asNewClient(kysely);
    });

    test('a price change shows in the next listing each of them draws', async () => {
      const { slug, id } = await kysely
        .selectFrom('variants as v')
        .innerJoin('categories as c', 'c.id', 'v.category_id')
        .select((eb) => ['c.slug', eb.fn.min('v.id').as('id')])
        .where('v.active', '=', 1)
        .groupBy('c.id')
        .having((eb) => eb.between(eb.fn.countAll(), 2, 20))
        .orderBy('c.id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const listing = `/produse/${slug}`;
      // Staff in admin mode get pages drawn for them (the shared cache may answer everyone else a while behind).
      const drawn = { headers: { cookie: 'admin-mode=1' } };
      // Both have drawn the listing (and built their index) before the change.
      for (const site of [a, b]) expect((await fetch(`${site.baseURL}${listing}`, drawn)).status).toBe(200);
      const { price } = await kysely.selectFrom('variants').select('price').where('id', '=', id).executeTakeFirstOrThrow();
      // As a shop's price feed changes it: the history, the Omnibus reference and the listing price.
      await changeVariantPrice(kysely, id, 1234.56);
      try {
        // Not after a while: the very next page each draws.
        for (const site of [a, b]) expect(await (await fetch(`${site.baseURL}${listing}`, drawn)).text()).toMatch(/1\.234,56\slei/);
      } finally {
        await changeVariantPrice(kysely, id, price);
      }
    });

    test('a watch notification goes out once while two runners run the job', async () => {
      const { id, price } = await activeVariant();
      const now = new Date().toISOString();
      // Confirmed watches whose target the price already meets, twenty at a time (one statement).
      const due = (from: number) =>
        kysely
          .insertInto('watches')
          .values(
            Array.from({ length: 20 }, (_, k) => from + k).map((n) => ({
              owner: `urmarire-${n}`,
              variant_id: id,
              email: `urmarire-${n}@exemplu.ro`,
              type: 'priceDrop',
              target_price: price + 100,
              hash: `hash-comun-${n}`,
              created_at: now,
              confirmed_at: now,
            })),
          )
          .execute();
      const left = async () =>
        (
          await kysely
            .selectFrom('watches')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('hash', 'like', 'hash-comun-%')
            .where('notified_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n;
      // The first twenty: b's job alone sends them, from the store it shares.
      await due(0);
      await expect.poll(left, { timeout: 30_000 }).toBe(0);
      // The next twenty: this test runs the job too, on a connection of its own, as fast as it can
      // while b's runs every 200 ms.
      await due(20);
      while ((await left()) > 0) {
        await runWatchJob(kysely);
        await setImmediate();
      }
      // Once every watch is marked, no run can send for it again: the count is final.
      const sent = await kysely
        .selectFrom('outbox')
        .select((eb) => ['recipient', eb.fn.countAll<number>().as('n')])
        .where('recipient', 'like', 'urmarire-%@exemplu.ro')
        .groupBy('recipient')
        .execute();
      expect(sent).toHaveLength(40);
      expect(sent.filter((row) => row.n !== 1)).toEqual([]);
    });
  });

  describe('behind HAProxy (deploy/haproxy.cfg), one site killed with SIGKILL', () => {
    let proxy: Haproxy;
    let proxyURL = '';
    const proxyStats = () => proxy.stats();

    beforeAll(async () => {
      proxy = await startHaproxy([a.baseURL, b.baseURL]);
      proxyURL = proxy.url;
      // Both sites checked and up before the first request.
      await proxy.bothUp();
    });

    afterAll(() => {
      proxy?.stop();
    });

    test('pages come from both sites, with the caching headers a CDN reads', async () => {
      const before = await proxyStats();
      for (let n = 0; n < 6; n++) expect((await fetch(`${proxyURL}/eco`)).status).toBe(200);
      const after = await proxyStats();
      for (const site of ['site1', 'site2']) expect(after[site]!.sessions, site).toBeGreaterThan(before[site]!.sessions);
      // Whichever site answered from its page cache, the policy a CDN reads is the one the sites send.
      const hit = async (base: string) => {
        for (let n = 0; n < 20; n++) {
          const response = await fetch(`${base}/eco`);
          if (response.headers.get('cache-status')?.includes('hit')) return response;
        }
        throw new Error(`${base}/eco was never answered from the page cache`);
      };
      const [direct, proxied] = [await hit(a.baseURL), await hit(proxyURL)];
      for (const header of ['cache-control', 'vary']) expect(proxied.headers.get(header), header).toBe(direct.headers.get(header));
      expect(proxied.headers.get('cache-control')).toContain('stale-while-revalidate');
      expect(proxied.headers.get('etag')).toMatch(/^W\/"[^"]+"$/);
      expect(proxied.headers.get('content-security-policy')).toContain("default-src 'self'");
    });

    test('every like acknowledged while a site is killed mid-way is stored, and the proxy keeps answering', async () => {
      const ids = (await kysely.selectFrom('variants').select('id').where('active', '=', 1).orderBy('id', 'desc').limit(30).execute()).map((row) => row.id);
      const first = await post({ baseURL: proxyURL }, `/api/v1/cuib/like/variant/${ids[0]}`);
      expect(first.status).toBe(200);
      const cookie = /cuib_visitor=[^;]+/.exec(first.headers.get('set-cookie') ?? '')![0];
      const acknowledged = [ids[0]!];
      for (const [n, id] of ids.slice(1).entries()) {
        const sent = post({ baseURL: proxyURL }, `/api/v1/cuib/like/variant/${id}`, { cookie }).catch(() => null);
        // Killed while a write is on its way, without a chance to finish anything.
        if (n === 8) process.kill(b.pid, 'SIGKILL');
        const response = await sent;
        if (response?.status === 200) acknowledged.push(id);
      }
      // With the other site up, almost nothing is refused: at most the one request in flight.
      expect(acknowledged.length).toBeGreaterThanOrEqual(ids.length - 1);
      const states = await post(a, '/api/v1/cuib/like/variant', { cookie, body: acknowledged });
      const liked = ((await states.json()) as { item_id: number; liked_by_user: boolean }[]).filter((state) => state.liked_by_user).map((state) => state.item_id);
      expect(liked.sort((x, y) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));
      expect((await fetch(`${proxyURL}/eco`)).status).toBe(200);
      await expect.poll(async () => (await proxyStats()).site2?.status, { timeout: 10_000 }).toMatch(/DOWN/);
    });
  });
}
