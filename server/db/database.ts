import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrateStore } from './migrations/index';
import { postgresStore, sqliteStore, type Store } from './store';

/** The folder each store keeps its files beside (the login-token key): none for one in memory. */
const folders = new WeakMap<Store, string>();

/** Where `store` keeps files of its own, if anywhere (a store in memory keeps none). */
export const folderOf = (store: Store): string | undefined => folders.get(store);

/** Where a store's data is, for another thread to open a connection of its own: none for one in memory. */
export type StoreLocation = { file: string } | { url: string };
const locations = new WeakMap<Store, StoreLocation>();

/** Where `store` reads its data from, if another connection can reach it. */
export const locationOf = (store: Store): StoreLocation | undefined => locations.get(store);

/**
 * The shared store, not yet migrated: PostgreSQL when `url` is given (`CUIB_DATABASE_URL`), else
 * the embedded SQLite file `cuib.sqlite` in the data folder. Either keeps its other files (the
 * login-token key) in `dataDir`.
 */
export function storeFor({ url, dataDir }: { url?: string; dataDir: string }): Store {
  const file = `${dataDir}/cuib.sqlite`;
  const store = url ? postgresStore(url) : sqliteStore(openSqliteFile(file));
  folders.set(store, dataDir);
  locations.set(store, url ? { url } : { file });
  return store;
}

/** `storeFor`, migrated: ready for the repositories. */
export async function openStore(where: { url?: string; dataDir: string }): Promise<Store> {
  const store = storeFor(where);
  await migrateStore(store);
  return store;
}

/** A new, migrated SQLite store: in a file (its folder keeps the key), or in memory (`:memory:`, for tests and benchmarks). */
export async function openSqliteStore(file = ':memory:'): Promise<Store> {
  const store = sqliteStore(openSqliteFile(file));
  if (file !== ':memory:') {
    folders.set(store, dirname(file));
    locations.set(store, { file });
  }
  await migrateStore(store);
  return store;
}

/**
 * Opens the embedded database file. WAL with synchronous=NORMAL survives a crash mid-write without
 * losing committed transactions, and lets readers work while the seeder writes. A writer waits up
 * to 5 s for another process's write lock; past that, its request is a 503.
 */
function openSqliteFile(file: string): DatabaseSync {
  if (file !== ':memory:') createPrivately(file);
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
  `);
  return db;
}

/**
 * The database holds password hashes and e-mail addresses: its folder is made 0700 and its file
 * 0600 before SQLite opens it. SQLite gives the -wal and -shm files the database file's mode, and
 * an existing file from an earlier version is tightened too.
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}
