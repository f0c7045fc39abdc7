import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { seedCatalogue, isSeeded } from './catalogue/generate';
import { type Database, openStore } from './db/database';

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
