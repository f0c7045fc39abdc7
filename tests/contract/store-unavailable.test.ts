import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { postgresStore, sqliteStore } from '#server/db/store';
import { isStoreUnavailable } from '#server/db/unavailable';
import { onError } from '#server/http/problem';
import { freePort } from '../support/site-process';

/** The error a store throws for `work`, which must fail. */
async function failureOf(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the store to fail');
}

const postgresUrl = inject('postgresUrl');

describe('a store that cannot answer now is a 503 with Retry-After, not a 500 or a hang', () => {
  const stores: { destroy(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.destroy()));
  });

  test('PostgreSQL unreachable', async () => {
    // Port 1 on the loopback: nothing listens, so connecting is refused at once.
    const store = postgresStore('postgres://cuib@127.0.0.1:1/cuib');
    stores.push(store);
    const error = await failureOf(() => sql`SELECT 1`.execute(store));
    expect(isStoreUnavailable(error)).toBe(true);
    const answer = onError(error, undefined as never);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(await answer.json()).toMatchObject({ status: 503, detail: 'Datele nu pot fi citite acum. Încearcă din nou peste 5 secunde.' });
  });

  test('SQLite locked by another writer past its busy timeout', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cuib-locked-')), 'cuib.sqlite');
    const holder = new DatabaseSync(file);
    holder.exec('CREATE TABLE t (x INTEGER); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
    const waiter = new DatabaseSync(file);
    waiter.exec('PRAGMA busy_timeout = 10');
    const store = sqliteStore(waiter);
    stores.push(store);
    const error = await failureOf(() => sql`INSERT INTO t VALUES (2)`.execute(store));
    holder.exec('ROLLBACK');
    holder.close();
    expect(isStoreUnavailable(error)).toBe(true);
    expect(onError(error, undefined as never).status).toBe(503);
  });

  // Over PostgreSQL only (the postgres project gives a cluster): SQLite has no statement time limit.
  if (postgresUrl) test('a PostgreSQL statement cancelled at its time limit', async () => {
    const store = postgresStore(postgresUrl);
    stores.push(store);
    const error = await failureOf(() => store.transaction().execute(async (trx) => {
      await sql`SET LOCAL statement_timeout = 50`.execute(trx);
      await sql`SELECT pg_sleep(5)`.execute(trx);
    }));
    expect(isStoreUnavailable(error)).toBe(true);
  });

  // Over PostgreSQL only: a connection the server ends (a restart, a failover, an idle timeout).
  if (postgresUrl)
    test('a PostgreSQL connection lost is replaced by the pool: its failed queries are 503s, then it answers again', async () => {
      const store = postgresStore(postgresUrl);
      stores.push(store);
      const pid = async () => (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(store)).rows[0]!.pid;
      const first = await pid();
      const killer = postgresStore(postgresUrl);
      stores.push(killer);
      await sql`SELECT pg_terminate_backend(${first})`.execute(killer);
      // Until the pool hears that the connection ended, a query may still be given it (the server's
      // notice, then the closed socket, each fail one): those are 503s, and the process lives on.
      const failures: unknown[] = [];
      const answered = async () => {
        try {
          return await pid();
        } catch (failure) {
          failures.push(failure);
          return undefined;
        }
      };
      await expect.poll(answered).toEqual(expect.any(Number));
      expect(failures.length).toBeLessThanOrEqual(2);
      expect(failures.filter((failure) => !isStoreUnavailable(failure))).toEqual([]);
      expect(await pid()).not.toBe(first);
    });

  test('a wrong statement stays a 500: it is a fault of ours, not a pause of the store', async () => {
    const store = sqliteStore(new DatabaseSync(':memory:'));
    stores.push(store);
    const error = await failureOf(() => sql`SELECT * FROM no_such_table`.execute(store));
    expect(isStoreUnavailable(error)).toBe(false);
    expect(onError(error, undefined as never).status).toBe(500);
  });
});

test('the backends started over an unreachable PostgreSQL answer 503 with Retry-After, and try again on the next request', { timeout: 60_000 }, async () => {
  const root = resolve(import.meta.dirname, '../..');
  const port = await freePort();
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), CUIB_DATABASE_URL: 'postgres://cuib@127.0.0.1:1/cuib', CUIB_DATA_DIR: mkdtempSync(join(tmpdir(), 'cuib-unreachable-')), CUIB_JOBS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect.poll(() => output, { timeout: 30_000 }).toContain('Cuib backends on');
    const failures = () => output.match(/The store could not be opened/g)?.length ?? 0;
    for (const attempt of [1, 2]) {
      const before = failures();
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/catalogue/version`, { signal: AbortSignal.timeout(20_000) });
      expect(answer.status, `attempt ${attempt}`).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      // The request tried to open the store again, and its failure was logged.
      await expect.poll(failures).toBe(before + 1);
    }
  } finally {
    child.kill();
  }
});
