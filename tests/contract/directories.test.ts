import { beforeAll, describe, expect, test } from 'vitest';
import {
  zGetCategoryPageByIdResponse,
  zGetManufacturerPageResponse,
  zGetManufacturersResponse,
  zGetShopsResponse,
  zPostVariantFeedResponse,
} from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(3000));

const feed = async (url: string) => {
  const { status, json } = await callBackend('POST', '/api/v2/variant/feed', { body: { url } });
  expect(status, JSON.stringify(json)).toBe(200);
  return zPostVariantFeedResponse.parse(json);
};
/** Active variants of the catalogue, only those `where` keeps. */
const activeVariants = () => store().selectFrom('variants').select((eb) => eb.fn.countAll<number>().as('n')).where('active', '=', 1);

describe('directories and pages by id', () => {
  test('category page by id: the same page as by slug (for the /category/{id} redirect)', async () => {
    const bySlug = (await callBackend('GET', '/api/v2/pages/category/canapele')).json as { category: { id: number } };
    const { status, json } = await callBackend('GET', `/api/v2/pages/category/id/${bySlug.category.id}`);
    expect(status).toBe(200);
    expect(zGetCategoryPageByIdResponse.parse(json)).toEqual(bySlug);
    expect((await callBackend('GET', '/api/v2/pages/category/id/99999')).json).toMatchObject({ status: 404, field: 'path.categoryId' });
    expect((await callBackend('GET', '/api/v2/pages/category/id/abc')).json).toMatchObject({ status: 400, field: 'path.categoryId' });
  });

  test('shops by name with their active offers, as the shop listing counts them', async () => {
    const { shops } = zGetShopsResponse.parse((await callBackend('GET', '/api/v2/shops')).json);
    expect(shops.length).toBeGreaterThanOrEqual(60);
    expect(shops.map((shop) => shop.name)).toEqual([...shops.map((shop) => shop.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const shop = shops.find((entry) => entry.offersCount > 0)!;
    expect((await feed(`/produse/magazin/${shop.slug}`)).pagination.totalCount).toBe(shop.offersCount);
  });

  test('manufacturers and a manufacturer page whose listing URL gives its offers', async () => {
    const { manufacturers } = zGetManufacturersResponse.parse((await callBackend('GET', '/api/v2/manufacturers')).json);
    expect(manufacturers).toHaveLength(20);
    const maker = manufacturers[0]!;
    const page = zGetManufacturerPageResponse.parse((await callBackend('GET', `/api/v2/pages/manufacturer/${maker.slug}`)).json);
    expect(page).toMatchObject({ manufacturer: maker, listingUrl: `/produse?producator=${maker.slug}` });
    expect(page.categories.length).toBeGreaterThan(0);
    expect((await feed(page.listingUrl)).pagination.totalCount).toBe(maker.offersCount);
    // Named twice, in one value or repeated, a manufacturer counts once; an unknown one is refused.
    expect((await feed(`/produse?producator=${maker.slug},${maker.slug}&producator=${maker.slug}`)).pagination.totalCount).toBe(maker.offersCount);
    const unknown = await callBackend('POST', '/api/v2/variant/feed', { body: { url: `/produse?producator=${maker.slug},nu-exista` } });
    expect(unknown).toMatchObject({ status: 400, json: { status: 400, field: 'body.url', detail: '„producator” conține o valoare necunoscută: „nu-exista”.' } });
    expect((await callBackend('GET', '/api/v2/pages/manufacturer/nu-exista')).json).toMatchObject({ status: 404, field: 'path.slug' });
  });
});

describe('listing filters of the special pages', () => {
  test('reducere=da keeps discounted offers only', async () => {
    const { variants, pagination } = await feed('/produse/mobila?reducere=da');
    expect(pagination.totalCount).toBeGreaterThan(0);
    expect(pagination.totalCount).toBeLessThan((await feed('/produse/mobila')).pagination.totalCount);
    for (const variant of variants) expect(variant.price.priceBeforeDiscount!).toBeGreaterThan(variant.price.price);
  });

  test('voucher=da keeps offers with a voucher, as many as the database has', async () => {
    const { variants, pagination } = await feed('/produse?voucher=da');
    expect(pagination.totalCount).toBe((await activeVariants().where('voucher_code', 'is not', null).executeTakeFirstOrThrow()).n);
    for (const variant of variants) expect(variant.voucher?.code).toBeTruthy();
  });

  test('livrare-in-zile=3 keeps offers delivered within three days', async () => {
    const { variants, pagination } = await feed('/produse?livrare-in-zile=3');
    expect(pagination.totalCount).toBe((await activeVariants().where('delivery_in_days', '<=', 3).executeTakeFirstOrThrow()).n);
    for (const variant of variants) expect(variant.deliveryInDays).toBeLessThanOrEqual(3);
  });

  test.each(['reducere=nu', 'voucher=1', 'livrare-in-zile=-2', 'livrare-in-zile=doua'])('%s is a 400 naming body.url', async (query) => {
    const { status, json } = await callBackend('POST', '/api/v2/variant/feed', { body: { url: `/produse?${query}` } });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field: 'body.url' });
  });
});
