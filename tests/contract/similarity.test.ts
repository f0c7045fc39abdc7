import { beforeAll, expect, test } from 'vitest';
import { zGetSimilarityResultResponse, zGetSimilarVariantsResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, useTestCatalogue } from '../support/embedded';

let variantId = 0;
beforeAll(async () => {
  await useTestCatalogue();
  variantId = (await store().selectFrom('variants').select('id').where('active', '=', 1).orderBy('popularity', 'desc').limit(1).executeTakeFirstOrThrow()).id;
});

test('a similarity result can be shown again by its id: the same variant and the same similar ones', async () => {
  const first = zGetSimilarVariantsResponse.parse((await callBackend('GET', `/api/v2/variant/${variantId}/similar-variants`)).json);
  expect(first.variants.length).toBeGreaterThan(0);
  expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
  const { status, json } = await callBackend('GET', `/api/v2/similarity/${first.requestId}`);
  expect(status).toBe(200);
  const again = zGetSimilarityResultResponse.parse(json);
  expect(again.variant.id).toBe(variantId);
  expect(again.variants.map((variant) => variant.id)).toEqual(first.variants.map((variant) => variant.id));
});

test('an unknown result is 404 and a malformed id 400, naming the field', async () => {
  const unknown = await callBackend('GET', '/api/v2/similarity/2f1b6c0e-4a7d-4b8e-9a41-0d2c5e7f9b13');
  expect(unknown.status).toBe(404);
  expect(unknown.json).toMatchObject({ field: 'path.requestId' });
  const malformed = await callBackend('GET', '/api/v2/similarity/nu-e-un-id');
  expect(malformed.status).toBe(400);
  expect(malformed.json).toMatchObject({ field: 'path.requestId' });
});
