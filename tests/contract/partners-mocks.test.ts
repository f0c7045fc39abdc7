import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as mainApi from '#generated/main-api/sdk.gen';
import * as schemas from '#generated/main-api/zod.gen';
import { ResponseError } from '#generated/runtime';
import { categoryMappings, feedImports, feedItemErrors, partnerOffers, partnerShop, partnerStats, staffShops } from '#mocks/fixtures/partners';
import { allHandlers } from '#mocks/index';
import { easyPartnerPassword, registeredPartnerEmail } from '#mocks/main-api-partners';

const baseUrl = 'http://cuib.test';
const server = setupServer(...allHandlers());
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const problemOf = async (call: Promise<unknown>) => {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ResponseError);
  return { status: (error as ResponseError).response.status, problem: schemas.zProblem.parse(await (error as ResponseError).problem()) };
};

describe('the portal fixtures keep the contract', () => {
  test('shop, imports, refused items, offers, statistics, staff shops and mappings', () => {
    schemas.zGetPartnerShopResponse.parse(partnerShop());
    for (const record of feedImports) schemas.zFeedImport.parse(record);
    for (const error of feedItemErrors) schemas.zFeedItemError.parse(error);
    for (const offer of partnerOffers) schemas.zPartnerOffer.parse(offer);
    for (const shop of staffShops) schemas.zStaffShop.parse(shop);
    for (const mapping of categoryMappings) schemas.zCategoryMapping.parse(mapping);
    const stats = schemas.zGetPartnerStatsResponse.parse(partnerStats('2026-10-27', '2026-11-25'));
    expect(stats.days).toHaveLength(30);
    expect(stats.totals.impressions).toBe(stats.days.reduce((sum, day) => sum + day.impressions, 0));
    // The categories share out the whole period's figures.
    expect(Math.abs(stats.categories.reduce((sum, row) => sum + row.impressions, 0) - stats.totals.impressions)).toBeLessThanOrEqual(stats.categories.length);
  });

  test('the imports show every state a shop meets, and Mobila Casa\'s refused items the reasons its counts name', () => {
    expect(new Set(feedImports.map((record) => record.state))).toEqual(new Set(['running', 'held', 'failed', 'applied', 'not-modified', 'unchanged']));
    const counted = Object.keys(feedImports.find((record) => record.id === 812)!.invalidByReason);
    expect(new Set(feedItemErrors.map((error) => error.reason))).toEqual(new Set(counted));
    expect(feedItemErrors.map((error) => error.message)).toContain('Prețul «12,5 EUR» nu este în lei (RON).');
  });
});

describe('the handlers answer through the generated client', () => {
  test('registration, with a taken address and an easy password refused naming the field', async () => {
    const body = { shopName: 'Mobila Casa', website: 'https://www.mobilacasa.ro', contactName: 'Andreea Popa', email: 'vanzari@mobilacasa.ro', password: 'Salcam-Verde-la-Cluj-2026', productCount: '1000-10000' as const, termsAccepted: true as const };
    const { data, response } = await mainApi.postShopRegistration({ baseUrl, body });
    expect(response.status).toBe(201);
    expect(schemas.zPostShopRegistrationResponse.parse(data).shop).toEqual({ name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro' });
    expect(await problemOf(mainApi.postShopRegistration({ baseUrl, body: { ...body, email: registeredPartnerEmail } }))).toMatchObject({ status: 409, problem: { field: 'body.email', title: 'Conflict' } });
    expect(await problemOf(mainApi.postShopRegistration({ baseUrl, body: { ...body, password: easyPartnerPassword } }))).toMatchObject({ status: 400, problem: { field: 'body.password' } });
  });

  test('the portal: shop, feed, imports started and followed, refused items and their CSV, offers, statistics', async () => {
    expect(schemas.zGetPartnerShopResponse.parse((await mainApi.getPartnerShop({ baseUrl })).data)).toMatchObject({ name: 'Mobila Casa', domain: 'mobilacasa.ro', lastImport: { state: 'running' } });
    const saved = await mainApi.putPartnerFeed({ baseUrl, body: { url: 'https://www.mobilacasa.ro/export/feed.csv', format: 'csv' } });
    expect(schemas.zPutPartnerFeedResponse.parse(saved.data).feed).toMatchObject({ url: 'https://www.mobilacasa.ro/export/feed.csv', format: 'csv' });
    expect(await problemOf(mainApi.putPartnerFeed({ baseUrl, body: { url: 'ftp://mobilacasa.ro/feed.xml' } }))).toMatchObject({ status: 400, problem: { field: 'body.url' } });

    const start = await mainApi.postPartnerImport({ baseUrl });
    expect(start.response.status).toBe(202);
    expect(start.response.headers.get('location')).toBe(`/api/v2/partners/me/imports/${schemas.zPostPartnerImportResponse.parse(start.data).id}`);
    const upload = await mainApi.uploadPartnerFeed({ baseUrl, body: new Blob(['<rss/>'], { type: 'text/xml' }) });
    expect(schemas.zUploadPartnerFeedResponse.parse(upload.data)).toMatchObject({ source: 'upload', state: 'running' });

    const list = schemas.zGetPartnerImportsResponse.parse((await mainApi.getPartnerImports({ baseUrl, query: { pageSize: 4 } })).data);
    expect(list.pagination).toEqual({ page: 1, pageSize: 4, pageCount: 2, totalCount: feedImports.length });
    expect(schemas.zGetPartnerImportResponse.parse((await mainApi.getPartnerImport({ baseUrl, path: { importId: 815 } })).data).heldReason).toContain('2.310');
    expect(await problemOf(mainApi.getPartnerImport({ baseUrl, path: { importId: 999 } }))).toMatchObject({ status: 404, problem: { field: 'path.importId' } });

    const prices = schemas.zGetPartnerImportErrorsResponse.parse((await mainApi.getPartnerImportErrors({ baseUrl, path: { importId: 812 }, query: { reason: 'price-not-ron' } })).data);
    expect(prices.errors.map((error) => error.line)).toEqual([1043, 1187, 3342]);
    const csv = await mainApi.getPartnerImportErrorsCsv({ baseUrl, path: { importId: 812 }, parseAs: 'arrayBuffer' });
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Decoded keeping the byte-order mark, which a spreadsheet program reads and `text()` drops.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.data as unknown as ArrayBuffer).startsWith('\uFEFFlinie,id,motiv,câmp,mesaj\r\n1043,MC-1043,price-not-ron,price,"Prețul «12,5 EUR» nu este în lei (RON)."\r\n')).toBe(true);

    const offers = schemas.zGetPartnerOffersResponse.parse((await mainApi.getPartnerOffers({ baseUrl, query: { pageSize: 5 } })).data);
    expect(offers.offers).toHaveLength(5);
    expect(offers.pagination.totalCount).toBe(partnerOffers.length);
    const stats = schemas.zGetPartnerStatsResponse.parse((await mainApi.getPartnerStats({ baseUrl, query: { from: '2026-11-01', to: '2026-11-07' } })).data);
    expect(stats.days.map((day) => day.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
  });

  test('staff: shops by name filter, pause, decisions on the held import, category mappings', async () => {
    const found = schemas.zGetStaffShopsResponse.parse((await mainApi.getStaffShops({ baseUrl, query: { q: 'casa' } })).data);
    expect(found.shops.map((shop) => shop.name)).toEqual(['Casa Nordică', 'Mobila Casa']);
    expect(schemas.zPostStaffShopPauseResponse.parse((await mainApi.postStaffShopPause({ baseUrl, path: { shopId: 412 }, body: { paused: true } })).data).paused).toBe(true);
    expect(schemas.zPostStaffImportReleaseResponse.parse((await mainApi.postStaffImportRelease({ baseUrl, path: { importId: 815 } })).data).state).toBe('released');
    expect(schemas.zPostStaffImportRejectResponse.parse((await mainApi.postStaffImportReject({ baseUrl, path: { importId: 815 } })).data).state).toBe('rejected');
    expect(await problemOf(mainApi.postStaffImportRelease({ baseUrl, path: { importId: 812 } }))).toMatchObject({ status: 409, problem: { field: 'path.importId' } });
    expect(schemas.zGetStaffShopCategoryMappingsResponse.parse((await mainApi.getStaffShopCategoryMappings({ baseUrl, path: { shopId: 412 } })).data).mappings).toHaveLength(3);
    const put = await mainApi.putStaffShopCategoryMapping({ baseUrl, path: { shopId: 412 }, body: { productType: 'Grădină > Șezlonguri', categorySlug: 'sezlonguri' } });
    expect(schemas.zPutStaffShopCategoryMappingResponse.parse(put.data).productType).toBe('gradina > sezlonguri');
    expect(await problemOf(mainApi.putStaffShopCategoryMapping({ baseUrl, path: { shopId: 412 }, body: { productType: 'Mobilier', categorySlug: 'mobila' } }))).toMatchObject({ status: 400, problem: { field: 'body.categorySlug' } });
    expect((await mainApi.deleteStaffShopCategoryMapping({ baseUrl, path: { shopId: 412 }, query: { productType: 'mobilier > canapele' } })).response.status).toBe(204);
  });
});
