import { beforeAll, expect, test } from 'vitest';
import { zGetAdminDataResponse } from '#generated/admin-data/zod.gen';
import { sql } from 'kysely';
import { inCategoryTree } from '#server/repositories/categories';
import { store } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

const staff = { id: 1, name: 'Echipa Cuib', email: 'echipa@cuib.ro' };

let admin = '';
let staffByProject = '';
let shopper = '';
beforeAll(async () => {
  await useTestCatalogue();
  admin = await sessionCookie({ ...staff, admin: true });
  staffByProject = await sessionCookie({ ...staff, admin: { cuib: true } });
  shopper = await sessionCookie({ ...staff, admin: false });
});

const path = '/v1/data?project=cuib&categoryId=1&variantIds=3%7C5%7C8&variant=listing&withCpc=true';

test('staff get current and previous ranking data of each variant', async () => {
  const { status, json } = await callBackend('GET', path, { cookie: admin });
  expect(status).toBe(200);
  const data = zGetAdminDataResponse.parse(json);
  expect(data.map((entry) => entry.variantId).sort((a, b) => a - b)).toEqual([3, 5, 8]);
  expect(data[0]?.previousData?.date).not.toBe(data[0]?.data.date);
  expect((await callBackend('GET', path, { cookie: admin })).json).toEqual(json);
});

test('each rank is 1 + the active variants of the category (with everything beneath it) more popular, as SQL counts them', async () => {
  const { id: category } = await store().selectFrom('categories').select('id').where('slug', '=', 'mobila').executeTakeFirstOrThrow();
  const sample = await store().selectFrom('variants').select(['id', 'popularity']).where('active', '=', 1).orderBy('id').limit(40).execute();
  const { json } = await callBackend('GET', `/v1/data?project=cuib&categoryId=${category}&variantIds=${sample.map((row) => row.id).join('%7C')}&variant=listing`, { cookie: admin });
  const ranks = new Map(zGetAdminDataResponse.parse(json).map((entry) => [entry.variantId, entry.data.rank]));
  // The category, its children and their children.
  const rankOf = async (popularity: number) =>
    (
      await store()
        .selectFrom('variants as v')
        .innerJoin('categories as c', 'c.id', 'v.category_id')
        .select(sql<number>`COUNT(*) + 1`.as('rank'))
        .where('v.active', '=', 1)
        .where('v.popularity', '>', popularity)
        .where(inCategoryTree(category))
        .executeTakeFirstOrThrow()
    ).rank;
  for (const row of sample) expect(ranks.get(row.id), `variant ${row.id}`).toBe(await rankOf(row.popularity));
  expect(new Set(ranks.values()).size).toBeGreaterThan(10);
});

test('an admin map granting the project counts as admin (SPEC §6)', async () => {
  expect((await callBackend('GET', path, { cookie: staffByProject })).status).toBe(200);
});

test('shoppers get 403, visitors 401', async () => {
  expect((await callBackend('GET', path, { cookie: shopper })).status).toBe(403);
  expect((await callBackend('GET', path)).status).toBe(401);
});

test.each([
  ['missing variantIds', '/v1/data?project=cuib&categoryId=1&variant=listing', 'query.variantIds'],
  ['ids that are not numbers', '/v1/data?project=cuib&categoryId=1&variantIds=a%7Cb&variant=listing', 'query.variantIds'],
  ['an unknown flavour', '/v1/data?project=cuib&categoryId=1&variantIds=3&variant=other', 'query.variant'],
])('refuses %s naming the field', async (_, url, field) => {
  const { status, json } = await callBackend('GET', url, { cookie: admin });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field });
});

test('listings carry adminMode only for staff with the admin-mode cookie (SPEC §3, §6)', async () => {
  const feed = async (cookie?: string) => {
    const { json } = await callBackend('POST', '/api/v2/variant/feed', { cookie, body: { url: '/produse/canapele' } });
    return (json as { variants: { adminMode: unknown }[] }).variants.map((variant) => variant.adminMode);
  };
  const inAdminMode = await feed(`${admin}; admin-mode=1`);
  expect(inAdminMode[0]).toMatchObject({ esPosition: 1, optimizationType: expect.stringMatching(/^(automatic|manual|stableRank)$/) });
  expect(inAdminMode[1]).toMatchObject({ esPosition: 2 });
  expect(await feed(`${admin}; admin-mode=1`)).toEqual(inAdminMode);
  for (const cookie of [admin, `${shopper}; admin-mode=1`, 'admin-mode=1', undefined]) expect(new Set(await feed(cookie))).toEqual(new Set([null]));
});
