import type { DatabaseSync } from 'node:sqlite';
import type { Database } from '#server/db/database';
import { PostgresDatabase } from '#server/db/postgres/database';
import { postgresStore, sqliteStore, type Store } from '#server/db/store';

const stores = new WeakMap<Database, Store>();

/**
 * The typed store over a database a test opened itself (the site's, beside the running server):
 * the same SQLite connection, or a pool on the same PostgreSQL database. One per database.
 */
export function storeOf(database: Database): Store {
  let store = stores.get(database);
  if (!store) {
    store = database instanceof PostgresDatabase ? postgresStore(database.url) : sqliteStore(database as DatabaseSync);
    stores.set(database, store);
  }
  return store;
}
