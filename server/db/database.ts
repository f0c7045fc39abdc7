import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { slugify } from '../catalogue/slug';
import { migrate } from './migrations';
import { PostgresDatabase } from './postgres/database';
import { migratePostgres } from './postgres/migrations';

/** A prepared statement, as both stores offer it (SQLite's own, or PostgreSQL's through `PostgresDatabase`). */
export type Statement = Pick<StatementSync, 'run' | 'get' | 'all' | 'iterate' | 'setReturnArrays'>;

/** What the repositories use of a store: SQLite's `DatabaseSync` is one, `PostgresDatabase` the other. */
export interface Database extends Pick<DatabaseSync, 'exec' | 'location' | 'close'> {
  prepare(sql: string): Statement;
}

/**
 * The shared store: PostgreSQL when `url` is given (`CUIB_DATABASE_URL`), else the embedded SQLite
 * file `cuib.sqlite` in the data folder. Either is migrated before it is answered.
 */
export function openStore({ url, dataDir }: { url?: string; dataDir: string }): Database {
  if (!url) return openDatabase(`${dataDir}/cuib.sqlite`);
  const db = new PostgresDatabase(url, dataDir);
  migratePostgres(db);
  return db;
}

/**
 * Opens the embedded database. WAL with synchronous=NORMAL survives a crash mid-write without
 * losing committed transactions, and lets readers work while the seeder writes.
 */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') createPrivately(file);
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
  `);
  // Listing URLs name colours, materials and styles by slug; SQL compares them the same way.
  db.function('slug_of', { deterministic: true }, (value) => (typeof value === 'string' ? slugify(value) : null));
  migrate(db);
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

export { transaction } from './transaction';
