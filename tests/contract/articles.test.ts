import { beforeAll, expect, test } from 'vitest';
import { zGetArticlePageResponse, zPostArticlesFeedResponse } from '#generated/main-api/zod.gen';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(3000));

const feed = async (url: string) => zPostArticlesFeedResponse.parse((await callBackend('POST', '/api/v2/articles/feed', { body: { url } })).json);

test('the feed pages through published articles as HTML cards', async () => {
  const first = await feed('/articole');
  expect(first.listHtml.match(/<article/g)).toHaveLength(6);
  expect(first.nextPageUrl).toBe('/articole?pagina=2');
  const second = await feed(first.nextPageUrl!);
  expect(second.nextPageUrl).toBeNull();
  // The draft is never listed.
  expect(first.listHtml + second.listHtml).not.toContain('Tendințe de Crăciun');
});

test('a category feed lists only its articles', async () => {
  const garden = await feed('/articole/category/gradina-si-terasa');
  expect(garden.listHtml).toContain('Grătar pe cărbuni sau pe gaz');
  expect(garden.listHtml).not.toContain('canapeaua potrivită');
});

test('an article page recommends products of its category and related articles', async () => {
  const { status, json } = await callBackend('GET', '/api/v2/pages/article/cum-alegi-canapeaua-potrivita-pentru-un-living-mic');
  expect(status).toBe(200);
  const page = zGetArticlePageResponse.parse(json);
  expect(page.article.variants.length).toBeGreaterThan(0);
  expect(page.article.variants.every((variant) => variant.category.name === 'Canapele')).toBe(true);
  expect(page.article.html).toContain('<h2>Măsoară de două ori</h2>');
  expect(page.relatedArticles.every((related) => related.category.slug === 'ghiduri-de-cumparare')).toBe(true);
});

test('drafts are for staff only, through the preview', async () => {
  expect((await callBackend('GET', '/api/v2/pages/article/tendinte-de-craciun-in-decoratiuni')).status).toBe(404);
  expect((await callBackend('GET', '/api/v2/pages/article/preview/11')).status).toBe(401);
  const staff = await sessionCookie({ id: 1, name: 'Redacția', email: 'redactie@cuib.ro', admin: true });
  const preview = await callBackend('GET', '/api/v2/pages/article/preview/11', { cookie: staff });
  expect(zGetArticlePageResponse.parse(preview.json).meta.robots).toBe('noindex, nofollow');
});

test.each([
  ['another path', '/produse', 400],
  ['an unknown category', '/articole/category/nu-exista', 404],
  ['page zero', '/articole?pagina=0', 400],
])('the feed refuses %s', async (_, url, status) => {
  const response = await callBackend('POST', '/api/v2/articles/feed', { body: { url } });
  expect(response.status).toBe(status);
  expect(response.json).toMatchObject({ field: 'body.url' });
});
