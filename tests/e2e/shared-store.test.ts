import { afterAll, beforeAll } from 'vitest';
import { siteStore } from '../support/site-data';
import { type SiteProcess, startSite } from '../support/site-process';
import { sharedStoreSuite } from '../support/shared-store-suite';
import { testSite } from '../support/test-site';

/**
 * Over SQLite: the suite's site (a) and one more process over its data folder (b), as two workers
 * of `npm start` on one machine.
 */
let b: SiteProcess;

beforeAll(async () => {
  b = await startSite({ CUIB_JOBS_INTERVAL_MS: '200' }, { dataDir: testSite().dataDir });
});

afterAll(async () => {
  await b?.stop();
});

sharedStoreSuite(() => ({ a: testSite(), b, store: siteStore() }));
