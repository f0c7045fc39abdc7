import { beforeAll, describe, expect, test } from 'vitest';
import { zPostVariantFeedResponse } from '#generated/main-api/zod.gen';
import { zSearchSuggestResponse } from '#generated/search/zod.gen';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const suggest = async (q: string) => {
  const { status, json } = await callBackend('GET', `/v2/search?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return zSearchSuggestResponse.parse(json).data;
};

describe('GET /v2/search', () => {
  test('accent- and case-insensitive: canapea, CANAPEA and canapéa suggest the same', async () => {
    // The same groups and items; only the links carry the query as typed.
    const shape = (groups: Awaited<ReturnType<typeof suggest>>) => groups.map((group) => [group.type, group.items.map((item) => item.id)]);
    const plain = shape(await suggest('canapea'));
    expect(plain.length).toBeGreaterThan(0);
    expect(shape(await suggest('CANAPEA'))).toEqual(plain);
    expect(shape(await suggest('canapéa'))).toEqual(plain);
    expect(shape(await suggest('canapea '))).toEqual(plain);
  });

  test('typed groups: the category first, then products split between groups 6 and 11', async () => {
    const groups = await suggest('canapea');
    expect(groups.map((group) => group.type)).toEqual([1, 6, 11]);
    expect(groups[0]?.items[0]).toMatchObject({ title: 'Canapele', url: '/produse/canapele?q=canapea' });
    expect(groups[1]?.items).toHaveLength(6);
    expect(groups[1]?.items.every((item) => /canapea/i.test(item.title))).toBe(true);
  });

  test('a diacritic-less prefix finds words with diacritics', async () => {
    const groups = await suggest('gratar');
    expect(groups.find((group) => group.type === 1)?.items[0]?.title).toMatch(/^Grătare /);
  });

  test('shops are suggested by name', async () => {
    const groups = await suggest('mobila dalin');
    expect(groups.find((group) => group.type === 2)?.items).toContainEqual(
      expect.objectContaining({ title: 'Mobila Dalin', url: '/produse/magazin/mobila-dalin' }),
    );
  });

  test('colours (group 4) and manufacturers (group 3) lead to listings with the count they promise', async () => {
    const feedTotal = async (url: string) => zPostVariantFeedResponse.parse((await callBackend('POST', '/api/v2/variant/feed', { body: { url } })).json).pagination.totalCount;
    const colour = (await suggest('gri')).find((group) => group.type === 4)!.items[0]!;
    expect(colour).toMatchObject({ title: 'Gri', url: '/produse?culoare=gri' });
    expect(colour.productCount).toBe(await feedTotal(colour.apiUrl));
    const maker = (await suggest('lumina no')).find((group) => group.type === 3)!.items[0]!;
    expect(maker).toMatchObject({ title: 'Lumina Nova', url: '/produse?producator=lumina-nova' });
    expect(maker.productCount).toBe(await feedTotal(maker.apiUrl));
  });

  test('products whose name begins with the query come first', async () => {
    const products = (await suggest('pat')).filter((group) => group.type === 6 || group.type === 11).flatMap((group) => group.items);
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]!.title).toMatch(/^Pat\b/);
  });

  test('nothing found is an empty list, not an error', async () => {
    expect(await suggest('xyzzyqw')).toEqual([]);
  });

  test.each([
    ['a missing q', '/v2/search'],
    ['an empty q', '/v2/search?q='],
    ['only spaces', '/v2/search?q=%20%20'],
    ['only punctuation', '/v2/search?q=%22*%22'],
  ])('refuses %s with 400 naming query.q', async (_, path) => {
    const { status, json } = await callBackend('GET', path);
    expect(status).toBe(400);
    expect(json).toMatchObject({ field: 'query.q' });
  });
});

test('the listing filters by the search query (the full results route)', async () => {
  const { json } = await callBackend('POST', '/api/v2/variant/feed', { body: { url: '/produse?q=gratar%20gaz' } });
  const feed = zPostVariantFeedResponse.parse(json);
  expect(feed.pagination.totalCount).toBeGreaterThan(0);
  expect(feed.variants.every((variant) => variant.name.startsWith('Grătar') && variant.name.includes('gaz'))).toBe(true);
});
