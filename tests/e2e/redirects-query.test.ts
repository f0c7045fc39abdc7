import { describe, expect, test } from 'vitest';
import { siteStore, someVariant } from '../support/site-data';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
/** A document request as a browser sends it on opening a link. */
const open = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, baseURL), { redirect: 'manual', headers: { cookie: 'cuib_cookie_bar_accepted=1', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...headers } });

/** Where a 308 sends the browser, as a path with its query. */
async function redirected(path: string): Promise<URL> {
  const response = await open(path);
  expect(response.status, path).toBe(308);
  await response.body?.cancel();
  return new URL(response.headers.get('location')!, baseURL);
}

const setCookies = (response: Response) => response.headers.getSetCookie().join('\n');

describe('a canonical redirect keeps the query string', () => {
  test('a variant without its slug: utm parameters and the chart period go along', async () => {
    const variant = await someVariant('active = 1');
    const location = await redirected(`/produs/v/${variant.id}?utm_source=test&istoric=90`);
    expect(location.pathname).toBe(`/produs/v/${variant.id}-${variant.slug}`);
    expect(location.searchParams.get('utm_source')).toBe('test');
    expect(location.searchParams.get('istoric')).toBe('90');
  });

  test('a variant with an outdated slug', async () => {
    const variant = await someVariant('active = 1');
    const location = await redirected(`/produs/v/${variant.id}-vechi?istoric=90`);
    expect(`${location.pathname}${location.search}`).toBe(`/produs/v/${variant.id}-${variant.slug}?istoric=90`);
  });

  test('a product with an outdated slug', async () => {
    const row = await siteStore().selectFrom('variants').select('product_id as id').where('active', '=', 1).orderBy('product_id').limit(1).executeTakeFirstOrThrow();
    const location = await redirected(`/produs/${row.id}-vechi?utm_source=test`);
    expect(location.pathname).toMatch(new RegExp(`^/produs/${row.id}-[a-z0-9-]+$`));
    expect(location.search).toBe('?utm_source=test');
  });

  test('a category by id keeps its filter', async () => {
    const location = await redirected('/category/3?pret-pana-la=3000');
    expect(location.pathname).toMatch(/^\/produse\/[a-z0-9-]+$/);
    expect(location.searchParams.get('pret-pana-la')).toBe('3000');
  });

  test('the API reference without its slash keeps its query', async () => {
    const location = await redirected('/docs/api?utm_source=test');
    expect(`${location.pathname}${location.search}`).toBe('/docs/api/?utm_source=test');
  });

  test('a shop by id keeps its parameters', async () => {
    const location = await redirected('/eshop/1?utm_source=test&utm_campaign=bf');
    expect(location.pathname).toMatch(/^\/produse\/magazin\/[a-z0-9-]+$/);
    expect(location.search).toBe('?utm_source=test&utm_campaign=bf');
  });
});

describe('a tracked link that first lands on a redirect', () => {
  test('the attribution cookie is set, on the redirect and on the page it leads to', async () => {
    const variant = await someVariant('active = 1');
    const first = await open(`/produs/v/${variant.id}?utm_source=test&utm_medium=email`);
    expect(first.status).toBe(308);
    await first.body?.cancel();
    expect(setCookies(first)).toMatch(/(^|\n)utm_source=test;/);
    const landing = await open(first.headers.get('location')!);
    expect(landing.status).toBe(200);
    await landing.body?.cancel();
    expect(setCookies(landing)).toMatch(/(^|\n)utm_source=test;/);
    expect(setCookies(landing)).toMatch(/(^|\n)utm_medium=email;/);
  });

  test('a redirect from a search engine keeps the referral too', async () => {
    const first = await open('/category/3', { referer: 'https://www.google.ro/' });
    expect(first.status).toBe(308);
    await first.body?.cancel();
    expect(setCookies(first)).toMatch(/(^|\n)utm_source=google;/);
  });
});
