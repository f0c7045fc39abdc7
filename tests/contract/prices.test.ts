import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  zGetUserFavouritesOnSaleResponse,
  zGetUserRemarketingVariantsResponse,
  zGetVariantPriceHistoryResponse,
  zPostVariantByIdsResponse,
  zPostVariantFeedResponse,
  zProblem,
} from '#generated/main-api/zod.gen';
import type { Variant } from '#generated/main-api/types.gen';
import { useClock } from '#server/clock';
import { store } from '#server/context';
import { changeVariantPrice, priceHistoryOf } from '#server/repositories/prices';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

const today = '2026-11-23';

beforeAll(async () => {
  await useTestCatalogue(2000);
  useClock(() => Date.parse(`${today}T10:00:00Z`));
});
afterAll(() => useClock(Date.now));

const history = async (variantId: number | string, query = '') => callBackend('GET', `/api/v2/variant/${variantId}/price-history${query}`);
const variants = async (...ids: number[]) => zPostVariantByIdsResponse.parse((await callBackend('POST', '/api/v2/variant/by-ids', { body: { variantIds: ids } })).json).variants;
const feed = async (url: string) => zPostVariantFeedResponse.parse((await callBackend('POST', '/api/v2/variant/feed', { body: { url } })).json);
/** A variant whose product is sold in the same colour by several other shops. */
const comparedVariant = async () =>
  (
    await store()
      .selectFrom('variants as v')
      .select('v.id')
      .where('v.active', '=', 1)
      .where(
        (eb) =>
          eb
            .selectFrom('variants as o')
            .select((inner) => inner.fn.count<number>('o.eshop_id').distinct().as('shops'))
            .whereRef('o.product_id', '=', 'v.product_id')
            .whereRef('o.colour', '=', 'v.colour')
            .where('o.active', '=', 1)
            .whereRef('o.eshop_id', '<>', 'v.eshop_id'),
        '>=',
        2,
      )
      .orderBy('v.id')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;

/** Variants whose shop claims a discount the 30-day rule does not allow. */
const fakeDiscounts = () =>
  store()
    .selectFrom('variants as v')
    .innerJoin('categories as c', 'c.id', 'v.category_id')
    .select(['v.id', 'c.slug as category_slug'])
    .where('v.active', '=', 1)
    .whereRef('v.shop_price_before_discount', '>', 'v.price')
    .where('v.price_before_discount', 'is', null)
    .orderBy('v.id')
    .execute();

describe('GET /api/v2/variant/{variantId}/price-history', () => {
  test('answers one series per shop, the variant’s own first, each starting with the price in force on the first day', async () => {
    const id = await comparedVariant();
    const { status, json } = await history(id, '?days=90');
    expect(status).toBe(200);
    const answer = zGetVariantPriceHistoryResponse.parse(json);
    expect(answer).toMatchObject({ variantId: id, days: 90 });
    const [own, ...others] = answer.series;
    expect(own!.variantId).toBe(id);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const shops = answer.series.map((series) => series.eshopId);
    expect(new Set(shops).size).toBe(shops.length);
    const names = others.map((series) => series.eshopName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ro')));
    for (const series of answer.series) {
      expect(series.points[0]!.date).toBe('2026-08-25');
      const dates = series.points.map((point) => point.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((date) => date <= today)).toBe(true);
      // The last point is the price the variant has now.
      expect(series.points.at(-1)!.price).toBe((await variants(series.variantId))[0]!.price.price);
    }
  });

  test('covers a year by default, and gives the lowest price of the last 30 days', async () => {
    const id = await comparedVariant();
    const answer = zGetVariantPriceHistoryResponse.parse((await history(id)).json);
    expect(answer.days).toBe(365);
    expect(answer.series[0]!.points[0]!.date).toBe('2025-11-23');
    const stored = await priceHistoryOf(store(), id);
    const inForce = (date: string) => stored.findLast((point) => point.date <= date)!.price;
    const monthAgo = '2026-10-24';
    const expected = Math.min(inForce(monthAgo), ...stored.filter((point) => point.date > monthAgo).map((point) => point.price));
    expect(answer.lowestPrice30Days).toBe(expected);
  });

  test('an unknown variant is 404', async () => {
    const { status, json } = await history(999_999);
    expect(status).toBe(404);
    expect(zProblem.parse(json)).toMatchObject({ field: 'path.variantId' });
  });

  test.each([
    ['a period not offered', 1, '?days=7', 'query.days'],
    ['a period that is no number', 1, '?days=abc', 'query.days'],
    ['a variant id that is no number', 'abc', '', 'path.variantId'],
    ['a variant id of zero', 0, '', 'path.variantId'],
  ])('refuses %s with a 400 problem naming the field', async (_, id, query, field) => {
    const { status, type, json } = await history(id, query);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(zProblem.parse(json)).toMatchObject({ status: 400, field });
  });
});

describe('the 30-day rule on every variant the API returns', () => {
  test('a discount shows against the lowest price of the 30 days before the reduction, told while the reduction is under 30 days old', async () => {
    const shown = (await variants(...Array.from({ length: 100 }, (_, index) => index + 1))).filter((variant) => variant.discounted);
    expect(shown.length).toBeGreaterThan(10);
    const since = new Map((await store().selectFrom('variants').select(['id', 'price_since']).where('id', '<=', 100).execute()).map((row) => [row.id, row.price_since]));
    const monthAgo = '2026-10-24';
    const [recent, old] = [shown.filter((variant) => since.get(variant.id)! > monthAgo), shown.filter((variant) => since.get(variant.id)! <= monthAgo)];
    expect(recent.length).toBeGreaterThan(0);
    expect(old.length).toBeGreaterThan(0);
    for (const variant of recent) {
      expect(variant.price.priceBeforeDiscount).toBe(variant.price.lowestPrice30Days);
      expect(variant.price.price).toBeLessThan(variant.price.lowestPrice30Days!);
    }
    // Held for 30 days or more, the reduced price is itself the lowest of the last 30 days: no line.
    for (const variant of old) expect(variant.price.lowestPrice30Days).toBeNull();
  });

  test('a fake discount shows and filters as no discount', async () => {
    const fakes = await fakeDiscounts();
    expect(fakes.length).toBeGreaterThan(0);
    const lowest = await store()
      .selectFrom('variants')
      .select(['id', 'lowest_price_30_days'])
      .where('id', 'in', fakes.map((fake) => fake.id))
      .execute();
    const stored = new Map(lowest.map((row) => [row.id, row.lowest_price_30_days]));
    for (const variant of await variants(...fakes.map((fake) => fake.id))) {
      expect(variant).toMatchObject({ discounted: false, discount: null, price: { priceBeforeDiscount: null } });
      expect(stored.get(variant.id)).toBeLessThanOrEqual(variant.price.price);
      expect(variant.promoTags).not.toContain('priceDrop');
    }
    // Not among the discounted offers of its category, in any order.
    const { id, category_slug: slug } = fakes[0]!;
    for (const sort of ['relevance', 'biggestDiscount']) {
      const listed = await feed(`/produse/${slug}?reducere=da&ordonare=${sort}`);
      expect(listed.variants.map((variant) => variant.id)).not.toContain(id);
    }
  });

  test('reducere=da lists exactly the offers with a discount shown, biggest first when asked', async () => {
    const { count } = await store()
      .selectFrom('variants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('active', '=', 1)
      .where('price_before_discount', 'is not', null)
      .executeTakeFirstOrThrow();
    const listed = await feed('/produse?reducere=da&ordonare=biggestDiscount');
    expect(listed.pagination.totalCount).toBe(count);
    const percents = listed.variants.map((variant) => variant.discount!.discount);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const tagged = await feed('/produse?promotie=pret-redus');
    expect(tagged.variants.length).toBeGreaterThan(0);
    expect(tagged.variants.every((variant: Variant) => variant.discounted)).toBe(true);
  });

  test("a new visitor's suggested deals and a user's favourites on sale are real discounts only", async () => {
    const deals = zGetUserRemarketingVariantsResponse.parse((await callBackend('GET', '/api/v2/user/remarketing-variants?limit=20')).json).variants;
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((variant) => variant.discounted)).toBe(true);

    const cookie = await sessionCookie({ id: 7301, name: 'Elena Dobre', email: 'elena.dobre@exemplu.ro' });
    const fake = (await fakeDiscounts())[0]!.id;
    const { id: real } = await store().selectFrom('variants').select('id').where('active', '=', 1).where('price_before_discount', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    for (const id of [fake, real]) await callBackend('POST', `/api/v1/cuib/like/variant/${id}`, { cookie });
    const onSale = zGetUserFavouritesOnSaleResponse.parse((await callBackend('GET', '/api/v2/user/favourites-on-sale', { cookie })).json).variants;
    expect(onSale.map((variant) => variant.id)).toEqual([real]);
  });
});

describe('changeVariantPrice', () => {
  /** A variant whose price has not changed for over a month and shows no discount. */
  const steadyVariant = (offset = 0) =>
    store()
      .selectFrom('variants as v')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .select(['v.id', 'v.price', 'c.slug as category_slug'])
      .where('v.active', '=', 1)
      .where('v.price_before_discount', 'is', null)
      .where('v.price_since', '<', '2026-10-01')
      .where('v.price', '>', 100)
      .orderBy('v.id')
      .limit(1)
      .offset(offset)
      .executeTakeFirstOrThrow();

  test('a drop is recorded today and shows as a discount against the 30-day lowest, in listings too', async () => {
    const { id, price, category_slug: slug } = await steadyVariant();
    const dropped = Math.round(price * 0.8) - 0.01;
    expect(await changeVariantPrice(store(), id, dropped)).toEqual({ price: dropped, priceSince: today, lowestPrice30Days: price, priceBeforeDiscount: price });
    expect((await priceHistoryOf(store(), id)).at(-1)).toEqual({ date: today, price: dropped });
    const [variant] = await variants(id);
    expect(variant!.price).toMatchObject({ price: dropped, priceBeforeDiscount: price, lowestPrice30Days: price });
    expect(variant!.discounted).toBe(true);
    expect(variant!.promoTags).toContain('priceDrop');
    expect((await feed(`/produse/${slug}?reducere=da`)).variants.map((listed) => listed.id)).toContain(id);
    const answer = zGetVariantPriceHistoryResponse.parse((await history(id, '?days=30')).json);
    expect(answer.series[0]!.points).toEqual([{ date: '2026-10-24', price }, { date: today, price: dropped }]);

    // Put back the same day, the change is undone.
    await changeVariantPrice(store(), id, price);
    expect((await priceHistoryOf(store(), id)).at(-1)!.date < today).toBe(true);
    const [restored] = await variants(id);
    expect(restored).toMatchObject({ discounted: false, price: { price, priceBeforeDiscount: null } });
    expect(restored!.promoTags).not.toContain('priceDrop');
  });

  test('a price raised three weeks ago and "reduced" back today is no discount', async () => {
    const { id, price } = await steadyVariant(1);
    await changeVariantPrice(store(), id, price * 1.4, { date: '2026-11-02' });
    const state = await changeVariantPrice(store(), id, price);
    expect(state).toMatchObject({ price, priceSince: today, lowestPrice30Days: price, priceBeforeDiscount: null });
    expect((await variants(id))[0]).toMatchObject({ discounted: false, discount: null });
  });

  test('refuses an unknown variant, a price that is not positive and a date before the last change', async () => {
    const { id } = await steadyVariant(2);
    await expect(changeVariantPrice(store(), 999_999, 10)).rejects.toThrow(RangeError);
    await expect(changeVariantPrice(store(), id, 0)).rejects.toThrow(RangeError);
    await expect(changeVariantPrice(store(), id, Number.NaN)).rejects.toThrow(RangeError);
    await expect(changeVariantPrice(store(), id, 10, { date: '2020-01-01' })).rejects.toThrow(RangeError);
  });
});
