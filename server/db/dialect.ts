import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Store, StoreTransaction } from './store';

/**
 * The one place where the store's SQL differs between SQLite and PostgreSQL. Repositories call
 * these and never ask which store they are on.
 */

/**
 * True on PostgreSQL. Kysely marks `getExecutor` internal, but its adapter is the dialect's own.
 * Beside SQL, feed imports ask it to choose when to write (server/feeds/run-import.ts).
 */
export const onPostgres = (store: Store): boolean => store.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Inside a transaction, waits until no other transaction holds `key`, then holds it until this
 * one ends: writers of one key (one login-limit key, one watch) queue, everyone else goes on. On
 * SQLite the transaction's `BEGIN IMMEDIATE` already holds the whole database.
 */
export async function lockKey(trx: StoreTransaction, key: string): Promise<void> {
  if (onPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** PostgreSQL's answer when a serializable transaction met a concurrent one, or a deadlock. */
const retryable = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
};

/**
 * Runs `work` as one serializable transaction, again (up to five times) when PostgreSQL refuses
 * it for a concurrent one: for a read, then write that no single statement or row lock covers.
 */
export async function serializable<T>(store: Store, work: (trx: StoreTransaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (attempt >= 5 || !retryable(error)) throw error;
    }
  }
}

/** Seconds since 1970 of an ISO timestamp column. */
export const epochSecondsOf = (store: Store, column: string): RawBuilder<number> =>
  onPostgres(store) ? sql<number>`extract(epoch from ${sql.ref(column)}::timestamptz)::bigint` : sql<number>`unixepoch(${sql.ref(column)})`;

/**
 * After rows were inserted with their ids given (the seeded catalogue), each identity column of
 * PostgreSQL continues after the largest id, so rows added later without one get a free id. On
 * SQLite an integer primary key always continues after the largest: nothing to do.
 */
export async function continueIdentities(store: Store): Promise<void> {
  if (!onPostgres(store)) return;
  await sql`DO $$
    DECLARE item record;
    BEGIN
      FOR item IN SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND is_identity = 'YES' LOOP
        EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), COALESCE((SELECT MAX(%I) FROM %I), 0) + 1, false)',
          item.table_name, item.column_name, item.column_name, item.table_name);
      END LOOP;
    END $$`.execute(store);
}

/** The number under `key` of a JSON text column (a review's `value`), or null. */
export const jsonNumberOf = (store: Store, column: string, key: string): RawBuilder<number | null> =>
  onPostgres(store) ? sql<number | null>`(${sql.ref(column)}::json->>${sql.lit(key)})::float8` : sql<number | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`;

/** After rows were inserted with ids the application gave: `table`'s next given id follows them (PostgreSQL; SQLite does so itself). */
export async function continueIdentityOf(store: Store, table: 'variants'): Promise<void> {
  if (!onPostgres(store)) return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(store);
}
