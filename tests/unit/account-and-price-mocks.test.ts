import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as likes from '#generated/likes/sdk.gen';
import * as mainApi from '#generated/main-api/sdk.gen';
import {
  zExportUserDataResponse,
  zGetPublicProfileResponse,
  zGetUserVariantsWatchedResponse,
  zGetVariantPriceHistoryResponse,
  zPostVariantByIdsResponse,
} from '#generated/main-api/zod.gen';
import { ResponseError } from '#generated/runtime';
import { publicProfile, userDataExport, watchedVariants } from '#mocks/fixtures/account';
import { priceHistoryCases } from '#mocks/fixtures/price-history';
import { fakeDiscountVariant, variantCases } from '#mocks/fixtures/variant';
import { allHandlers } from '#mocks/index';
import { wrongPassword } from '#mocks/main-api';

const baseUrl = 'http://cuib.test';
const server = setupServer(...allHandlers());
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('fixtures match the contract', () => {
  test.each(Object.entries(priceHistoryCases))('price history: %s', (_, history) => {
    expect(zGetVariantPriceHistoryResponse.parse(history)).toEqual(history);
  });

  test('account fixtures and discounted variants', () => {
    zGetPublicProfileResponse.parse(publicProfile());
    zExportUserDataResponse.parse(userDataExport());
    // The variants' own fields are the variant fixture's (its discount validity is a date-time where the contract has a date).
    const watchedShape = zGetUserVariantsWatchedResponse.shape.variants.element.omit({ variant: true });
    for (const watched of watchedVariants) watchedShape.parse(watched);
    for (const variant of [...Object.values(variantCases), fakeDiscountVariant]) zPostVariantByIdsResponse.shape.variants.element.shape.price.parse(variant.price);
    // Discounted fixtures carry the 30-day lowest price they are reduced from.
    for (const variant of Object.values(variantCases).filter((item) => item.price.priceBeforeDiscount !== null)) {
      expect(variant.price.lowestPrice30Days).toBe(variant.price.priceBeforeDiscount);
    }
    expect(new Set(watchedVariants.map((watched) => watched.status))).toEqual(new Set(['pending', 'active', 'notified']));
  });

  test('the realistic history starts each period with the price in force and keeps the other shops by name', () => {
    const { realistic, realistic30 } = priceHistoryCases;
    expect(realistic.series[0]!.points[0]).toEqual({ date: '2025-11-23', price: 1899.99 });
    expect(realistic30.series.every((series) => series.points[0]!.date === '2026-10-24')).toBe(true);
    const others = realistic.series.slice(1).map((series) => series.eshopName);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'ro')));
    // Black Friday 2025 is in it.
    expect(realistic.series[0]!.points.some((point) => point.date >= '2025-11-20' && point.date <= '2025-11-30' && point.price < 1899.99)).toBe(true);
    expect(priceHistoryCases.flat.series[0]!.points).toHaveLength(1);
    expect(priceHistoryCases.empty).toMatchObject({ lowestPrice30Days: null, series: [{ points: [] }] });
  });
});

describe('handlers answer through the generated client', () => {
  test('price history by period, flat and empty by variant id', async () => {
    const asked = async (variantId: number, days: 30 | 90 | 365) => (await mainApi.getVariantPriceHistory({ baseUrl, path: { variantId }, query: { days } })).data;
    expect(await asked(184_213, 90)).toEqual(priceHistoryCases.realistic90);
    expect((await asked(201_877, 365)).series[0]!.points).toHaveLength(1);
    expect((await asked(250_001, 30)).series[0]!.points).toEqual([]);
  });

  test('account operations, with the mocks’ wrong password refused naming the field', async () => {
    expect((await mainApi.getPublicProfile({ baseUrl, path: { userId: '77' } })).data.id).toBe(77);
    expect((await mainApi.exportUserData({ baseUrl })).response.headers.get('content-disposition')).toMatch(/^attachment; filename="cuib-datele-mele-/);
    expect((await mainApi.changePassword({ baseUrl, body: { currentPassword: 'Castanul-Rosu-2025', newPassword: 'Lalele-Galbene-la-Sibiu' } })).data.user.initials).toBe('MI');
    const refused = await mainApi.changePassword({ baseUrl, body: { currentPassword: wrongPassword, newPassword: 'Lalele-Galbene-la-Sibiu' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ResponseError);
    expect(await (refused as ResponseError).problem()).toMatchObject({ field: 'body.currentPassword' });
    expect((await mainApi.deleteAccount({ baseUrl, body: { password: 'Castanul-Rosu-2025' } })).response.status).toBe(204);
    expect((await mainApi.getUserVariantsWatched({ baseUrl, query: { limit: 2 } })).data.variants).toHaveLength(2);
    expect((await likes.getReceivedLikesCount({ baseUrl, path: { project: 'cuib', item_type: 'comparison' }, query: { userId: 5512 } })).data).toEqual({ count: 12 });
  });
});
