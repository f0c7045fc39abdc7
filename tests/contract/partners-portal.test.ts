import { beforeAll, describe, expect, test } from 'vitest';
import {
  zGetPartnerImportErrorsResponse,
  zGetPartnerImportResponse,
  zGetPartnerImportsResponse,
  zGetPartnerOffersResponse,
  zGetPartnerShopResponse,
  zGetPartnerStatsResponse,
  zProblem,
  zPutPartnerFeedResponse,
} from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';
import { insertImport, insertItemErrors, partnerWithShop, type TestPartner } from './partners-fixtures';

let casa: TestPartner;
let lemn: TestPartner;
let unconfirmed: TestPartner;
let shopper = '';
/** Mobila Casa's live offers from its feed, and one each that is not live or not from the feed. */
let offers: { id: number; name: string; slug: string; category_id: number }[] = [];
let inactiveOffer = 0;
let unfedOffer = 0;
let lemnOffer = 0;
let importIds: { first: number; held: number; running: number; upload: number; lemn: number };

beforeAll(async () => {
  await useTestCatalogue();
  casa = await partnerWithShop(9001, { name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro', feedUrl: 'https://www.mobilacasa.ro/feed/google-shopping.xml' });
  lemn = await partnerWithShop(9002, { name: 'Lemn și Stil', slug: 'lemn-si-stil', domain: 'lemnsistil.ro' });
  unconfirmed = await partnerWithShop(9003, { name: 'Decor Nou', slug: 'decor-nou', domain: 'decornou.ro' }, { confirmed: false });
  shopper = await sessionCookie({ id: 9004, name: 'Ioana Marin', email: 'ioana.marin@exemplu.ro' });

  // Generated offers become Mobila Casa's, as its feed would have given them.
  const picked = await store().selectFrom('variants').select(['id', 'category_id']).where('active', '=', 1).orderBy('id').limit(8).execute();
  const names = ['Canapea extensibilă Oslo, gri antracit', 'Fotoliu Bergen, catifea verde', 'Masă extensibilă Nordic, stejar', 'Scaun tapițat Milano, bej', 'Comodă Riga cu 4 sertare, albă'];
  for (const [i, row] of picked.slice(0, 5).entries()) {
    await store()
      .updateTable('variants')
      .set({ eshop_id: casa.shopId, shop_item_id: `MC-${1001 + i}`, name: names[i]!, link: `https://www.mobilacasa.ro/produs/mc-${1001 + i}`, price: 1000 + i * 250.5, in_stock: i === 3 ? 0 : 1, delivery_in_days: i === 3 ? null : 2 + i })
      .where('id', '=', row.id)
      .execute();
  }
  offers = await store().selectFrom('variants').select(['id', 'name', 'slug', 'category_id']).where('eshop_id', '=', casa.shopId).where('shop_item_id', 'is not', null).execute();
  inactiveOffer = picked[5]!.id;
  unfedOffer = picked[6]!.id;
  lemnOffer = picked[7]!.id;
  await store().updateTable('variants').set({ eshop_id: casa.shopId, shop_item_id: 'MC-2001', active: 0 }).where('id', '=', inactiveOffer).execute();
  await store().updateTable('variants').set({ eshop_id: casa.shopId }).where('id', '=', unfedOffer).execute();
  await store().updateTable('variants').set({ eshop_id: lemn.shopId, shop_item_id: 'LS-1' }).where('id', '=', lemnOffer).execute();

  importIds = {
    first: await insertImport(casa.shopId, { started_at: '2026-11-20T06:00:00.000Z', finished_at: '2026-11-20T06:01:12.500Z', items: 4318, added: 4318, invalid: 48, invalid_by_reason: JSON.stringify({ 'price-not-ron': 31, 'missing-field': 17 }) }),
    held: await insertImport(casa.shopId, { state: 'held', started_at: '2026-11-24T06:00:00.000Z', finished_at: '2026-11-24T06:00:20.000Z', items: 1960, removed: 2310, held_reason: 'Feedul ar scoate 2.310 din cele 4.270 de oferte active (54 %).' }),
    upload: await insertImport(casa.shopId, { source: 'upload', origin: '/srv/cuib/.data/feeds/uploads/4f0c.feed', state: 'failed', started_at: '2026-11-24T09:00:00.000Z', finished_at: '2026-11-24T09:00:01.000Z', error: 'Fișierul XML este întrerupt la linia 500.112, coloana 14.' }),
    running: await insertImport(casa.shopId, { state: 'running', started_at: '2026-11-25T06:00:00.000Z', finished_at: null, items: 1200, added: 12, updated: 40, unchanged: 1130, invalid: 18 }),
    lemn: await insertImport(lemn.shopId),
  };
});

const get = (path: string, cookie?: string) => callBackend('GET', path, { cookie });

describe('who may use the portal', () => {
  const paths = ['/api/v2/partners/me/shop', '/api/v2/partners/me/imports', '/api/v2/partners/me/imports/1', '/api/v2/partners/me/imports/1/errors', '/api/v2/partners/me/imports/1/errors.csv', '/api/v2/partners/me/offers', '/api/v2/partners/me/stats'];

  test.each(paths)('GET %s: 401 without a session, 403 for a shopper and for an unconfirmed partner', async (path) => {
    const anonymous = await get(path);
    expect(anonymous.status).toBe(401);
    expect(zProblem.parse(anonymous.json)).toMatchObject({ status: 401 });
    const asShopper = await get(path, shopper);
    expect(asShopper.status).toBe(403);
    expect(zProblem.parse(asShopper.json).detail).toBe('Contul tău nu administrează niciun magazin pe Cuib. Înscrie magazinul ca să folosești portalul.');
    const asUnconfirmed = await get(path, unconfirmed.cookie);
    expect(asUnconfirmed.status).toBe(403);
    expect(zProblem.parse(asUnconfirmed.json).detail).toContain('Confirmă mai întâi adresa de e-mail');
  });

  test('writes are refused the same way, and from another site', async () => {
    const feed = { url: 'https://www.mobilacasa.ro/feed.xml', format: 'xml' };
    expect((await callBackend('PUT', '/api/v2/partners/me/feed', { body: feed })).status).toBe(401);
    expect((await callBackend('PUT', '/api/v2/partners/me/feed', { body: feed, cookie: shopper })).status).toBe(403);
    expect((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: unconfirmed.cookie })).status).toBe(403);
    const crossSite = await callBackend('PUT', '/api/v2/partners/me/feed', { body: feed, cookie: casa.cookie, headers: { origin: 'https://rau.exemplu.com', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(zProblem.parse(crossSite.json).field).toBe('header.origin');
  });
});

describe('the shop and its feed', () => {
  test('GET shop: the shop, its feed settings, live offers and newest import', async () => {
    const { status, json, headers } = await get('/api/v2/partners/me/shop', casa.cookie);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const shop = zGetPartnerShopResponse.parse(json);
    expect(shop).toMatchObject({
      id: casa.shopId,
      name: 'Mobila Casa',
      slug: 'mobila-casa',
      domain: 'mobilacasa.ro',
      pageUrl: '/produse/magazin/mobila-casa',
      paused: false,
      feed: { url: 'https://www.mobilacasa.ro/feed/google-shopping.xml', format: 'auto', checkedAt: null },
      liveOffers: 5,
    });
    expect(shop.lastImport).toMatchObject({ id: importIds.running, state: 'running' });
  });

  test('PUT feed saves the address and format, and forgets the last fetch validators', async () => {
    await store().updateTable('eshops').set({ feed_etag: '"v41"', feed_last_modified: 'Mon, 24 Nov 2026 06:00:00 GMT' }).where('id', '=', lemn.shopId).execute();
    const { status, json } = await callBackend('PUT', '/api/v2/partners/me/feed', { body: { url: 'https://lemnsistil.ro/export/produse.csv', format: 'csv' }, cookie: lemn.cookie });
    expect(status).toBe(200);
    expect(zPutPartnerFeedResponse.parse(json).feed).toEqual({ url: 'https://lemnsistil.ro/export/produse.csv', format: 'csv', checkedAt: null });
    expect(await store().selectFrom('eshops').select(['feed_url', 'feed_format', 'feed_etag', 'feed_last_modified']).where('id', '=', lemn.shopId).executeTakeFirst()).toEqual({
      feed_url: 'https://lemnsistil.ro/export/produse.csv',
      feed_format: 'csv',
      feed_etag: null,
      feed_last_modified: null,
    });
    // Without a format, `auto`.
    const auto = await callBackend('PUT', '/api/v2/partners/me/feed', { body: { url: 'https://lemnsistil.ro/export/produse.xml.gz' }, cookie: lemn.cookie });
    expect(zPutPartnerFeedResponse.parse(auto.json).feed.format).toBe('auto');
  });

  test.each([
    ['an ftp address', { url: 'ftp://mobilacasa.ro/feed.xml' }, 'body.url'],
    ['an address with a user and password', { url: 'https://feed:secret@mobilacasa.ro/feed.xml' }, 'body.url'],
    ['an IP address', { url: 'http://10.0.0.12/feed.xml' }, 'body.url'],
    ['an IPv6 address', { url: 'http://[::1]:8080/feed.xml' }, 'body.url'],
    ['localhost', { url: 'http://localhost:8080/feed.xml' }, 'body.url'],
    ['an internal name', { url: 'https://feeduri.intranet/mobilacasa.xml' }, 'body.url'],
    ['a name without a dot', { url: 'https://serverfeed/feed.xml' }, 'body.url'],
    ['an address over 2,000 characters', { url: `https://www.mobilacasa.ro/feed.xml?${'a'.repeat(2000)}` }, 'body.url'],
    ['no address', { format: 'xml' }, 'body.url'],
    ['an unknown format', { url: 'https://www.mobilacasa.ro/feed.json', format: 'json' }, 'body.format'],
    ['a field the contract does not name', { url: 'https://www.mobilacasa.ro/feed.xml', interval: 'hourly' }, 'body'],
  ])('PUT feed refuses %s with a 400 naming the field', async (_, body, field) => {
    const { status, json } = await callBackend('PUT', '/api/v2/partners/me/feed', { body, cookie: casa.cookie });
    expect(status).toBe(400);
    expect(zProblem.parse(json)).toMatchObject({ status: 400, field });
    const saved = await store().selectFrom('eshops').select('feed_url').where('id', '=', casa.shopId).executeTakeFirstOrThrow();
    expect(saved.feed_url).toBe('https://www.mobilacasa.ro/feed/google-shopping.xml');
  });
});

describe('imports', () => {
  test('GET imports: the shop\'s own, newest first, paged', async () => {
    const first = zGetPartnerImportsResponse.parse((await get('/api/v2/partners/me/imports?pageSize=3', casa.cookie)).json);
    expect(first.imports.map((row) => row.id)).toEqual([importIds.running, importIds.upload, importIds.held]);
    expect(first.pagination).toEqual({ page: 1, pageSize: 3, pageCount: 2, totalCount: 4 });
    const second = zGetPartnerImportsResponse.parse((await get('/api/v2/partners/me/imports?pageSize=3&page=2', casa.cookie)).json);
    expect(second.imports.map((row) => row.id)).toEqual([importIds.first]);
    expect(second.imports[0]).toMatchObject({ state: 'applied', durationMs: 72_500, items: 4318, invalid: 48, invalidByReason: { 'price-not-ron': 31, 'missing-field': 17 } });
    const refused = await get('/api/v2/partners/me/imports?pageSize=500', casa.cookie);
    expect(refused.status).toBe(400);
    expect(zProblem.parse(refused.json).field).toBe('query.pageSize');
  });

  test('GET an import: readable while it runs, its counts as they are; a held one says why', async () => {
    const running = zGetPartnerImportResponse.parse((await get(`/api/v2/partners/me/imports/${importIds.running}`, casa.cookie)).json);
    expect(running).toMatchObject({ state: 'running', finishedAt: null, durationMs: null, items: 1200, added: 12, updated: 40, unchanged: 1130, invalid: 18, url: 'https://www.mobilacasa.ro/feed/google-shopping.xml' });
    await store().updateTable('feed_imports').set({ items: 2400, unchanged: 2330 }).where('id', '=', importIds.running).execute();
    expect(zGetPartnerImportResponse.parse((await get(`/api/v2/partners/me/imports/${importIds.running}`, casa.cookie)).json).items).toBe(2400);
    const held = zGetPartnerImportResponse.parse((await get(`/api/v2/partners/me/imports/${importIds.held}`, casa.cookie)).json);
    expect(held).toMatchObject({ state: 'held', removed: 2310, heldReason: 'Feedul ar scoate 2.310 din cele 4.270 de oferte active (54 %).' });
  });

  test('an upload\'s import names no path on Cuib\'s servers, and a failed one says why', async () => {
    const upload = zGetPartnerImportResponse.parse((await get(`/api/v2/partners/me/imports/${importIds.upload}`, casa.cookie)).json);
    expect(upload).toMatchObject({ source: 'upload', url: null, state: 'failed', error: 'Fișierul XML este întrerupt la linia 500.112, coloana 14.' });
    expect(JSON.stringify(upload)).not.toContain('/srv/cuib');
  });

  test('another shop\'s import is 404, an id that is not a number 400', async () => {
    for (const path of [`/api/v2/partners/me/imports/${importIds.lemn}`, `/api/v2/partners/me/imports/${importIds.lemn}/errors`, `/api/v2/partners/me/imports/${importIds.lemn}/errors.csv`, '/api/v2/partners/me/imports/987654']) {
      const { status, json } = await get(path, casa.cookie);
      expect(status, path).toBe(404);
      expect(zProblem.parse(json)).toMatchObject({ status: 404, field: 'path.importId' });
    }
    const { status, json } = await get('/api/v2/partners/me/imports/unu', casa.cookie);
    expect(status).toBe(400);
    expect(zProblem.parse(json).field).toBe('path.importId');
  });
});

describe('refused items', () => {
  let importId = 0;
  beforeAll(async () => {
    importId = await insertImport(casa.shopId, { started_at: '2026-11-19T06:00:00.000Z', finished_at: '2026-11-19T06:00:30.000Z', invalid: 5 });
    await insertItemErrors(importId, [
      { item_id: 'MC-1043', line: 1043, reason: 'price-not-ron', field: 'price', message: 'Prețul «12,5 EUR» nu este în lei (RON).' },
      { item_id: 'MC-2210', line: 2210, reason: 'missing-field', field: 'image_link', message: 'Lipsește câmpul obligatoriu image_link.' },
      { item_id: '=HYPERLINK("https://rau.exemplu.com","Deschide")', line: 2388, reason: 'link-off-domain', field: 'link', message: 'Linkul „https://rau.exemplu.com/x” nu este pe domeniul magazinului.' },
      { item_id: null, line: 3001, reason: 'missing-field', field: 'id', message: 'Lipsește câmpul obligatoriu id.\nProdusul „Taburet „Ana”, 2 buc.” nu poate fi identificat.' },
      { item_id: '@SUM(A1:A9)', line: 4100, reason: 'price-not-ron', field: 'sale_price', message: 'Prețul redus «-20 %» nu este un număr.' },
    ]);
  });

  test('paged in the file\'s order, and filtered by reason', async () => {
    const all = zGetPartnerImportErrorsResponse.parse((await get(`/api/v2/partners/me/imports/${importId}/errors?pageSize=2`, casa.cookie)).json);
    expect(all).toMatchObject({ importId, reason: null, pagination: { page: 1, pageSize: 2, pageCount: 3, totalCount: 5 } });
    expect(all.errors).toEqual([
      { seq: 0, line: 1043, itemId: 'MC-1043', reason: 'price-not-ron', field: 'price', message: 'Prețul «12,5 EUR» nu este în lei (RON).' },
      { seq: 1, line: 2210, itemId: 'MC-2210', reason: 'missing-field', field: 'image_link', message: 'Lipsește câmpul obligatoriu image_link.' },
    ]);
    const third = zGetPartnerImportErrorsResponse.parse((await get(`/api/v2/partners/me/imports/${importId}/errors?pageSize=2&page=3`, casa.cookie)).json);
    expect(third.errors.map((error) => error.line)).toEqual([4100]);
    const prices = zGetPartnerImportErrorsResponse.parse((await get(`/api/v2/partners/me/imports/${importId}/errors?reason=price-not-ron`, casa.cookie)).json);
    expect(prices.reason).toBe('price-not-ron');
    expect(prices.errors.map((error) => error.itemId)).toEqual(['MC-1043', '@SUM(A1:A9)']);
    expect(prices.pagination.totalCount).toBe(2);
    const none = zGetPartnerImportErrorsResponse.parse((await get(`/api/v2/partners/me/imports/${importId}/errors?reason=gtin-invalid`, casa.cookie)).json);
    expect(none).toMatchObject({ errors: [], pagination: { totalCount: 0, pageCount: 1 } });
    const bad = await get(`/api/v2/partners/me/imports/${importId}/errors?reason=${encodeURIComponent("x' OR 1=1 --")}`, casa.cookie);
    expect(bad.status).toBe(400);
    expect(zProblem.parse(bad.json).field).toBe('query.reason');
  });

  test('as CSV: UTF-8 with a BOM, RFC 4180 quoting, formulas defused, as an attachment', async () => {
    const backend = (await import('#server/index')).embeddedBackendFor('/api/v2/partners/me/shop')!;
    const response = await backend.app.fetch(new Request(`http://cuib.test/api/v2/partners/me/imports/${importId}/errors.csv`, { headers: { cookie: casa.cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cuib-import-${importId}-erori.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(
      [
        '\uFEFFlinie,id,motiv,câmp,mesaj',
        '1043,MC-1043,price-not-ron,price,"Prețul «12,5 EUR» nu este în lei (RON)."',
        '2210,MC-2210,missing-field,image_link,Lipsește câmpul obligatoriu image_link.',
        `2388,"'=HYPERLINK(""https://rau.exemplu.com"",""Deschide"")",link-off-domain,link,Linkul „https://rau.exemplu.com/x” nu este pe domeniul magazinului.`,
        '3001,,missing-field,id,"Lipsește câmpul obligatoriu id.\nProdusul „Taburet „Ana”, 2 buc.” nu poate fi identificat."',
        "4100,'@SUM(A1:A9),price-not-ron,sale_price,Prețul redus «-20 %» nu este un număr.",
        '',
      ].join('\r\n'),
    );
    const filtered = await get(`/api/v2/partners/me/imports/${importId}/errors.csv?reason=missing-field`, casa.cookie);
    expect(String(filtered.json).trim().split('\r\n')).toHaveLength(3);
  });
});

test('GET offers: the shop\'s live offers from its feed, by name, with their Cuib pages', async () => {
  const { status, json } = await get('/api/v2/partners/me/offers?pageSize=4', casa.cookie);
  expect(status).toBe(200);
  const page = zGetPartnerOffersResponse.parse(json);
  expect(page.pagination).toEqual({ page: 1, pageSize: 4, pageCount: 2, totalCount: 5 });
  expect(page.offers.map((offer) => offer.name)).toEqual(['Canapea extensibilă Oslo, gri antracit', 'Comodă Riga cu 4 sertare, albă', 'Fotoliu Bergen, catifea verde', 'Masă extensibilă Nordic, stejar']);
  const sofa = offers.find((offer) => offer.name.startsWith('Canapea'))!;
  const category = await store().selectFrom('categories').select(['id', 'slug', 'long_name']).where('id', '=', sofa.category_id).executeTakeFirstOrThrow();
  expect(page.offers[0]).toEqual({
    variantId: sofa.id,
    shopItemId: 'MC-1001',
    name: 'Canapea extensibilă Oslo, gri antracit',
    price: 1000,
    inStock: true,
    deliveryInDays: 2,
    category: { id: category.id, urlSlug: category.slug, longName: category.long_name },
    pageUrl: `/produs/v/${sofa.id}-${sofa.slug}`,
    link: 'https://www.mobilacasa.ro/produs/mc-1001',
  });
  const rest = zGetPartnerOffersResponse.parse((await get('/api/v2/partners/me/offers?pageSize=4&page=2', casa.cookie)).json);
  expect(rest.offers).toHaveLength(1);
  expect(rest.offers[0]).toMatchObject({ name: 'Scaun tapițat Milano, bej', inStock: false, deliveryInDays: null });
  const listed = [...page.offers, ...rest.offers].map((offer) => offer.variantId);
  expect(listed).not.toContain(inactiveOffer);
  expect(listed).not.toContain(unfedOffer);
  expect(listed).not.toContain(lemnOffer);
});

describe('statistics', () => {
  beforeAll(async () => {
    const [sofa, armchair, table] = ['Canapea', 'Fotoliu', 'Masă'].map((start) => offers.find((offer) => offer.name.startsWith(start))!.id) as [number, number, number];
    const seen = (variant_id: number, created_at: string, times = 1) => Array.from({ length: times }, () => ({ variant_id, source: 1, created_at }));
    const clicked = (variant_id: number, created_at: string, times = 1) => Array.from({ length: times }, () => ({ variant_id, source: 1, created_at, attribution: 'direct', visitor: null, position: null, request_id: null, extra: null }));
    await store()
      .insertInto('impressions')
      .values([
        ...seen(sofa, '2026-11-20T08:15:00.000Z', 40),
        ...seen(sofa, '2026-11-20T23:59:59.999Z', 10),
        ...seen(armchair, '2026-11-21T00:00:00.000Z', 25),
        ...seen(table, '2026-11-22T12:00:00.000Z', 5),
        // Outside the period, or another shop's: not counted.
        ...seen(sofa, '2026-11-19T23:59:59.999Z', 7),
        ...seen(sofa, '2026-11-23T00:00:00.000Z', 9),
        ...seen(lemnOffer, '2026-11-21T10:00:00.000Z', 30),
      ])
      .execute();
    await store()
      .insertInto('clicks')
      .values([...clicked(sofa, '2026-11-20T09:00:00.000Z', 3), ...clicked(armchair, '2026-11-21T18:30:00.000Z', 2), ...clicked(unfedOffer, '2026-11-22T07:00:00.000Z', 1), ...clicked(lemnOffer, '2026-11-21T11:00:00.000Z', 4)])
      .execute();
  });

  test('per day (every day of the period) and per category, with the click-through rate', async () => {
    const { status, json } = await get('/api/v2/partners/me/stats?from=2026-11-20&to=2026-11-22', casa.cookie);
    expect(status).toBe(200);
    const stats = zGetPartnerStatsResponse.parse(json);
    expect(stats.from).toBe('2026-11-20');
    expect(stats.to).toBe('2026-11-22');
    expect(stats.days).toEqual([
      { day: '2026-11-20', impressions: 50, clicks: 3, ctr: 0.06 },
      { day: '2026-11-21', impressions: 25, clicks: 2, ctr: 0.08 },
      // A click on an offer that is not from the feed still went to the shop.
      { day: '2026-11-22', impressions: 5, clicks: 1, ctr: 0.2 },
    ]);
    expect(stats.totals).toEqual({ impressions: 80, clicks: 6, ctr: 0.075 });
    expect(stats.categories.reduce((sum, row) => sum + row.impressions, 0)).toBe(80);
    expect(stats.categories.reduce((sum, row) => sum + row.clicks, 0)).toBe(6);
    expect(stats.categories.map((row) => row.impressions)).toEqual([...stats.categories.map((row) => row.impressions)].sort((a, b) => b - a));
    const sofaCategory = offers.find((offer) => offer.name.startsWith('Canapea'))!.category_id;
    expect(stats.categories.find((row) => row.category.id === sofaCategory)?.impressions).toBeGreaterThanOrEqual(50);
  });

  test('a day without anything is there with zeros and no rate', async () => {
    const stats = zGetPartnerStatsResponse.parse((await get('/api/v2/partners/me/stats?from=2026-11-24&to=2026-11-25', casa.cookie)).json);
    expect(stats.days).toEqual([
      { day: '2026-11-24', impressions: 0, clicks: 0, ctr: null },
      { day: '2026-11-25', impressions: 0, clicks: 0, ctr: null },
    ]);
    expect(stats.categories).toEqual([]);
  });

  test('by default the last 30 days, today included', async () => {
    const stats = zGetPartnerStatsResponse.parse((await get('/api/v2/partners/me/stats', casa.cookie)).json);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.to).toBe(today);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)!.day).toBe(today);
  });

  test.each([
    ['a first day after the last', '?from=2026-11-22&to=2026-11-20', 'query.from'],
    ['more than 92 days', '?from=2026-01-01&to=2026-11-20', 'query.to'],
    ['a date not in YYYY-MM-DD', '?from=20.11.2026', 'query.from'],
  ])('refuses %s with a 400 naming the field', async (_, query, field) => {
    const { status, json } = await get(`/api/v2/partners/me/stats${query}`, casa.cookie);
    expect(status).toBe(400);
    expect(zProblem.parse(json)).toMatchObject({ status: 400, field });
  });
});
