import { createCatalogueTriggers, dropTrigger, logListedChanges } from './triggers';
import { feedsSchema } from './feeds-schema';
import { initialSchema } from './schema';
import { columnTypes, execute, legacyLastStep, legacyStep, type MigrationDb, prepareStore, recordLegacyLastStep, storeKind } from './store-kind';

export interface Step {
  /** Recorded with the step's number; says what it does. */
  readonly name: string;
  up(db: MigrationDb): Promise<void>;
}

/**
 * The schema's history, the same for both stores: applied in order, each once, recorded by its
 * number (index.ts). Append new steps; never edit one that has shipped.
 */
export const steps: readonly Step[] = [
  {
    name: 'the schema as the legacy migrations left it',
    async up(db) {
      const kind = storeKind(db);
      const legacy = await legacyStep(db);
      // A database the legacy migrations brought to their last step already has this schema.
      if (legacy === legacyLastStep[kind]) return;
      if (legacy !== 0) {
        throw new Error(
          `The ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database is at step ${legacy} of the earlier schema history, not its last (${legacyLastStep[kind]}): ` +
            'start the previous release of Cuib on it once, which migrates it to that step, then start this one.',
        );
      }
      await prepareStore(db);
      await execute(db, initialSchema(columnTypes[kind]));
      await createCatalogueTriggers(db);
      await recordLegacyLastStep(db);
    },
  },
  {
    // Search reads the in-memory name index; SQLite's full-text table only cost every variant write.
    name: "drop SQLite's full-text index of variant names",
    async up(db) {
      for (const trigger of ['variants_search_insert', 'variants_search_delete', 'variants_search_update']) await dropTrigger(db, trigger, 'variants');
      await execute(db, 'DROP TABLE IF EXISTS variant_search');
    },
  },
  {
    name: "shops' product feeds: imports, refused items, category mappings, pictures",
    async up(db) {
      await execute(db, feedsSchema(columnTypes[storeKind(db)]));
    },
  },
  {
    // A shop's feed takes offers off the listings, puts them back and renames them all day: the
    // catalogue index patches them in place instead of being built again (server/listing/catalogue-index.ts).
    name: 'log a variant taken off the listings, put back or renamed among the changes an index patches',
    async up(db) {
      await logListedChanges(db);
    },
  },
];
