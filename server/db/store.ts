import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect } from './sqlite-dialect';
import type { Tables } from './tables';

/**
 * The store the repositories read and write: one typed, asynchronous interface over SQLite
 * (embedded, the default) and PostgreSQL (`CUIB_DATABASE_URL`). A transaction is a `Store` too, so
 * a repository works the same inside one and outside.
 */
export type Store = Kysely<Tables>;
export type StoreTransaction = Transaction<Tables>;

/** The embedded SQLite connection of this process, as a store. */
export function sqliteStore(db: DatabaseSync): Store {
  return new Kysely<Tables>({ dialect: new NodeSqliteDialect(db) });
}

// bigint (int8) and numeric come back as numbers, as SQLite gives them: the store's integers are
// ids, counts and epoch seconds, all far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/** Connections per process (`CUIB_DATABASE_POOL`, default 10). */
export function poolSize(): number {
  const size = Number(process.env.CUIB_DATABASE_POOL ?? 10);
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw new Error(`CUIB_DATABASE_POOL must be a whole number from 1 to 1000, not „${process.env.CUIB_DATABASE_POOL}”.`);
  return size;
}

/** A statement may run this long before PostgreSQL cancels it and the request gets a 503. */
export const statementTimeoutMs = 15_000;

/**
 * PostgreSQL through a pool of connections. A connection that breaks is dropped by the pool and a
 * new one opened for the next query; an idle one that breaks only logs. Connecting gives up after
 * 5 s, so an unreachable server is a 503 soon, never a request that hangs.
 */
export function postgresStore(url: string): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    application_name: 'cuib',
  });
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection broke (${error.message}); the pool opens a new one when needed.`));
  // A connection that breaks while a request holds it (the server restarted, or ended it) fails
  // that request's query, which is a 503; without a listener, its 'error' event would also end
  // the process. The broken connection is dropped when it goes back to the pool.
  pool.on('connect', (client) => client.on('error', (error) => console.error(`PostgreSQL: a connection in use broke (${error.message}).`)));
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
