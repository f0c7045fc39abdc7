import { beforeAll, describe, expect, test } from 'vitest';
import {
  zGetUserFavouritesShareResponse,
  zGetUserRemarketingVariantsResponse,
  zGetUserVariantsLikedResponse,
  zGetUserVariantsWatchedResponse,
  zGetVariantDeliveriesResponse,
} from '#generated/main-api/zod.gen';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

let session = '';
beforeAll(async () => {
  await useTestCatalogue();
  session = `cuib_visitor=00000000-0000-4000-8000-000000009001; ${await sessionCookie({ id: 9001, name: 'Ioana Marin', email: 'ioana.marin@exemplu.ro' })}`;
  for (const id of [101, 102, 103]) await callBackend('POST', `/api/v1/cuib/like/variant/${id}`, { cookie: session });
});

describe('liked variants', () => {
  test('need a login or a share token', async () => {
    expect((await callBackend('GET', '/api/v2/user/variants-liked?sort=newest')).status).toBe(401);
  });

  test('sorted by price both ways', async () => {
    const prices = async (sort: string) =>
      zGetUserVariantsLikedResponse.parse((await callBackend('GET', `/api/v2/user/variants-liked?sort=${sort}`, { cookie: session })).json).variants.map((v) => v.price.price);
    const cheapest = await prices('cheapest');
    expect(cheapest).toHaveLength(3);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(await prices('mostExpensive')).toEqual([...cheapest].reverse());
  });

  test('sort is required and checked', async () => {
    expect((await callBackend('GET', '/api/v2/user/variants-liked', { cookie: session })).json).toMatchObject({ field: 'query.sort' });
    expect((await callBackend('GET', '/api/v2/user/variants-liked?sort=random', { cookie: session })).json).toMatchObject({ field: 'query.sort' });
  });

  test('pages', async () => {
    const { json } = await callBackend('GET', '/api/v2/user/variants-liked?sort=oldest&page=2&pageSize=2', { cookie: session });
    expect(zGetUserVariantsLikedResponse.parse(json)).toMatchObject({ pagination: { page: 2, pageSize: 2, pageCount: 2, totalCount: 3 } });
  });
});

describe('favourites share', () => {
  test('an encrypted token shows the favourites to anyone who has it', async () => {
    const { json } = await callBackend('GET', '/api/v2/user/favourites-share', { cookie: session });
    const share = zGetUserFavouritesShareResponse.parse(json);
    expect(share.url).toBe(`/user/favourites/${share.encryptedShare}`);
    expect(share.encryptedShare).not.toContain('9001');
    const shared = await callBackend('GET', `/api/v2/user/variants-liked?sort=newest&encryptedShare=${share.encryptedShare}`);
    expect(zGetUserVariantsLikedResponse.parse(shared.json).pagination.totalCount).toBe(3);
  });

  test('a tampered or made-up token is 404, never a crash', async () => {
    const { json } = await callBackend('GET', '/api/v2/user/favourites-share', { cookie: session });
    const token = zGetUserFavouritesShareResponse.parse(json).encryptedShare;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [tampered, 'abc', 'x'.repeat(60)]) {
      const { status, json: problem } = await callBackend('GET', `/api/v2/user/variants-liked?sort=newest&encryptedShare=${bad}`);
      expect(status).toBe(404);
      expect(problem).toMatchObject({ field: 'query.encryptedShare' });
    }
  });
});

test('remarketing suggests what the visitor liked, and deals to a new visitor', async () => {
  const known = zGetUserRemarketingVariantsResponse.parse((await callBackend('GET', '/api/v2/user/remarketing-variants?limit=5', { cookie: session })).json);
  expect(known.variants.every((v) => [101, 102, 103].includes(v.id))).toBe(true);
  expect(known.variants.length).toBeGreaterThan(0);
  const stranger = zGetUserRemarketingVariantsResponse.parse((await callBackend('GET', '/api/v2/user/remarketing-variants?limit=5')).json);
  expect(stranger.variants).toHaveLength(5);
  expect(stranger.variants.every((v) => v.discounted && v.inStock)).toBe(true);
});

test('watched variants of the user', async () => {
  await callBackend('POST', '/api/v1/cuib/watchdog/104', { cookie: session, body: { email: 'ioana.marin@exemplu.ro', targetPrice: 100 } });
  const { json } = await callBackend('GET', '/api/v2/user/variants-watched', { cookie: session });
  expect(zGetUserVariantsWatchedResponse.parse(json).variants).toEqual([expect.objectContaining({ type: 'priceDrop', targetPrice: 100 })]);
});

test('deliveries of every shop offering the variant', async () => {
  const { status, json } = await callBackend('GET', '/api/v2/variant/1/deliveries');
  expect(status).toBe(200);
  const deliveries = zGetVariantDeliveriesResponse.parse(json);
  expect(deliveries.eshops.length).toBeGreaterThan(0);
  expect(deliveries.eshops[0]?.items[0]?.label).toMatch(/^Livrare|^Ridicare/);
  expect((await callBackend('GET', '/api/v2/variant/999999/deliveries')).status).toBe(404);
});
