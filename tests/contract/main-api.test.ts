import { Hono } from 'hono';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { zProblem } from '#generated/main-api/zod.gen';
import {
  zGetCategoryPageResponse,
  zGetMenuResponse,
  zGetMobileMenuResponse,
  zPostVariantByIdsResponse,
  zPostVariantFeedResponse,
} from '#generated/main-api/zod.gen';
import { answerUnimplemented } from '#server/http/routes';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const call = (method: string, path: string, body?: unknown) => callBackend(method, path, { body });

describe('POST /api/v2/variant/feed', () => {
  test('answers a category page that matches the contract', async () => {
    const { status, json } = await call('POST', '/api/v2/variant/feed', { url: '/produse/mobila' });
    expect(status).toBe(200);
    const feed = zPostVariantFeedResponse.parse(json);
    expect(feed.variants).toHaveLength(24);
    // A top category lists the products of every category beneath it.
    expect(feed.variants.every((variant) => variant.category.longName.startsWith('Mobilă › '))).toBe(true);
    expect(feed.pagination).toMatchObject({ page: 1, pageSize: 24 });
    expect(feed.nextPageUrl).toBe('/produse/mobila?pagina=2');
  });

  test('filters by price with pret-de-la and pret-pana-la, and sorts', async () => {
    const { json } = await call('POST', '/api/v2/variant/feed', { url: '/produse/canapele?pret-de-la=1000&pret-pana-la=2000&ordonare=cheapest' });
    const prices = zPostVariantFeedResponse.parse(json).variants.map((variant) => variant.price.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 1000 && price <= 2000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test.each([
    ['a missing url', {}, 'body.url'],
    ['a url of the wrong type', { url: 42 }, 'body.url'],
    ['malformed JSON', '{"url": ', 'body'],
    ['a negative price', { url: '/produse/canapele?pret-de-la=-5' }, 'body.url'],
    ['an unknown sort', { url: '/produse?ordonare=random' }, 'body.url'],
    ['page zero', { url: '/produse?pagina=0' }, 'body.url'],
  ])('refuses %s with a 400 problem naming the field', async (_, body, field) => {
    const { status, type, json } = await call('POST', '/api/v2/variant/feed', body);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(zProblem.parse(json)).toMatchObject({ status: 400, field });
  });

  test('refuses an oversized body with a 413 problem naming it', async () => {
    const { status, type, json } = await call('POST', '/api/v2/variant/feed', { url: `/produse?x=${'a'.repeat(300_000)}` });
    expect(status).toBe(413);
    expect(type).toContain('application/problem+json');
    expect(zProblem.parse(json)).toMatchObject({ status: 413, field: 'body' });
  });

  test('an unknown category is 404', async () => {
    const { status, json } = await call('POST', '/api/v2/variant/feed', { url: '/produse/nu-exista' });
    expect(status).toBe(404);
    expect(json).toMatchObject({ status: 404, field: 'body.url' });
  });
});

test('POST /api/v2/variant/by-ids keeps the order asked for and skips unknown ids', async () => {
  const { status, json } = await call('POST', '/api/v2/variant/by-ids', { variantIds: [15, 3, 999_999, 7] });
  expect(status).toBe(200);
  expect(zPostVariantByIdsResponse.parse(json).variants.map((variant) => variant.id)).toEqual([15, 3, 7]);
});

test('GET /api/v2/menu answers the four trees', async () => {
  const { status, json } = await call('GET', '/api/v2/menu');
  expect(status).toBe(200);
  const menu = zGetMenuResponse.parse(json);
  expect(menu.primary.map((node) => node.name)).toEqual(['Mobilă', 'Dormitor', 'Iluminat', 'Decorațiuni', 'Bucătărie', 'Baie', 'Grădină', 'Copii']);
  expect(menu.primary[0]?.children[0]?.children.map((node: { slug: string }) => node.slug)).toContain('canapele');
  expect(menu.rooms.map((node) => node.name)).toContain('Living');
  // Every editorial entry points at a category that exists.
  expect(menu.rooms.every((room) => room.children.length > 0)).toBe(true);
  expect(menu.gifts.flatMap((gift) => gift.children)).toHaveLength(12);
  expect(menu.top).toHaveLength(8);
});

test('GET /api/v2/menu/mobile adds promoted categories and is cached an hour', async () => {
  const { status, json, headers } = await call('GET', '/api/v2/menu/mobile');
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toBe('public, max-age=3600');
  expect(zGetMobileMenuResponse.parse(json).promotedCategories.map((category) => category.urlSlug)).toEqual(['canapele', 'paturi-matrimoniale', 'dulapuri', 'mese-de-dining']);
});

describe('GET /api/v2/pages/category/{slug}', () => {
  test('answers breadcrumbs and meta', async () => {
    const { status, json } = await call('GET', '/api/v2/pages/category/canapele');
    expect(status).toBe(200);
    const page = zGetCategoryPageResponse.parse(json);
    expect(page.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Produse', 'Mobilă', 'Canapele și fotolii', 'Canapele']);
    expect(page.listingUrl).toBe('/produse/canapele');
  });

  test('an unknown slug is a 404 problem', async () => {
    const { status, json } = await call('GET', '/api/v2/pages/category/nu-exista');
    expect(status).toBe(404);
    expect(json).toMatchObject({ field: 'path.slug' });
  });
});

test('an operation not built yet validates its input, then says so with 501, not 404', async () => {
  const app = new Hono();
  const operation = { operationId: 'getWidget', method: 'GET', url: '/api/v2/widgets/{widgetId}', required: [{ name: 'widgetId', field: 'widgetId', in: 'path' as const }] };
  app.get('/api/v2/widgets', (c) => c.json([]));
  answerUnimplemented(app, [operation, { operationId: 'listWidgets', method: 'GET', url: '/api/v2/widgets', required: [] }], {
    zGetWidgetPath: z.object({ widgetId: z.int().gte(1) }),
  });
  const valid = await app.fetch(new Request('http://cuib.test/api/v2/widgets/7'));
  expect(valid.status).toBe(501);
  expect(await valid.json()).toMatchObject({ detail: expect.stringContaining('getWidget') });
  const bad = await app.fetch(new Request('http://cuib.test/api/v2/widgets/abc'));
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ field: 'path.widgetId' });
  // An operation that already has its route keeps it.
  expect((await app.fetch(new Request('http://cuib.test/api/v2/widgets'))).status).toBe(200);
});

test('every generated variant matches the contract', async () => {
  const ids = Array.from({ length: 2000 }, (_, index) => index + 1);
  for (let start = 0; start < ids.length; start += 100) {
    const { status, json } = await call('POST', '/api/v2/variant/by-ids', { variantIds: ids.slice(start, start + 100) });
    expect(status).toBe(200);
    expect(zPostVariantByIdsResponse.parse(json).variants).toHaveLength(100);
  }
});
