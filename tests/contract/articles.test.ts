import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { zGetArticleListPageResponse, zGetArticlePageResponse, zPostArticlesFeedResponse } from '#generated/main-api/zod.gen';
import { articleCategories, articles, leafCategorySlugs, wordCount } from '#server/catalogue/articles';
import { embeddedBackendFor } from '#server/index';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(3000));

const feed = async (url: string) => zPostArticlesFeedResponse.parse((await callBackend('POST', '/api/v2/articles/feed', { body: { url } })).json);
const published = articles.filter((article) => article.publishedAt !== null);
const draft = articles.find((article) => article.publishedAt === null)!;

describe('the written magazine', () => {
  test('holds at least 30 published articles in at least 5 categories, and drafts', () => {
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(new Set(published.map((article) => article.category.id)).size).toBeGreaterThanOrEqual(5);
    expect(articles.length - published.length).toBeGreaterThanOrEqual(1);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
  });

  test.each(published.map((article) => [article.slug, article] as const))('%s reads as a real article', (_, article) => {
    expect(wordCount(article)).toBeGreaterThanOrEqual(300);
    expect(wordCount(article)).toBeLessThanOrEqual(700);
    expect(article.sections.length).toBeGreaterThanOrEqual(3);
    const text = [article.title, article.perex, ...article.sections.flatMap((section) => [section.heading, section.text])].join('\n');
    // Romanian ș and ț take a comma below, never a cedilla.
    expect(text).not.toMatch(/[şţŞŢ]/);
    const linked = [...text.matchAll(/\]\(\/produse\/([a-z0-9-]+)\)/g)].map((match) => match[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of [...linked, ...article.picks]) expect(leafCategorySlugs).toContain(slug);
    expect(article.picks.length).toBeGreaterThan(0);
  });
});

describe('the feed', () => {
  test('pages through published articles, newest first, as HTML cards with covers', async () => {
    const first = await feed('/articole');
    expect(first.listHtml.match(/<article/g)).toHaveLength(12);
    expect(first.listHtml).toMatch(/<img [^>]*src="\/images\/article\/480\/art-\d+\.webp"[^>]*width="480" height="270"/);
    expect(first.listHtml).toContain('Citești în');
    expect(first.nextPageUrl).toBe('/articole?pagina=2');
    expect(first.paginatorHtml).toContain('href="/articole?pagina=2"');
    let html = first.listHtml;
    let next = first.nextPageUrl;
    while (next) {
      const page = await feed(next);
      html += page.listHtml;
      next = page.nextPageUrl;
    }
    expect(html.match(/<article/g)).toHaveLength(published.length);
    // The draft is never listed.
    expect(html).not.toContain(draft.title);
  });

  test('a category feed lists only its articles', async () => {
    const garden = await feed('/articole/category/gradina-si-terasa');
    expect(garden.listHtml).toContain('Grătar pe cărbuni sau pe gaz');
    expect(garden.listHtml).not.toContain('canapeaua potrivită');
    expect(garden.nextPageUrl).toBeNull();
  });

  test.each([
    ['another path', '/produse', 400],
    ['an unknown category', '/articole/category/nu-exista', 404],
    ['page zero', '/articole?pagina=0', 400],
    ['a page past the end', '/articole?pagina=99', 404],
  ])('refuses %s', async (_, url, status) => {
    const response = await callBackend('POST', '/api/v2/articles/feed', { body: { url } });
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ field: 'body.url' });
  });
});

describe('the list page', () => {
  test('names every category with its count', async () => {
    const { status, json } = await callBackend('GET', '/api/v2/pages/articles');
    expect(status).toBe(200);
    const page = zGetArticleListPageResponse.parse(json);
    expect(page.category).toBeNull();
    expect(page.categories.map((category) => category.slug)).toEqual(articleCategories.map((category) => category.slug));
    expect(page.categories.reduce((sum, category) => sum + category.articleCount, 0)).toBe(published.length);
  });

  test('of one category, or 404 for an unknown one', async () => {
    const page = zGetArticleListPageResponse.parse((await callBackend('GET', '/api/v2/pages/articles?category=amenajari')).json);
    expect(page.category?.name).toBe('Amenajări');
    expect(page.breadcrumbs.at(-1)).toEqual({ name: 'Amenajări', url: '/articole/category/amenajari' });
    const missing = await callBackend('GET', '/api/v2/pages/articles?category=nu-exista');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ field: 'query.category' });
  });
});

describe('an article', () => {
  test('recommends products, links categories and related articles', async () => {
    const { status, json } = await callBackend('GET', '/api/v2/pages/article/cum-alegi-canapeaua-potrivita-pentru-un-living-mic');
    expect(status).toBe(200);
    const page = zGetArticlePageResponse.parse(json);
    const { article } = page;
    expect(article.variants.length).toBeGreaterThan(0);
    expect(article.variants.every((variant) => variant.clickSource === 30)).toBe(true);
    expect(article.html).toContain('<h2 id="masoara-de-doua-ori">Măsoară de două ori</h2>');
    expect(article.html).toContain('<a href="/produse/canapele-extensibile">');
    // Each recommended product is named in the text, linking to its page.
    for (const variant of article.variants) expect(article.html).toContain(`href="/produs/v/${variant.id}-${variant.slug}"`);
    expect(article.imageUrl).toBe(`/images/article/800/art-${article.id}.webp`);
    expect(article.author.name).toBe('Elena Dumitrescu');
    expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(page.relatedArticles).toHaveLength(3);
    expect(page.relatedArticles[0]!.category.slug).toBe('ghiduri-de-cumparare');
    expect(page.relatedArticles.map((related) => related.id)).not.toContain(article.id);
  });

  test('has a drawn cover in the widths the cards ask for', async () => {
    for (const width of [320, 480, 800]) {
      const path = `/images/article/${width}/art-${published[0]!.id}.webp`;
      const response = await embeddedBackendFor(path)!.app.fetch(new Request(`http://cuib.test${path}`));
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 9) / 16) });
    }
    const missing = '/images/article/480/art-999.webp';
    expect((await embeddedBackendFor(missing)!.app.fetch(new Request(`http://cuib.test${missing}`))).status).toBe(404);
  });
});

describe('drafts', () => {
  test('are for staff only, through the preview', async () => {
    expect((await callBackend('GET', `/api/v2/pages/article/${draft.slug}`)).status).toBe(404);
    expect((await callBackend('GET', `/api/v2/pages/article/preview/${draft.id}`)).status).toBe(401);
    const shopper = await sessionCookie({ id: 2, name: 'Maria', email: 'maria@exemplu.ro' });
    expect((await callBackend('GET', `/api/v2/pages/article/preview/${draft.id}`, { cookie: shopper })).status).toBe(403);
    const staff = await sessionCookie({ id: 1, name: 'Redacția', email: 'redactie@cuib.ro', admin: true });
    const preview = zGetArticlePageResponse.parse((await callBackend('GET', `/api/v2/pages/article/preview/${draft.id}`, { cookie: staff })).json);
    expect(preview.article.publishedAt).toBeNull();
    expect(preview.meta.robots).toBe('noindex, nofollow');
  });
});
