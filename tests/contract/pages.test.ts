import { beforeAll, describe, expect, test } from 'vitest';
import {
  zGetProductPageResponse,
  zGetShopPageResponse,
  zGetSimilarVariantsResponse,
  zGetVariantPageResponse,
  zPostVariantFeedResponse,
} from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, useTestCatalogue } from '../support/embedded';

let multiShop = { id: 0, product_id: 0 };
beforeAll(async () => {
  await useTestCatalogue();
  // A variant whose product is offered by several shops in its colour.
  multiShop = await store()
    .selectFrom('variants as v')
    .select(['v.id', 'v.product_id'])
    .where('v.active', '=', 1)
    .where(
      (eb) =>
        eb
          .selectFrom('variants as o')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('o.product_id', '=', 'v.product_id')
          .whereRef('o.colour', '=', 'v.colour'),
      '>=',
      3,
    )
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirstOrThrow();
});

describe('product and variant pages', () => {
  test('a variant page has its product, colours, other shops and the whole trail', async () => {
    const { status, json } = await callBackend('GET', `/api/v2/pages/variant/${multiShop.id}`);
    expect(status).toBe(200);
    const page = zGetVariantPageResponse.parse(json);
    expect(page.variant.id).toBe(multiShop.id);
    expect(page.product.id).toBe(multiShop.product_id);
    expect(page.alternativeOffers.length).toBeGreaterThanOrEqual(2);
    expect(page.alternativeOffers.every((offer) => offer.id !== multiShop.id)).toBe(true);
    expect(page.breadcrumbs).toHaveLength(5);
    expect(page.product.parameters.map((parameter) => parameter.name)).toContain('Material');
  });

  test('a product page centres on its cheapest active offer', async () => {
    const page = zGetProductPageResponse.parse((await callBackend('GET', `/api/v2/pages/product/${multiShop.product_id}`)).json);
    const prices = [page.variant, ...page.alternativeOffers].filter((v) => v.active).map((v) => v.price.price);
    expect(page.variant.price.price).toBe(Math.min(...prices));
  });

  test('the title counts what the offers section lists: the shops of this colour', async () => {
    const page = zGetVariantPageResponse.parse((await callBackend('GET', `/api/v2/pages/variant/${multiShop.id}`)).json);
    const shops = 1 + page.alternativeOffers.length;
    expect(page.meta.title.replaceAll('\u00a0', ' ')).toBe(`${page.variant.name} — oferte de la ${shops} magazine | Cuib`);
    // Its price in the description as shops write it: `1.628,99 lei`, never `1628,99 lei`.
    expect(page.meta.description).toMatch(/, (\d{1,3}(\.\d{3})*),\d{2} lei\./);
  });

  test('unknown ids are 404', async () => {
    expect((await callBackend('GET', '/api/v2/pages/variant/999999')).status).toBe(404);
    expect((await callBackend('GET', '/api/v2/pages/product/999999')).status).toBe(404);
  });
});

describe('shop pages', () => {
  test('by slug and by merchant id, with a listing of its own products', async () => {
    const bySlug = zGetShopPageResponse.parse((await callBackend('GET', '/api/v2/pages/shop/mobila-dalin')).json);
    const byId = zGetShopPageResponse.parse((await callBackend('GET', `/api/v2/pages/shop/id/${bySlug.shop.id}`)).json);
    expect(byId.shop).toEqual(bySlug.shop);
    const feed = zPostVariantFeedResponse.parse((await callBackend('POST', '/api/v2/variant/feed', { body: { url: bySlug.listingUrl } })).json);
    expect(feed.variants.length).toBeGreaterThan(0);
    expect(feed.variants.every((variant) => variant.eshop.slug === 'mobila-dalin')).toBe(true);
  });

  test('an unknown shop is 404', async () => {
    expect((await callBackend('GET', '/api/v2/pages/shop/nu-exista')).status).toBe(404);
    expect((await callBackend('POST', '/api/v2/variant/feed', { body: { url: '/produse/magazin/nu-exista' } })).status).toBe(404);
  });
});

test('similar variants: same category, other products, closest price first', async () => {
  const { json } = await callBackend('GET', `/api/v2/variant/${multiShop.id}/similar-variants`);
  const similar = zGetSimilarVariantsResponse.parse(json);
  const page = zGetVariantPageResponse.parse((await callBackend('GET', `/api/v2/pages/variant/${multiShop.id}`)).json);
  expect(similar.variants.length).toBeGreaterThan(0);
  expect(similar.variants.every((variant) => variant.category.id === page.variant.category.id)).toBe(true);
  expect(similar.variants.some((variant) => page.alternativeOffers.some((offer) => offer.id === variant.id))).toBe(false);
  const same = await callBackend('GET', `/api/v2/variant/${multiShop.id}/similarity?mode=onlyCache`);
  expect(zGetSimilarVariantsResponse.parse(same.json).variants.map((v) => v.id)).toEqual(similar.variants.map((v) => v.id));
  expect((await callBackend('GET', `/api/v2/variant/${multiShop.id}/similarity?mode=guess`)).status).toBe(400);
});
