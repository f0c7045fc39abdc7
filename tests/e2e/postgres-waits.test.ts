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
/** `locker` holds the lock; `watcher` looks at the server's activity, outside the locker's transaction (whose view of it is taken once). */
let locker: pg.Client;
let watcher: pg.Client;

beforeAll(async () => {
  cluster = await startPostgres();
  const url = cluster.createDatabase('cuib');
  // The page cache is off, so each page is drawn from the store while the lock is held.
  site = await startSite(
    { CUIB_DATABASE_URL: url, CUIB_SEED_VARIANTS: '2000', CUIB_PAGE_CACHE_MB: '0', CUIB_JWT_SECRET: 'cheia-testului-de-asteptare' },
    { dataDir: mkdtempSync(join(tmpdir(), 'cuib-site-')) },
  );
  [locker, watcher] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([locker.connect(), watcher.connect()]);
});

afterAll(async () => {
  await Promise.all([locker?.end(), watcher?.end()]);
  await site?.stop();
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
