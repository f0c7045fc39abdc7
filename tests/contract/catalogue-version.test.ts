import { beforeAll, describe, expect, test } from 'vitest';
import { zGetCatalogueVersionResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { changeVariantPrice } from '#server/repositories/prices';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(600));

const versionOf = async (query = '') => {
  const { status, json, headers } = await callBackend('GET', `/api/v2/catalogue/version${query}`);
  expect(status, JSON.stringify(json)).toBe(200);
  expect(headers.get('cache-control')).toBe('no-store');
  return zGetCatalogueVersionResponse.parse(json).version;
};

/** Two listed variants of different products. */
async function twoProducts() {
  const rows = await store().selectFrom('variants').select(['id', 'product_id', 'price']).where('active', '=', 1).orderBy('id').limit(50).execute();
  const first = rows[0]!;
  const other = rows.find((row) => row.product_id !== first.product_id)!;
  return { first, other };
}

describe('GET /api/v2/catalogue/version', () => {
  test('a product page’s version changes with its own offers only; the catalogue’s with any', async () => {
    const { first, other } = await twoProducts();
    const page = `?productId=${first.product_id}`;
    const [catalogue, product] = [await versionOf(), await versionOf(page)];
    expect(await versionOf(`?variantId=${first.id}`)).toBe(product);

    await changeVariantPrice(store(), other.id, other.price + 11);
    expect(await versionOf()).not.toBe(catalogue);
    expect(await versionOf(page)).toBe(product);

    await changeVariantPrice(store(), first.id, first.price + 7);
    const changed = await versionOf(page);
    expect(changed).not.toBe(product);
    expect(await versionOf(`?variantId=${first.id}`)).toBe(changed);
  });

  test('a product that does not exist has a version too (its page is a 404, never kept)', async () => {
    expect(await versionOf('?productId=999999999')).toBe(await versionOf('?variantId=999999999'));
  });

  test('both ids name one page when the variant is an offer of the product, else a 404 naming the variant', async () => {
    const { first, other } = await twoProducts();
    expect(await versionOf(`?productId=${first.product_id}&variantId=${first.id}`)).toBe(await versionOf(`?productId=${first.product_id}`));
    const { status, json } = await callBackend('GET', `/api/v2/catalogue/version?productId=${first.product_id}&variantId=${other.id}`);
    expect(status).toBe(404);
    expect(json).toMatchObject({ field: 'query.variantId' });
  });

  test.each([
    ['?productId=abc', 'query.productId'],
    ['?variantId=0', 'query.variantId'],
  ])('%s is a 400 naming the field', async (query, field) => {
    const { status, json } = await callBackend('GET', `/api/v2/catalogue/version${query}`);
    expect(status).toBe(400);
    expect(json).toMatchObject({ field });
  });
});
