import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { siteBrowser } from '../support/site-browser';
import { signedInAccount, siteStore } from '../support/site-data';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
const site = siteBrowser();
const get = (path: string, cookie?: string) => fetch(new URL(path, baseURL), { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('shared addresses cannot be counted through', () => {
  test('a saved comparison’s page is at its key; its number leads there for its owner, or for one saved before keys, and is 404 for anyone else', async () => {
    const owner = `cuib_visitor=${randomUUID()}`;
    const saved = await fetch(new URL('/api/v2/comparisons', baseURL), {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ name: 'Cadou pentru Ana', variantIds: [1, 2] }),
    });
    expect(saved.status).toBe(201);
    const { id, url } = (await saved.json()) as { id: number; url: string };
    expect(url).toMatch(/^\/compare-products\/[0-9a-f]{32}$/);

    expect((await get(`/compare-products/${id}`)).status).toBe(404);
    const own = await get(`/compare-products/${id}`, owner);
    expect(own.status).toBe(308);
    expect(new URL(own.headers.get('location')!, baseURL).pathname).toBe(url);
    const shared = await get(url);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain('Cadou pentru Ana');

    // A comparison saved before keys existed: its number was its shared link, and leads to its page for good.
    await siteStore().updateTable('comparisons').set({ by_number: 1 }).where('id', '=', id).execute();
    const old = await get(`/compare-products/${id}`);
    expect(old.status).toBe(308);
    expect(new URL(old.headers.get('location')!, baseURL).pathname).toBe(url);
  });

  test('a public profile is at its key; its number leads there for its user only', async () => {
    const context = await site.browser().newContext();
    const { id } = await signedInAccount(context, 'Ilinca');
    const own = await context.request.get(new URL(`/user/${id}`, baseURL).toString(), { maxRedirects: 0 });
    expect(own.status()).toBe(307);
    const profile = new URL(own.headers().location!, baseURL).pathname;
    expect(profile).toMatch(/^\/user\/[0-9a-f]{32}$/);
    expect((await get(`/user/${id}`)).status).toBe(404);
    const shared = await get(profile);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain('Ilinca I.');
    await context.close();
  });
});
