import { beforeAll, describe, expect, test } from 'vitest';
import { zCreateComparisonResponse, zGetComparisonResponse } from '#generated/main-api/zod.gen';
import { zGetReceivedLikesCountResponse } from '#generated/likes/zod.gen';
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
    expect(comparison.url).toBe(`/compare-products/${comparison.id}`);
    const read = await callBackend('GET', `/api/v2/comparisons/${comparison.id}`, { cookie: visitor(2) });
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
