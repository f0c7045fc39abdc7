import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { isSeeded, seedCatalogue } from './catalogue/generate';
import { storeFor } from './db/database';
import { migrateStore } from './db/migrations/index';
import type { Store } from './db/store';

/** Where the embedded backends keep their data (`CUIB_DATA_DIR`, default `.data/`). */
export const dataDir = () => resolve(process.env.CUIB_DATA_DIR ?? '.data');

/** How many variants a fresh database is seeded with (`CUIB_SEED_VARIANTS`, default 20,000). */
export const defaultSeedVariants = () => Number(process.env.CUIB_SEED_VARIANTS ?? 20_000);

let current: Store | undefined;
/** True when `useStore` gave the store (tests, benchmarks): it is theirs to fill, and no jobs run over it. */
let given = false;
let onFirstOpen: (() => void) | undefined;

/** Work to start once the store is open (the server's periodic jobs); tests leave it unset. */
export function whenDatabaseOpens(start: () => void): void {
  onFirstOpen = start;
}

/**
 * The store of this process: the SQLite file in the data folder, or a pool of connections to
 * `CUIB_DATABASE_URL`. Made on first use, without waiting for anything (a pool connects when a
 * query needs it); entry points await `ready()` first, which migrates and seeds it.
 */
export function store(): Store {
  if (!current) {
    // The data folder is ours alone (database, secret key): 0700 even if an earlier version made it 0755.
    mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
    chmodSync(dataDir(), 0o700);
    current = storeFor({ url: process.env.CUIB_DATABASE_URL, dataDir: dataDir() });
  }
  return current;
}

/** For tests and benchmarks: use this store (migrated by whoever made it) instead of the configured one. */
export function useStore(replacement: Store): void {
  current = replacement;
  given = true;
  opening = Promise.resolve(replacement);
}

let opening: Promise<Store> | undefined;
let jobsStarted = false;

/**
 * The store, once it is migrated and holds a catalogue: the first call migrates it (processes
 * starting together take turns), seeds an empty one with the generated catalogue (so that a fresh
 * machine serves a full marketplace) and starts the `whenDatabaseOpens` work; later calls get the
 * same answer. When opening fails (PostgreSQL unreachable) the promise rejects, and the next call
 * tries again.
 */
export function ready(): Promise<Store> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function open(): Promise<Store> {
  // An unreachable PostgreSQL fails here within the pool's 5 s connect limit.
  const opened = store();
  await migrateStore(opened);
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

