import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { slugify } from '../catalogue/slug';
import { migrate } from './migrations';

export type Database = DatabaseSync;

/**
 * Opens the embedded database. WAL with synchronous=NORMAL survives a crash mid-write without
 * losing committed transactions, and lets readers work while the seeder writes.
 */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
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

export { transaction } from './transaction';
