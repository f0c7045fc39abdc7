import { beforeAll, describe, expect, test } from 'vitest';
import { zPostVariantFeedResponse, zPostVariantFilteringResponse } from '#generated/main-api/zod.gen';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(6000));

const filtering = async (url: string) => {
  const { status, json } = await callBackend('POST', '/api/v2/variant/filtering', { body: { url } });
  expect(status, JSON.stringify(json)).toBe(200);
  return zPostVariantFilteringResponse.parse(json);
};
const feed = async (url: string) => zPostVariantFeedResponse.parse((await callBackend('POST', '/api/v2/variant/feed', { body: { url } })).json);

describe('POST /api/v2/variant/filtering', () => {
  test('counts agree with the feed, and each choice URL gives the count it promised', async () => {
    const result = await filtering('/produse/mobila');
    expect(result.totalCount).toBe((await feed('/produse/mobila')).pagination.totalCount);
    const colour = result.groups.features[0]!.choices[0]!;
    expect(colour.url).toMatch(/^\/produse\/mobila\?culoare=/);
    expect((await feed(colour.url)).pagination.totalCount).toBe(colour.count);
    const shop = result.groups.eshops!.choices[0]!;
    expect((await feed(shop.url)).pagination.totalCount).toBe(shop.count);
  });

  test('a chosen value that nothing else matches stays listed, at 0, to be removed', async () => {
    // Under 1 leu nothing is listed: every colour and shop counts 0, the chosen ones still show.
    const result = await filtering('/produse/canapele?culoare=gri&pret-pana-la=1');
    expect(result.totalCount).toBe(0);
    expect(result.groups.features[0]!.choices).toEqual([expect.objectContaining({ ident: 'gri', selected: true, count: 0, disabled: false })]);
  });

  test('choosing a colour changes the counts of the other groups, not its own', async () => {
    const before = await filtering('/produse/mobila');
    const first = before.groups.features[0]!.choices[0]!;
    const after = await filtering(first.url);
    const colours = after.groups.features[0]!.choices;
    expect(colours.find((choice) => choice.ident === first.ident)).toMatchObject({ selected: true, count: first.count });
    expect(colours.filter((choice) => !choice.selected).map((choice) => choice.count).sort()).toEqual(
      before.groups.features[0]!.choices.filter((choice) => choice.ident !== first.ident).map((choice) => choice.count).sort(),
    );
    expect(after.totalCount).toBe(first.count);
    expect(after.groups.manufacturers!.choices.reduce((sum, choice) => sum + choice.count!, 0)).toBe(after.totalCount);
    // A selected choice's URL removes it again.
    expect(colours.find((choice) => choice.selected)!.url).toBe('/produse/mobila');
  });

  test('price: range, histogram over the whole range, and a price filter that keeps the range', async () => {
    const all = await filtering('/produse/mobila');
    const price = all.groups.price!;
    expect(price.histogram).toHaveLength(12);
    expect(price.histogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(all.totalCount);
    const filtered = await filtering('/produse/mobila?pret-de-la=500&pret-pana-la=1500');
    expect(filtered.groups.price!.range).toMatchObject({ min: price.range.min, max: price.range.max, selected: true, selectedMin: 500, selectedMax: 1500, url: '/produse/mobila' });
    expect(filtered.totalCount).toBe((await feed('/produse/mobila?pret-de-la=500&pret-pana-la=1500')).pagination.totalCount);
  });

  test('category children with counts, sort choices, promo multichoice', async () => {
    const result = await filtering('/produse/mobila');
    const children = result.groups.category!.choices;
    expect(children.map((choice) => choice.name)).toContain('Canapele și fotolii');
    expect(children.reduce((sum, choice) => sum + choice.count!, 0)).toBe(result.totalCount);
    expect(result.groups.sort.choices.find((choice) => choice.selected)?.value).toBe('relevance');
    expect(result.groups.promo?.type).toBe('multichoice');
  });

  test('two filters are not followable; one is', async () => {
    const result = await filtering('/produse/mobila?culoare=gri');
    expect(result.groups.features[0]!.choices.find((choice) => choice.ident === 'gri')?.followable).toBe(true);
    expect(result.groups.eshops!.choices[0]!.followable).toBe(false);
  });

  test.each([
    ['an unknown shop', '/produse?magazin=nu-exista', 400],
    ['an unknown promo', '/produse?promotie=gratis', 400],
    ['an unknown category', '/produse/nu-exista', 404],
  ])('%s is refused', async (_, url, status) => {
    const response = await callBackend('POST', '/api/v2/variant/filtering', { body: { url } });
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ field: 'body.url' });
  });
});
