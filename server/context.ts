import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { seedCatalogue, isSeeded } from './catalogue/generate';
import type { DatabaseSync } from 'node:sqlite';
import { type Database, openStore } from './db/database';
import { PostgresDatabase } from './db/postgres/database';
import { postgresStore, sqliteStore, type Store } from './db/store';

/** Where the embedded backends keep their data (`CUIB_DATA_DIR`, default `.data/`). */
export const dataDir = () => resolve(process.env.CUIB_DATA_DIR ?? '.data');

/** How many variants a fresh database is seeded with (`CUIB_SEED_VARIANTS`, default 20,000). */
export const defaultSeedVariants = () => Number(process.env.CUIB_SEED_VARIANTS ?? 20_000);

let database: Database | undefined;
let onFirstOpen: (() => void) | undefined;

/** Work to start once the database is open (the server's periodic jobs); tests leave it unset. */
export function whenDatabaseOpens(start: () => void): void {
  onFirstOpen = start;
}

/**
 * The one database connection of this process, opened and migrated on first use, and seeded with
 * the generated catalogue when it is empty, so that a fresh machine serves a full marketplace.
 */
export function db(): Database {
  if (!database) {
    // The data folder is ours alone (database, secret key): 0700 even if an earlier version made it 0755.
    mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
    chmodSync(dataDir(), 0o700);
    database = openStore({ url: process.env.CUIB_DATABASE_URL, dataDir: dataDir() });
    if (!isSeeded(database)) {
      const started = performance.now();
      if (seedCatalogue(database, { variants: defaultSeedVariants() })) {
        console.log(`Catalogue generated: ${defaultSeedVariants()} variants in ${Math.round(performance.now() - started)} ms`);
      }
    }
    onFirstOpen?.();
  }
  return database;
}

/** For tests: use this database instead of the file one. */
export function useDatabase(replacement: Database): void {
  database = replacement;
}

let kysely: { store: Store; over: Database } | undefined;

/**
 * The typed, asynchronous store over the same data as `db()`: the same SQLite connection, or a
 * pool of PostgreSQL connections to the same database.
 */
export function store(): Store {
  const legacy = db();
  if (kysely?.over !== legacy) kysely = { store: legacy instanceof PostgresDatabase ? postgresStore(legacy.url) : sqliteStore(legacy as DatabaseSync), over: legacy };
  return kysely.store;
}
