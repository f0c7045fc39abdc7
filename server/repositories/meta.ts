import type { Database } from '../db/database';

/** Small named values of the database (`meta` table). */
export function metaRepository(db: Database) {
  return {
    get: (key: string) => (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value,
    /** The count of variant changes a trigger keeps (migrations): equal values, the same catalogue. */
    catalogueVersion: () => (db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").get() as { value: string } | undefined)?.value ?? '0',
    delete(key: string): void {
      db.prepare('DELETE FROM meta WHERE key = ?').run(key);
    },
  };
}
