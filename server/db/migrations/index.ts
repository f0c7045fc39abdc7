import { sql } from 'kysely';
import type { Store } from '../store';
import { steps } from './steps';
import { columnTypes, holdMigrationLock, type MigrationDb, storeKind } from './store-kind';

/**
 * Brings the store's schema up to date: applies the steps of the history (steps.ts) not yet
 * recorded in `store_migrations`, each with its record, all in one transaction. Processes starting
 * together take turns (a PostgreSQL advisory lock; SQLite's write lock), so each step is applied
 * once between them, and the later ones find nothing left to do.
 *
 * A database the legacy migrations had brought to their last step is taken as at step 1; one at an
 * earlier legacy step is refused, naming what to do.
 */
export async function migrateStore(store: Store): Promise<void> {
  await store.transaction().execute(async (trx) => {
    const db: MigrationDb = trx;
    await holdMigrationLock(db);
    await sql
      .raw(`CREATE TABLE IF NOT EXISTS store_migrations (step ${columnTypes[storeKind(db)].integerKey}, name TEXT NOT NULL, applied_at TEXT NOT NULL)`)
      .execute(db);
    const applied = await db.selectFrom('store_migrations').select('step').orderBy('step').execute();
    applied.forEach(({ step }, index) => {
      if (Number(step) !== index + 1) throw new Error(`The store's recorded migrations skip step ${index + 1} (found step ${step}).`);
    });
    if (applied.length > steps.length) {
      throw new Error(`The store's schema is at step ${applied.length}, newer than this release knows (${steps.length}): start a newer release.`);
    }
    for (let index = applied.length; index < steps.length; index++) {
      const step = steps[index]!;
      await step.up(db);
      await db.insertInto('store_migrations').values({ step: index + 1, name: step.name, applied_at: new Date().toISOString() }).execute();
    }
  });
}

/** How many steps the history has: a store migrated by this release records as many. */
export const schemaSteps = steps.length;
