import { beforeAll, describe, expect, test } from 'vitest';
import { zGetLikeStatesResponse, zLikeItemResponse, zPairLikesResponse } from '#generated/likes/zod.gen';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const visitor = (n: number) => `cuib_visitor=00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('likes of an anonymous visitor', () => {
  test('a new visitor gets a visitor cookie', async () => {
    const { headers } = await callBackend('POST', '/api/v1/cuib/like/variant/10');
    expect(headers.get('set-cookie')).toMatch(/^cuib_visitor=[0-9a-f-]{36};.*HttpOnly/);
  });

  test('like, read and unlike', async () => {
    const cookie = visitor(1);
    const liked = await callBackend('POST', '/api/v1/cuib/like/variant/42', { cookie });
    expect(liked.status).toBe(200);
    expect(zLikeItemResponse.parse(liked.json)).toMatchObject({ item_id: 42, liked_by_user: true });

    const states = await callBackend('POST', '/api/v1/cuib/like/variant', { cookie, body: [42, 43] });
    expect(zGetLikeStatesResponse.parse(states.json).map((state) => state.liked_by_user)).toEqual([true, false]);

    expect((await callBackend('GET', '/api/v1/cuib/like-all/variant', { cookie })).json).toEqual([42]);

    const unliked = await callBackend('DELETE', '/api/v1/cuib/like/variant/42', { cookie });
    expect(zLikeItemResponse.parse(unliked.json)).toMatchObject({ liked_by_user: false });
    expect((await callBackend('GET', '/api/v1/cuib/like-all/variant', { cookie })).json).toEqual([]);
  });

  test('liking twice keeps one like', async () => {
    const cookie = visitor(2);
    await callBackend('POST', '/api/v1/cuib/like/variant/50', { cookie });
    const again = await callBackend('POST', '/api/v1/cuib/like/variant/50', { cookie });
    expect(again.json).toMatchObject({ likes_count: 1 });
  });

  test.each([
    ['an unknown item type', 'POST', '/api/v1/cuib/like/sofa/1', undefined, 'path.item_type'],
    ['an unknown project', 'POST', '/api/v1/altul/like/variant/1', undefined, 'path.project'],
    ['a negative id', 'POST', '/api/v1/cuib/like/variant/-3', undefined, 'path.item_id'],
    ['ids that are not numbers', 'POST', '/api/v1/cuib/like/variant', ['a'], 'body.0'],
    ['a body that is not a list', 'POST', '/api/v1/cuib/like/variant', { ids: [1] }, 'body'],
  ])('refuses %s with 400 naming the field', async (_, method, path, body, field) => {
    const { status, json } = await callBackend(method, path, { body, cookie: visitor(3) });
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: 400, field });
  });

  test('an unknown variant is 404', async () => {
    const { status } = await callBackend('POST', '/api/v1/cuib/like/variant/999999', { cookie: visitor(3) });
    expect(status).toBe(404);
  });
});

test('50 concurrent like/unlike toggles from different visitors lose no update', async () => {
  const variantId = 77;
  // 50 visitors like at once, then the even ones unlike at once while the others like again.
  // Each from an address of its own: one client's new likers are limited.
  const client = (n: number) => `10.0.${n}.1`;
  await Promise.all(Array.from({ length: 50 }, (_, n) => callBackend('POST', `/api/v1/cuib/like/variant/${variantId}`, { cookie: visitor(100 + n), client: client(n) })));
  await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      callBackend(n % 2 === 0 ? 'DELETE' : 'POST', `/api/v1/cuib/like/variant/${variantId}`, { cookie: visitor(100 + n), client: client(n) }),
    ),
  );
  const { json } = await callBackend('POST', '/api/v1/cuib/like/variant', { body: [variantId], cookie: visitor(999) });
  expect(json).toEqual([{ item_id: variantId, liked_by_user: false, saved_by_user: false, likes_count: 25, answers_count: expect.any(Number) }]);
});

test('many new shoppers behind one address (a carrier\'s shared address) may each like something', async () => {
  const client = '100.64.7.1';
  const statuses = await Promise.all(
    Array.from({ length: 40 }, (_, n) => callBackend('POST', `/api/v1/cuib/like/variant/${200 + n}`, { cookie: visitor(400 + n), client }).then((answer) => answer.status)),
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
});

test('after login, GET /login pairs the visitor likes to the account', async () => {
  const cookie = visitor(5);
  await callBackend('POST', '/api/v1/cuib/like/variant/11', { cookie });
  await callBackend('POST', '/api/v1/cuib/like/variant/12', { cookie });
  const session = `${cookie}; ${await sessionCookie({ id: 7001, name: 'Ana Popescu', email: 'ana.popescu@exemplu.ro' })}`;

  expect((await callBackend('GET', '/api/v1/cuib/login', { cookie })).status).toBe(401);
  const paired = await callBackend('GET', '/api/v1/cuib/login', { cookie: session });
  expect(zPairLikesResponse.parse(paired.json)).toEqual({ paired: 2 });
  expect((await callBackend('GET', '/api/v1/cuib/like-all/variant', { cookie: session })).json).toEqual(expect.arrayContaining([11, 12]));
  // The anonymous visitor no longer holds them.
  expect((await callBackend('GET', '/api/v1/cuib/like-all/variant', { cookie })).json).toEqual([]);
});

describe('pairing from a page of another site', () => {
  // A link or redirect elsewhere opening the address as a top-level GET must not move anyone's likes.
  test.each([
    ['cross-site', undefined],
    ['same-site', undefined],
    ['same-site', 'https://magazin.cuib.ro'],
  ])('Sec-Fetch-Site: %s (Origin %s) is refused with a 403 problem, and nothing moves', async (fetchSite, origin) => {
    const cookie = visitor(8);
    await callBackend('POST', '/api/v1/cuib/like/variant/21', { cookie });
    const session = `${cookie}; ${await sessionCookie({ id: 7002, name: 'Dan Pop', email: 'dan.pop@exemplu.ro' })}`;
    const refused = await callBackend('GET', '/api/v1/cuib/login', { cookie: session, origin, headers: { 'sec-fetch-site': fetchSite, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    expect(refused.status).toBe(403);
    expect(refused.type).toMatch(/^application\/problem\+json/);
    expect(refused.json).toMatchObject({ status: 403, field: 'header.sec-fetch-site' });
    // Still the anonymous visitor's.
    expect((await callBackend('GET', '/api/v1/cuib/like-all/variant', { cookie })).json).toEqual([21]);
  });

  test.each(['same-origin', 'none'])('Sec-Fetch-Site: %s pairs as before', async (fetchSite) => {
    const n = fetchSite === 'none' ? 9 : 10;
    const cookie = visitor(n);
    await callBackend('POST', '/api/v1/cuib/like/variant/22', { cookie });
    const session = `${cookie}; ${await sessionCookie({ id: 7000 + n, name: 'Ioana Pop', email: `ioana.pop.${n}@exemplu.ro` })}`;
    const paired = await callBackend('GET', '/api/v1/cuib/login', { cookie: session, headers: { 'sec-fetch-site': fetchSite } });
    expect(paired.status).toBe(200);
    expect(zPairLikesResponse.parse(paired.json).paired).toBe(1);
  });
});

test('a forged login token is ignored: the request counts as the anonymous visitor', async () => {
  const cookie = `${visitor(6)}; cuib_token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.bm90LWEtc2lnbmF0dXJl`;
  expect((await callBackend('GET', '/api/v1/cuib/login', { cookie })).status).toBe(401);
});

test('like states count the answered questions of each variant\'s product (answersCount, on by default)', async () => {
  const { store } = await import('#server/context');
  const answered = await store()
    .selectFrom('variants as v')
    .innerJoin('questions as q', (join) => join.onRef('q.product_id', '=', 'v.product_id').on('q.status', '=', 'published'))
    .innerJoin('answers as a', (join) => join.onRef('a.question_id', '=', 'q.id').on('a.status', '=', 'published'))
    .select((eb) => ['v.id', eb.fn.count<number>('q.id').distinct().as('count')])
    .groupBy('v.id')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const unanswered = await store()
    .selectFrom('variants as v')
    .select('v.id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('questions as q').innerJoin('answers as a', 'a.question_id', 'q.id').select('q.id').whereRef('q.product_id', '=', 'v.product_id'))),
    )
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const states = await callBackend('POST', '/api/v1/cuib/like/variant?answersCount=true', { cookie: visitor(900), body: [answered.id, unanswered.id] });
  expect(zGetLikeStatesResponse.parse(states.json).map((state) => state.answers_count)).toEqual([answered.count, 0]);
  const byDefault = await callBackend('POST', '/api/v1/cuib/like/variant', { cookie: visitor(900), body: [answered.id] });
  expect(zGetLikeStatesResponse.parse(byDefault.json)[0]?.answers_count).toBe(answered.count);
  const without = await callBackend('POST', '/api/v1/cuib/like/variant?answersCount=false', { cookie: visitor(900), body: [answered.id] });
  expect(zGetLikeStatesResponse.parse(without.json)[0]).not.toHaveProperty('answers_count');
});
