import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { transaction } from '#server/db/database';
import { runWatchJob } from '#server/jobs';
import { asNewClient, siteDatabase } from '../support/site-data';
import { type SiteProcess, startSite } from '../support/site-process';
import { testSite } from '../support/test-site';

/**
 * Two site processes over one store, as two workers of `npm start` (or two machines) over one
 * database, each addressed on its own port: the suite's site (a) and one more over its data folder
 * (b), which runs the periodic jobs every 200 ms. What one writes, the other reads, and the limits
 * and jobs they both hold count once.
 */
const a = { baseURL: testSite().baseURL } as SiteProcess;
let b: SiteProcess;
const database = siteDatabase();

beforeAll(async () => {
  b = await startSite({ CUIB_JOBS_INTERVAL_MS: '200' }, { dataDir: testSite().dataDir });
});

afterAll(async () => {
  await b?.stop();
});

const post = (site: SiteProcess, path: string, init: { cookie?: string; body?: unknown } = {}) =>
  fetch(`${site.baseURL}${path}`, {
    method: 'POST',
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const activeVariant = () => database.prepare('SELECT id, price FROM variants WHERE active = 1 ORDER BY id LIMIT 1').get() as { id: number; price: number };

describe('two site processes over one store', () => {
  test('a like made through one shows on the other, for the same visitor', async () => {
    const { id } = activeVariant();
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
    asNewClient();
    const statuses: number[] = [];
    for (let n = 0; n < 24; n++) {
      const site = n % 2 ? b : a;
      statuses.push((await post(site, '/api/v2/auth/login', { body: { email: `ghici-${n}@exemplu.ro`, password: 'Parola-Gresita-1' } })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    asNewClient();
  });

  test('a price change shows in the next listing each of them draws', async () => {
    const { slug, id } = database
      .prepare(
        `SELECT c.slug AS slug, MIN(v.id) AS id FROM variants v JOIN categories c ON c.id = v.category_id
         WHERE v.active = 1 GROUP BY c.id HAVING COUNT(*) BETWEEN 2 AND 20 ORDER BY c.id LIMIT 1`,
      )
      .get() as { slug: string; id: number };
    const listing = `/produse/${slug}`;
    // Both have drawn (and the page cache kept) the listing before the change.
    for (const site of [a, b]) expect((await fetch(`${site.baseURL}${listing}`)).status).toBe(200);
    const { price } = database.prepare('SELECT price FROM variants WHERE id = ?').get(id) as { price: number };
    database.prepare('UPDATE variants SET price = 1234.56 WHERE id = ?').run(id);
    try {
      for (const site of [a, b]) expect(await (await fetch(`${site.baseURL}${listing}`)).text()).toMatch(/1\.234,56\slei/);
    } finally {
      database.prepare('UPDATE variants SET price = ? WHERE id = ?').run(price, id);
    }
  });

  test('a watch notification goes out once while two runners run the job', async () => {
    const { id, price } = activeVariant();
    const now = new Date().toISOString();
    const insert = database.prepare(
      `INSERT INTO watches (owner, variant_id, email, type, target_price, hash, created_at, confirmed_at)
       VALUES (?, ?, ?, 'priceDrop', ?, ?, ?, ?)`,
    );
    // Confirmed watches whose target the price already meets, twenty at a time.
    const due = (from: number) =>
      transaction(database, () => {
        for (let n = from; n < from + 20; n++) insert.run(`urmarire-${n}`, id, `urmarire-${n}@exemplu.ro`, price + 100, `hash-comun-${n}`, now, now);
      });
    const pending = database.prepare("SELECT COUNT(*) AS n FROM watches WHERE hash LIKE 'hash-comun-%' AND notified_at IS NULL");
    const left = () => (pending.get() as { n: number }).n;
    // The first twenty: b's job alone sends them, from the store it shares.
    due(0);
    await expect.poll(left, { timeout: 30_000 }).toBe(0);
    // The next twenty: this test runs the job too, on a connection of its own, as fast as it can
    // while b's runs every 200 ms.
    due(20);
    while (left() > 0) {
      runWatchJob(database);
      await setImmediate();
    }
    // Once every watch is marked, no run can send for it again: the count is final.
    const sent = database.prepare("SELECT recipient, COUNT(*) AS n FROM outbox WHERE recipient LIKE 'urmarire-%@exemplu.ro' GROUP BY recipient").all() as { recipient: string; n: number }[];
    expect(sent).toHaveLength(40);
    expect(sent.filter((row) => row.n !== 1)).toEqual([]);
  });
});
