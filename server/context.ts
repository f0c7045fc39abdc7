import { chmodSync, mkdirSync } from 'node:fs';
import pg from 'pg';
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
/** True when `useDatabase` gave the database (tests): it is theirs to fill, and no jobs run over it. */
let given = false;
let onFirstOpen: (() => void) | undefined;

/** Work to start once the database is open (the server's periodic jobs); tests leave it unset. */
export function whenDatabaseOpens(start: () => void): void {
  onFirstOpen = start;
}

/**
 * The one database connection of this process, opened and migrated on first use. Entry points
 * await `ready()` first, which also seeds an empty one.
 */
export function db(): Database {
  if (!database) {
    // The data folder is ours alone (database, secret key): 0700 even if an earlier version made it 0755.
    mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
    chmodSync(dataDir(), 0o700);
    database = openStore({ url: process.env.CUIB_DATABASE_URL, dataDir: dataDir() });
  }
  return database;
}

/** For tests: use this database instead of the file one. */
export function useDatabase(replacement: Database): void {
  database = replacement;
  given = true;
}

let opening: Promise<Store> | undefined;
let jobsStarted = false;

/**
 * The store, once it is open, migrated and holds a catalogue: the first call opens it, seeds an
 * empty one with the generated catalogue (so that a fresh machine serves a full marketplace) and
 * starts the `whenDatabaseOpens` work; later calls get the same answer. When opening fails
 * (PostgreSQL unreachable) the promise rejects, and the next call tries again.
 */
export function ready(): Promise<Store> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function open(): Promise<Store> {
  const url = process.env.CUIB_DATABASE_URL;
  // Asked first without waiting, so an unreachable server fails this call instead of holding the process.
  if (!database && url) await reachable(url);
  const opened = store();
  if (given) return opened;
  if (!(await isSeeded(opened))) {
    const started = performance.now();
    if (await seedCatalogue(opened, { variants: defaultSeedVariants(), progress: (line) => console.log(line) })) {
      console.log(`Catalogue generated: ${defaultSeedVariants()} variants in ${Math.round(performance.now() - started)} ms`);
    }
  }
  if (!jobsStarted) {
    jobsStarted = true;
    onFirstOpen?.();
  }
  return opened;
}

/** Connects to PostgreSQL once, and lets go: rejects within 5 s when the server cannot be reached. */
async function reachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => {});
  }
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
