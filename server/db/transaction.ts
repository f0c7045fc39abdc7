import type { Database } from './database';
import { isPostgres } from './postgres/database';

/**
 * Every transaction on PostgreSQL takes this lock first: transactions from all workers run one at a
 * time, as SQLite's `BEGIN IMMEDIATE` makes them, so a read then write inside one (a like count, a
 * login limit, a watch marked sent) sees no other worker's write in between.
 */
const writeLock = 2026_11_22;

/** Runs `work` in one transaction: all of it is stored, or none. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec(isPostgres(db) ? `BEGIN; SELECT pg_advisory_xact_lock(${writeLock})` : 'BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
