import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SiteProcess, startSite } from '../../support/site-process';
import { testSite } from '../../support/test-site';

/**
 * Backends moved out of the site (`CUIB_LIKES_URL`, `CUIB_SEARCH_URL`) still answer the browser's
 * calls on the site's own origin: the site passes them on. The global test server plays the
 * external backend here: a second instance, with its own embedded backends.
 */
describe('browser calls to a backend configured elsewhere', () => {
  const external = testSite().baseURL;
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite({ CUIB_LIKES_URL: external, CUIB_SEARCH_URL: `${external}/` }, { dataDir: testSite().dataDir });
  });
  afterAll(async () => site?.stop());

  test('a like through the site lands on the external likes backend, with the visitor\'s cookie', async () => {
    const visitor = `cuib_visitor=${crypto.randomUUID()}`;
    const like = await fetch(`${site.baseURL}/api/v1/cuib/like/variant/905`, { method: 'POST', headers: { cookie: visitor } });
    expect(like.status).toBe(200);
    expect(await like.json()).toMatchObject({ item_id: 905, liked_by_user: true });
    const onExternal = await fetch(`${external}/api/v1/cuib/like-all/variant`, { headers: { cookie: visitor } });
    expect(await onExternal.json()).toContain(905);
    const throughSite = await fetch(`${site.baseURL}/api/v1/cuib/like-all/variant`, { headers: { cookie: visitor } });
    expect(await throughSite.json()).toContain(905);
  });

  test('search suggestions come from the external search backend', async () => {
    const response = await fetch(`${site.baseURL}/v2/search?q=canap`);
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json()).toLowerCase()).toContain('canap');
  });
});
