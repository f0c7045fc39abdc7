import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { zCreateComparisonResponse, zGetComparisonResponse } from '#generated/main-api/zod.gen';
import { zGetReceivedLikesCountResponse, zLikeItemResponse } from '#generated/likes/zod.gen';
import { store } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const visitor = (n: number) => `cuib_visitor=00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

describe('saved comparisons', () => {
  test('saved with its variants in order, read back by anyone from its link', async () => {
    const created = await callBackend('POST', '/api/v2/comparisons', { cookie: visitor(1), body: { variantIds: [12, 5, 30] } });
    expect(created.status).toBe(201);
    const comparison = zCreateComparisonResponse.parse(created.json);
    expect(comparison.variants.map((variant) => variant.id)).toEqual([12, 5, 30]);
    expect(comparison.name).toMatch(/^Comparație: /);
    const key = comparison.url.slice('/compare-products/'.length);
    const read = await callBackend('GET', `/api/v2/comparisons/${key}`, { cookie: visitor(2) });
    expect(zGetComparisonResponse.parse(read.json)).toEqual(comparison);
  });

  test.each([
    ['a single variant', { variantIds: [1] }, 400, 'body.variantIds'],
    ['nine variants', { variantIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 400, 'body.variantIds'],
    ['the same variant twice', { variantIds: [1, 1] }, 400, 'body.variantIds'],
    ['a name of 81 characters', { name: 'x'.repeat(81), variantIds: [1, 2] }, 400, 'body.name'],
    ['an unknown variant', { variantIds: [1, 99999999] }, 404, 'body.variantIds'],
  ])('%s is refused, naming the field', async (_, body, status, field) => {
    const { status: actual, json } = await callBackend('POST', '/api/v2/comparisons', { body });
    expect(actual).toBe(status);
    expect(json).toMatchObject({ status, field });
  });

  test('an unknown comparison is 404; liking one is 404 too', async () => {
    expect((await callBackend('GET', '/api/v2/comparisons/424242')).json).toMatchObject({ status: 404, field: 'path.comparisonId' });
    expect((await callBackend('POST', '/api/v1/cuib/like/comparison/424242', { cookie: visitor(3) })).json).toMatchObject({ status: 404, field: 'path.item_id' });
  });

  test('likes others give a comparison count as its author’s received likes, after the author logs in', async () => {
    const author = visitor(10);
    const { json } = await callBackend('POST', '/api/v2/comparisons', { cookie: author, body: { name: 'Paturi pentru dormitor', variantIds: [40, 41] } });
    const { id } = zCreateComparisonResponse.parse(json);
    for (const fan of [11, 12, 13]) expect((await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { cookie: visitor(fan) })).status).toBe(200);
    // The author's own like does not count as received.
    await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { cookie: author });

    const session = `${author}; ${await sessionCookie({ id: 7100, name: 'Ioana Marin', email: 'ioana.marin@exemplu.ro' })}`;
    const received = async () => zGetReceivedLikesCountResponse.parse((await callBackend('GET', '/api/v1/cuib/like/received/user/comparison', { cookie: session })).json).count;
    expect(await received()).toBe(0);
    await callBackend('GET', '/api/v1/cuib/login', { cookie: session });
    expect(await received()).toBe(3);
  });
});

describe('a comparison’s link cannot be guessed', () => {
  const keyOf = (url: string) => /^\/compare-products\/([0-9a-f]{32})$/.exec(url)?.[1];

  test('its address is a 128-bit random key; its number reads nothing for anyone but its owner', async () => {
    const saved = await Promise.all([1, 2, 3].map(async () => zCreateComparisonResponse.parse((await callBackend('POST', '/api/v2/comparisons', { cookie: visitor(20), body: { name: 'Cadou pentru Ana', variantIds: [7, 8] } })).json)));
    const keys = saved.map((comparison) => keyOf(comparison.url));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
    // Consecutive comparisons have consecutive numbers; their keys have nothing in common.
    expect(keys.map((key) => BigInt(`0x${key}`)).every((key, i, all) => i === 0 || key - all[i - 1]! !== 1n)).toBe(true);
    for (const { id } of saved) {
      expect(await callBackend('GET', `/api/v2/comparisons/${id}`, { cookie: visitor(21) })).toMatchObject({ status: 404, json: { field: 'path.comparisonId' } });
      expect((await callBackend('GET', `/api/v2/comparisons/${id}`)).status).toBe(404);
      // Its owner still reads it by number (and learns its address).
      const own = await callBackend('GET', `/api/v2/comparisons/${id}`, { cookie: visitor(20) });
      expect(own.status).toBe(200);
      expect(zGetComparisonResponse.parse(own.json).url).toBe(saved.find((comparison) => comparison.id === id)!.url);
    }
    for (const key of keys) expect((await callBackend('GET', `/api/v2/comparisons/${key}`, { cookie: visitor(21) })).status).toBe(200);
    expect((await callBackend('GET', `/api/v2/comparisons/${'0'.repeat(32)}`)).status).toBe(404);
  });

  test('one saved before keys existed is still read by its number, so its shared links lead to its address', async () => {
    const { json } = await callBackend('POST', '/api/v2/comparisons', { cookie: visitor(22), body: { variantIds: [9, 10] } });
    const comparison = zCreateComparisonResponse.parse(json);
    // What the migration marks every comparison saved until then: its number was its public link.
    await store().updateTable('comparisons').set({ by_number: 1 }).where('id', '=', comparison.id).execute();
    const read = await callBackend('GET', `/api/v2/comparisons/${comparison.id}`, { cookie: visitor(23) });
    expect(read.status).toBe(200);
    expect(zGetComparisonResponse.parse(read.json).url).toBe(comparison.url);
  });

  test.each(['abc', '-1', '0', 'g'.repeat(32), '1'.repeat(40)])('a malformed id (%s) is a 400 naming the field', async (id) => {
    expect((await callBackend('GET', `/api/v2/comparisons/${id}`)).json).toMatchObject({ status: 400, field: 'path.comparisonId' });
  });
});

describe('likes are one per visitor', () => {
  test('150 likes from one client without a cookie do not make 150', async () => {
    const { json } = await callBackend('POST', '/api/v2/comparisons', { cookie: visitor(30), body: { variantIds: [20, 21] } });
    const { id } = zCreateComparisonResponse.parse(json);
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) statuses.push((await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { client: '203.0.113.9' })).status);
    const state = zLikeItemResponse.parse((await callBackend('POST', '/api/v1/cuib/like/comparison/' + id, { cookie: visitor(31), client: '198.51.100.4' })).json);
    // 30 new likers an hour from one client, and the one visitor with a cookie.
    expect(state.likes_count).toBeLessThanOrEqual(31);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(120);
    // Another client is not held back by that one.
    expect((await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { client: '198.51.100.7' })).status).toBe(200);
  });

  test('nor do 150 likes from one client sending a made-up visitor id each time', async () => {
    const { json } = await callBackend('POST', '/api/v2/comparisons', { cookie: visitor(34), body: { variantIds: [24, 25] } });
    const { id } = zCreateComparisonResponse.parse(json);
    for (let i = 0; i < 150; i++) await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { cookie: `cuib_visitor=${randomUUID()}`, client: '203.0.113.10' });
    const state = zLikeItemResponse.parse((await callBackend('POST', '/api/v1/cuib/like/comparison/' + id, { cookie: visitor(35), client: '198.51.100.5' })).json);
    expect(state.likes_count).toBeLessThanOrEqual(31);
  });

  test('a visitor liking again and again counts once', async () => {
    const { json } = await callBackend('POST', '/api/v2/comparisons', { cookie: visitor(32), body: { variantIds: [22, 23] } });
    const { id } = zCreateComparisonResponse.parse(json);
    for (let i = 0; i < 5; i++) await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { cookie: visitor(33) });
    expect(zLikeItemResponse.parse((await callBackend('POST', `/api/v1/cuib/like/comparison/${id}`, { cookie: visitor(33) })).json).likes_count).toBe(1);
  });
});
