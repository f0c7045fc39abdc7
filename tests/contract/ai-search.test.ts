import { beforeAll, expect, test } from 'vitest';
import { zPostAiSearchResponse, zPostVariantFeedResponse } from '#generated/main-api/zod.gen';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(6000));

const ask = async (query: string, categoryId: number | null = null) => {
  const { status, json } = await callBackend('POST', '/api/v2/ai-search', { body: { query, categoryId } });
  expect(status).toBe(200);
  return zPostAiSearchResponse.parse(json);
};

test.each([
  ['canapea extensibilă gri sub 2000 lei', '/produse/canapele-extensibile?pret-pana-la=2000&culoare=gri', 3],
  ['masă de grădină 6 persoane', '/produse/mese-de-gradina?q=persoane', 1],
  ['covor din lână între 300 și 900 de lei', '/produse/covoare?pret-de-la=300&pret-pana-la=900&material=lana', 4],
  ['lustră scandinavă neagră', '/produse/lustre?culoare=negru&stil=scandinav', 3],
])('„%s” → %s', async (query, url, filtersCount) => {
  const answer = await ask(query);
  expect(answer.url).toBe(url);
  expect(answer.filtersCount).toBe(filtersCount);
  const feed = zPostVariantFeedResponse.parse((await callBackend('POST', '/api/v2/variant/feed', { body: { url: answer.url } })).json);
  expect(answer.resultsCount).toBe(feed.pagination.totalCount);
});

test('a query with no known words searches product names in the whole marketplace', async () => {
  expect((await ask('ceva complet necunoscut')).url).toBe('/produse?q=ceva+complet+necunoscut');
});

test('an empty query is refused naming the field', async () => {
  const { status, json } = await callBackend('POST', '/api/v2/ai-search', { body: { query: '', categoryId: null } });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field: 'body.query' });
});
