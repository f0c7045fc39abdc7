import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PostgresCluster, startPostgres } from '../support/postgres';
import { type SiteProcess, startSite } from '../support/site-process';

/**
 * Over PostgreSQL, a statement that waits (for a lock, a slow disk, a busy server) must not stop
 * the process: the request that needs it waits, everyone else is served. Another connection holds
 * an exclusive lock on `likes` while a like is asked for; until the test releases it, the same
 * process answers a category page, `/eco` and a product page.
 */
let cluster: PostgresCluster | undefined;
let site: SiteProcess;
/** A second process over the same database, as a second worker or machine. */
let other: SiteProcess;
/** `locker` holds the lock; `watcher` looks at the server's activity, outside the locker's transaction (whose view of it is taken once). */
let locker: pg.Client;
let watcher: pg.Client;

beforeAll(async () => {
  cluster = await startPostgres();
  const url = cluster.createDatabase('cuib');
  // The page cache is off, so each page is drawn from the store while the lock is held.
  const env = { CUIB_DATABASE_URL: url, CUIB_SEED_VARIANTS: '2000', CUIB_PAGE_CACHE_MB: '0', CUIB_JWT_SECRET: 'cheia-testului-de-asteptare' };
  site = await startSite(env, { dataDir: mkdtempSync(join(tmpdir(), 'cuib-site-')) });
  // Started once the first has seeded the store.
  other = await startSite(env, { dataDir: mkdtempSync(join(tmpdir(), 'cuib-site-')) });
  [locker, watcher] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([locker.connect(), watcher.connect()]);
});

afterAll(async () => {
  await Promise.all([locker?.end(), watcher?.end()]);
  await Promise.all([site?.stop(), other?.stop()]);
  cluster?.stop();
});

/** Statements of the site now waiting for a lock on `likes` (every other connection to the database is the site's). */
async function waitingForLikes(): Promise<number> {
  const { rows } = await watcher.query<{ count: number }>(
    "SELECT COUNT(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND query ILIKE '%likes%'",
  );
  return rows[0]!.count;
}

describe('a like waiting for a lock over PostgreSQL', () => {
  test('leaves the process serving pages, and is answered once the lock is released', async () => {
    const category = await fetch(`${site.baseURL}/produse/canapele`);
    expect(category.status).toBe(200);
    const product = /href="(\/produs\/v\/\d+-[^"]+)"/.exec(await category.text())?.[1];
    expect(product).toBeDefined();
    const variant = Number(/\/produs\/v\/(\d+)/.exec(product!)![1]);

    await locker.query('BEGIN');
    await locker.query('LOCK TABLE likes IN ACCESS EXCLUSIVE MODE');
    let settled = false;
    const like = fetch(`${site.baseURL}/api/v1/cuib/like/variant/${variant}`, { method: 'POST' }).finally(() => (settled = true));
    try {
      await expect.poll(waitingForLikes).toBeGreaterThan(0);
      for (const path of ['/produse/canapele', '/eco', product!]) {
        const page = await fetch(`${site.baseURL}${path}`, { signal: AbortSignal.timeout(30_000) });
        expect(page.status, path).toBe(200);
        await page.arrayBuffer();
        // Answered while the like still waits: the wait held up no one else.
        expect(settled, `${path} was answered only after the like`).toBe(false);
      }
    } finally {
      await locker.query('COMMIT');
    }
    const answer = await like;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ item_id: variant, liked_by_user: true, likes_count: 1 });
  });
});

/** Three listed variants of the category page, after the first (the test above liked that one). */
async function threeVariants(): Promise<number[]> {
  const html = await (await fetch(`${site.baseURL}/produse/canapele`)).text();
  const ids = [...new Set([...html.matchAll(/href="\/produs\/v\/(\d+)-/g)].map((match) => Number(match[1])))].slice(1, 4);
  expect(ids).toHaveLength(3);
  return ids;
}

describe('likes written by two processes at once', () => {
  test('on different variants, neither waits for the other\'s transaction; on the same like, the second waits for the first', async () => {
    const [held, first, second] = await threeVariants();
    // Another writer, midway through its transaction: it has written a like of `held` and not committed.
    const visitor = '0b0e6a5c-2f4e-4c1a-9d6e-3f2a1b0c9d8e';
    await locker.query('BEGIN');
    await locker.query("INSERT INTO likes (owner, item_type, item_id, created_at) VALUES ($1, 'variant', $2, $3)", [`v:${visitor}`, held, new Date().toISOString()]);
    let sameSettled = false;
    const same = fetch(`${other.baseURL}/api/v1/cuib/like/variant/${held}`, { method: 'POST', headers: { cookie: `cuib_visitor=${visitor}` } }).finally(() => (sameSettled = true));
    try {
      // Both processes like other variants at the same time, and both are answered meanwhile.
      const answers = await Promise.all([
        fetch(`${site.baseURL}/api/v1/cuib/like/variant/${first}`, { method: 'POST', signal: AbortSignal.timeout(30_000) }),
        fetch(`${other.baseURL}/api/v1/cuib/like/variant/${second}`, { method: 'POST', signal: AbortSignal.timeout(30_000) }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
        expect.objectContaining({ item_id: first, liked_by_user: true, likes_count: 1 }),
        expect.objectContaining({ item_id: second, liked_by_user: true, likes_count: 1 }),
      ]);
      // The same visitor's like of the same variant is the one write that waits: for that row only.
      await expect.poll(waitingForLikes).toBeGreaterThan(0);
      expect(sameSettled).toBe(false);
    } finally {
      await locker.query('COMMIT');
    }
    const answer = await same;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ item_id: held, liked_by_user: true, likes_count: 1 });
  });
});
