import { inject } from 'vitest';

/** A built site the e2e files run against, and its data folder (which more site processes may share). */
export interface TestSite {
  baseURL: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per e2e worker slot, started by tests/e2e/global-setup.ts. */
    sites: TestSite[];
    /** The sites' PostgreSQL database (`CUIB_E2E_STORE=postgres`), else undefined: the SQLite file in the data folder. */
    databaseUrl?: string;
  }
}

/**
 * The site this test file runs against: the one of its worker slot (Vitest's VITEST_POOL_ID, 1 to
 * the project's `maxWorkers`; one while the e2e files run one at a time). Were files to run side by
 * side, none would share a site, nor its accounts, likes and counters, with another.
 */
export function testSite(): TestSite {
  const sites = inject('sites');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  return sites[(slot - 1) % sites.length]!;
}
