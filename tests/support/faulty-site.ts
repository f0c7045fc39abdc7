import { afterAll, beforeAll } from 'vitest';
import { type FakeBackend, type SiteProcess, startSite } from './site-process';
import { testSite } from './test-site';

/**
 * For a describe block: a fake backend (hung, failing, slow…) and one more site process whose
 * environment points at it, started before the block's tests and stopped after them. The site
 * shares the e2e server's data folder.
 */
export function siteWithFakeBackend(makeBackend: () => Promise<FakeBackend>, env: (backend: FakeBackend) => Record<string, string>) {
  const state = {} as { backend: FakeBackend; site: SiteProcess };
  beforeAll(async () => {
    state.backend = await makeBackend();
    state.site = await startSite(env(state.backend), { dataDir: testSite().dataDir });
  });
  afterAll(async () => {
    await state.site?.stop();
    await state.backend?.close();
  });
  return state;
}
