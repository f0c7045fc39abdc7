import { beforeAll, expect, test } from 'vitest';
import { zGetInspirationPageResponse, zPostInspirationFeedResponse, zPostInspirationFilteringResponse } from '#generated/main-api/zod.gen';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(6000));

const post = async (path: string, url: string) => {
  const { status, json } = await callBackend('POST', path, { body: { url } });
  expect(status).toBe(200);
  return json;
};

test('the feed pages through inspirations with products positioned on them', async () => {
  const feed = zPostInspirationFeedResponse.parse(await post('/api/v2/inspiration/feed', '/inspirations'));
  expect(feed.inspirations).toHaveLength(12);
  expect(feed.pagination.totalCount).toBe(30);
  expect(feed.nextPageUrl).toBe('/inspirations?pagina=2');
  const image = feed.inspirations[0]!.images[0]!;
  expect(image.variants.length).toBeGreaterThan(0);
  expect(image.aspectRatio).toBeCloseTo(image.originalWidth / image.originalHeight);
});

test('spots are pixels of the original picture, and the products link to the shop with the inspiration click source', async () => {
  const feed = zPostInspirationFeedResponse.parse(await post('/api/v2/inspiration/feed', '/inspirations'));
  for (const image of feed.inspirations.flatMap((inspiration) => inspiration.images)) {
    for (const { x, y, variant } of image.variants) {
      expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(image.originalWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(image.originalHeight);
      expect(variant.clickSource).toBe(20);
    }
  }
  // Not shares of the picture: at least one product stands right of its first pixel column.
  expect(feed.inspirations.some((inspiration) => inspiration.images[0]!.variants.some((spot) => spot.x > 1))).toBe(true);
});

test('the room picture of an inspiration is served at every offered width', async () => {
  const page = zGetInspirationPageResponse.parse((await callBackend('GET', '/api/v2/pages/inspiration/2')).json);
  const { status, type } = await callBackend('GET', `/images/inspiration/480/${page.inspiration.images[0]!.imageId}.webp`);
  expect(status).toBe(200);
  expect(type).toBe('image/webp');
  expect((await callBackend('GET', '/images/inspiration/480/insp-999.webp')).status).toBe(404);
});

test('filtering counts each group without its own choice, and the feed follows', async () => {
  const groups = zPostInspirationFilteringResponse.parse(await post('/api/v2/inspiration/filtering', '/inspirations?camera=living'));
  expect(groups.totalCount).toBe(6);
  expect(groups.groups.rooms.choices.find((choice) => choice.ident === 'living')).toMatchObject({ selected: true, url: '/inspirations' });
  expect(groups.groups.rooms.choices.reduce((sum, choice) => sum + choice.count!, 0)).toBe(30);
  const style = groups.groups.styles.choices.find((choice) => choice.count! > 0)!;
  const feed = zPostInspirationFeedResponse.parse(await post('/api/v2/inspiration/feed', style.url));
  expect(feed.pagination.totalCount).toBe(style.count);
});

test('an inspiration page with related looks of the same room', async () => {
  const page = zGetInspirationPageResponse.parse((await callBackend('GET', '/api/v2/pages/inspiration/1')).json);
  expect(page.breadcrumbs[1]?.name).toBe('Living');
  expect(page.relatedInspirations.length).toBeGreaterThan(0);
  expect(page.relatedInspirations.every((related) => related.name.startsWith('Living '))).toBe(true);
  expect((await callBackend('GET', '/api/v2/pages/inspiration/999')).status).toBe(404);
});

test.each([
  ['another path', '/produse'],
  ['an unknown room', '/inspirations?camera=pod'],
])('refuses %s naming body.url', async (_, url) => {
  const { status, json } = await callBackend('POST', '/api/v2/inspiration/feed', { body: { url } });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field: 'body.url' });
});
