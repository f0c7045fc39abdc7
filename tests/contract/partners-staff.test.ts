import { beforeAll, describe, expect, test, vi } from 'vitest';
import {
  zGetStaffShopCategoryMappingsResponse,
  zGetStaffShopsResponse,
  zPostStaffImportRejectResponse,
  zPostStaffImportReleaseResponse,
  zPostStaffShopPauseResponse,
  zProblem,
  zPutStaffShopCategoryMappingResponse,
} from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import type { ImportOutcome } from '#server/feeds/service';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';
import { insertImport, partnerWithShop, type TestPartner } from './partners-fixtures';

/**
 * The feed service's decisions stand in here for the importer being built beside the portal: they
 * change the record (and the shop's flag) as the real ones do, and note what they were asked. What
 * a real release, rejection and pause do to the offers is tested with the importer.
 */
const asked: string[] = [];
let releaseFails = false;
vi.mock(import('#server/feeds/service'), async (original) => ({
  ...(await original()),
  releaseHeldImport: async (target, importId) => {
    asked.push(`release ${importId}`);
    if (releaseFails) throw new Error('The held file is gone.');
    await target.updateTable('feed_imports').set({ state: 'released', decided_at: '2026-11-25T10:00:00.000Z', finished_at: '2026-11-25T10:00:30.000Z' }).where('id', '=', importId).execute();
    return {} as ImportOutcome;
  },
  rejectHeldImport: async (target, importId) => {
    asked.push(`reject ${importId}`);
    await target.updateTable('feed_imports').set({ state: 'rejected', decided_at: '2026-11-25T10:05:00.000Z' }).where('id', '=', importId).execute();
  },
  setShopPaused: async (target, shopId, paused) => {
    asked.push(`${paused ? 'pause' : 'resume'} ${shopId}`);
    await target.updateTable('eshops').set({ paused: Number(paused) }).where('id', '=', shopId).execute();
  },
}));

let staff = '';
let shopper = '';
let casa: TestPartner;
let lemn: TestPartner;
let held = 0;
let applied = 0;
let leafSlug = '';
let parentSlug = '';

beforeAll(async () => {
  await useTestCatalogue(300);
  staff = await sessionCookie({ id: 9201, name: 'Echipa Magazine', email: 'magazine@cuib.ro', admin: true });
  shopper = await sessionCookie({ id: 9202, name: 'Ioana Marin', email: 'ioana.marin@exemplu.ro' });
  casa = await partnerWithShop(9203, { name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro', feedUrl: 'https://www.mobilacasa.ro/feed/google-shopping.xml' }, { email: 'andreea@mobilacasa.ro' });
  lemn = await partnerWithShop(9204, { name: 'Lemn și Stil', slug: 'lemn-si-stil', domain: 'lemnsistil.ro' });
  applied = await insertImport(casa.shopId, { started_at: '2026-11-24T06:00:00.000Z', finished_at: '2026-11-24T06:00:41.000Z', items: 4270, added: 4270 });
  held = await insertImport(casa.shopId, { state: 'held', started_at: '2026-11-25T06:00:00.000Z', finished_at: '2026-11-25T06:00:18.000Z', items: 1960, removed: 2310, held_reason: 'Feedul ar scoate 2.310 din cele 4.270 de oferte active (54 %).' });
  // Two offers of Mobila Casa come from its feed.
  const picked = await store().selectFrom('variants').select('id').where('active', '=', 1).orderBy('id').limit(2).execute();
  for (const [i, { id }] of picked.entries()) await store().updateTable('variants').set({ eshop_id: casa.shopId, shop_item_id: `MC-${i + 1}` }).where('id', '=', id).execute();
  const leaf = await store()
    .selectFrom('categories as c')
    .select(['c.slug', 'c.parent_id'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'))))
    .where('c.parent_id', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  leafSlug = leaf.slug;
  parentSlug = (await store().selectFrom('categories').select('slug').where('id', '=', leaf.parent_id!).executeTakeFirstOrThrow()).slug;
});

describe('only staff', () => {
  const calls = (): [string, string, unknown?][] => [
    ['GET', '/api/v2/staff/shops'],
    ['POST', `/api/v2/staff/shops/${casa.shopId}/pause`, { paused: true }],
    ['POST', `/api/v2/staff/imports/${held}/release`],
    ['POST', `/api/v2/staff/imports/${held}/reject`],
    ['GET', `/api/v2/staff/shops/${casa.shopId}/category-mappings`],
    ['PUT', `/api/v2/staff/shops/${casa.shopId}/category-mappings`, { productType: 'Mobilier > Canapele', categorySlug: 'canapele' }],
    ['DELETE', `/api/v2/staff/shops/${casa.shopId}/category-mappings?productType=mobilier`],
  ];

  test('every call is 401 without a session, 403 for a shopper and for the shop\'s own partner, and changes nothing', async () => {
    for (const [method, path, body] of calls()) {
      const anonymous = await callBackend(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      zProblem.parse(anonymous.json);
      for (const cookie of [shopper, casa.cookie]) {
        const refused = await callBackend(method, path, { body, cookie });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(zProblem.parse(refused.json).detail).toBe('Administrarea magazinelor este doar pentru echipa Cuib.');
      }
    }
    expect(asked).toEqual([]);
    expect((await store().selectFrom('feed_imports').select('state').where('id', '=', held).executeTakeFirstOrThrow()).state).toBe('held');
  });

  test('a page of another site cannot act in staff\'s name', async () => {
    const { status } = await callBackend('POST', `/api/v2/staff/imports/${held}/reject`, { cookie: staff, headers: { origin: 'https://rau.exemplu.com', 'sec-fetch-site': 'cross-site' } });
    expect(status).toBe(403);
    expect(asked).toEqual([]);
  });
});

describe('shops and their feed state', () => {
  test('every shop by name, with its feed, newest import (a held one\'s reason), live offers and owner', async () => {
    const { status, json } = await callBackend('GET', '/api/v2/staff/shops?q=mobila&pageSize=100', { cookie: staff });
    expect(status).toBe(200);
    const list = zGetStaffShopsResponse.parse(json);
    const names = list.shops.map((shop) => shop.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names.every((name) => name.toLowerCase().includes('mobila'))).toBe(true);
    const shop = list.shops.find((entry) => entry.id === casa.shopId);
    expect(shop).toEqual({
      id: casa.shopId,
      name: 'Mobila Casa',
      slug: 'mobila-casa',
      domain: 'mobilacasa.ro',
      paid: false,
      paused: false,
      ownerEmail: 'andreea@mobilacasa.ro',
      feed: { url: 'https://www.mobilacasa.ro/feed/google-shopping.xml', format: 'auto', checkedAt: null },
      liveOffers: 2,
      lastImport: expect.objectContaining({ id: held, state: 'held', heldReason: 'Feedul ar scoate 2.310 din cele 4.270 de oferte active (54 %).' }),
    });
    // A generated shop has no owner and no feed yet.
    const generated = list.shops.find((entry) => entry.name === 'Mobila Dalin');
    expect(generated).toMatchObject({ ownerEmail: null, feed: { url: null }, lastImport: null, liveOffers: 0 });
  });

  test('filtered by part of the name or the domain, case ignored; the % of LIKE is only a character', async () => {
    const byDomain = zGetStaffShopsResponse.parse((await callBackend('GET', '/api/v2/staff/shops?q=LEMNSISTIL', { cookie: staff })).json);
    expect(byDomain.shops.map((shop) => shop.id)).toEqual([lemn.shopId]);
    const wildcard = zGetStaffShopsResponse.parse((await callBackend('GET', '/api/v2/staff/shops?q=%25', { cookie: staff })).json);
    expect(wildcard.shops).toEqual([]);
    const all = zGetStaffShopsResponse.parse((await callBackend('GET', '/api/v2/staff/shops?pageSize=5', { cookie: staff })).json);
    expect(all.shops).toHaveLength(5);
    expect(all.pagination.totalCount).toBe(await store().selectFrom('eshops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)));
    const refused = await callBackend('GET', `/api/v2/staff/shops?q=${'a'.repeat(101)}`, { cookie: staff });
    expect(refused.status).toBe(400);
    expect(zProblem.parse(refused.json).field).toBe('query.q');
  });
});

describe('pausing a shop', () => {
  test('asks the feed service and answers the shop as it is now; resuming likewise', async () => {
    const paused = await callBackend('POST', `/api/v2/staff/shops/${lemn.shopId}/pause`, { body: { paused: true }, cookie: staff });
    expect(paused.status).toBe(200);
    expect(zPostStaffShopPauseResponse.parse(paused.json)).toMatchObject({ id: lemn.shopId, paused: true });
    const resumed = await callBackend('POST', `/api/v2/staff/shops/${lemn.shopId}/pause`, { body: { paused: false }, cookie: staff });
    expect(zPostStaffShopPauseResponse.parse(resumed.json).paused).toBe(false);
    expect(asked.splice(0)).toEqual([`pause ${lemn.shopId}`, `resume ${lemn.shopId}`]);
  });

  test.each([
    ['an unknown shop', '/api/v2/staff/shops/987654/pause', { paused: true }, 404, 'path.shopId'],
    ['a missing flag', '/api/v2/staff/shops/{shop}/pause', {}, 400, 'body.paused'],
    ['a flag that is not a boolean', '/api/v2/staff/shops/{shop}/pause', { paused: 'da' }, 400, 'body.paused'],
    ['a field the contract does not name', '/api/v2/staff/shops/{shop}/pause', { paused: true, until: '2026-12-01' }, 400, 'body'],
  ])('refuses %s', async (_, path, body, status, field) => {
    const answer = await callBackend('POST', path.replace('{shop}', String(lemn.shopId)), { body, cookie: staff });
    expect(answer.status).toBe(status);
    expect(zProblem.parse(answer.json).field).toBe(field);
    expect(asked).toEqual([]);
  });
});

describe('held imports', () => {
  test('release asks the feed service and answers the import as it is now; a second decision is a 409', async () => {
    const { status, json } = await callBackend('POST', `/api/v2/staff/imports/${held}/release`, { cookie: staff });
    expect(status).toBe(200);
    expect(zPostStaffImportReleaseResponse.parse(json)).toMatchObject({ id: held, state: 'released', decidedAt: '2026-11-25T10:00:00.000Z' });
    const again = await callBackend('POST', `/api/v2/staff/imports/${held}/reject`, { cookie: staff });
    expect(again.status).toBe(409);
    expect(zProblem.parse(again.json)).toMatchObject({ status: 409, field: 'path.importId' });
    expect(asked.splice(0)).toEqual([`release ${held}`]);
  });

  test('reject asks the feed service and answers the import as it is now', async () => {
    const another = await insertImport(lemn.shopId, { state: 'held', held_reason: 'Peste jumătate din produse sunt invalide (812 din 1.204).' });
    const { status, json } = await callBackend('POST', `/api/v2/staff/imports/${another}/reject`, { cookie: staff });
    expect(status).toBe(200);
    expect(zPostStaffImportRejectResponse.parse(json)).toMatchObject({ id: another, state: 'rejected', heldReason: 'Peste jumătate din produse sunt invalide (812 din 1.204).' });
    expect(asked.splice(0)).toEqual([`reject ${another}`]);
  });

  test('an import that is not held is a 409, an unknown one a 404, and neither reaches the service', async () => {
    for (const decision of ['release', 'reject']) {
      const notHeld = await callBackend('POST', `/api/v2/staff/imports/${applied}/${decision}`, { cookie: staff });
      expect(notHeld.status).toBe(409);
      expect(zProblem.parse(notHeld.json).detail).toBe(`Importul ${applied} nu mai așteaptă o decizie.`);
      const unknown = await callBackend('POST', `/api/v2/staff/imports/987654/${decision}`, { cookie: staff });
      expect(unknown.status).toBe(404);
      expect(zProblem.parse(unknown.json).field).toBe('path.importId');
    }
    expect(asked).toEqual([]);
  });

  test('when the service fails and the import is still held, it is an error, not a decision', async () => {
    const another = await insertImport(lemn.shopId, { state: 'held', held_reason: 'Feedul ar scoate toate ofertele.' });
    releaseFails = true;
    const { status } = await callBackend('POST', `/api/v2/staff/imports/${another}/release`, { cookie: staff });
    releaseFails = false;
    expect(status).toBe(500);
    expect((await store().selectFrom('feed_imports').select('state').where('id', '=', another).executeTakeFirstOrThrow()).state).toBe('held');
    asked.splice(0);
  });
});

describe('category mappings', () => {
  const path = () => `/api/v2/staff/shops/${casa.shopId}/category-mappings`;

  test('put stores the product type folded, replaces its category when put again, and lists by product type', async () => {
    const first = await callBackend('PUT', path(), { body: { productType: '  Mobilier  > Canapele   Extensibile ', categorySlug: leafSlug }, cookie: staff });
    expect(first.status).toBe(200);
    const stored = zPutStaffShopCategoryMappingResponse.parse(first.json);
    expect(stored).toMatchObject({ productType: 'mobilier > canapele extensibile', category: { urlSlug: leafSlug } });
    await callBackend('PUT', path(), { body: { productType: 'Grădină > Șezlonguri', categorySlug: leafSlug }, cookie: staff });
    // Written otherwise, the same product type: replaced, not added.
    await callBackend('PUT', path(), { body: { productType: 'MOBILIER > canapele extensibile', categorySlug: leafSlug }, cookie: staff });
    const list = zGetStaffShopCategoryMappingsResponse.parse((await callBackend('GET', path(), { cookie: staff })).json);
    expect(list.shopId).toBe(casa.shopId);
    expect(list.mappings.map((mapping) => mapping.productType)).toEqual(['gradina > sezlonguri', 'mobilier > canapele extensibile']);
    // Another shop's mappings are its own.
    expect(zGetStaffShopCategoryMappingsResponse.parse((await callBackend('GET', `/api/v2/staff/shops/${lemn.shopId}/category-mappings`, { cookie: staff })).json).mappings).toEqual([]);
  });

  test('delete removes one (named as written or folded); a second delete is 404', async () => {
    const removed = await callBackend('DELETE', `${path()}?productType=${encodeURIComponent('Grădină > Șezlonguri')}`, { cookie: staff });
    expect(removed.status).toBe(204);
    const again = await callBackend('DELETE', `${path()}?productType=${encodeURIComponent('gradina > sezlonguri')}`, { cookie: staff });
    expect(again.status).toBe(404);
    expect(zProblem.parse(again.json).field).toBe('query.productType');
    const list = zGetStaffShopCategoryMappingsResponse.parse((await callBackend('GET', path(), { cookie: staff })).json);
    expect(list.mappings.map((mapping) => mapping.productType)).toEqual(['mobilier > canapele extensibile']);
  });

  test.each([
    ['a category that has subcategories', () => ({ productType: 'Mobilier', categorySlug: parentSlug }), 400, 'body.categorySlug'],
    ['an unknown category', () => ({ productType: 'Mobilier', categorySlug: 'nu-exista-categoria' }), 400, 'body.categorySlug'],
    ['a slug that is not one', () => ({ productType: 'Mobilier', categorySlug: 'Canapele Extensibile' }), 400, 'body.categorySlug'],
    ['an empty product type', () => ({ productType: '   ', categorySlug: leafSlug }), 400, 'body.productType'],
    ['a product type over 750 characters', () => ({ productType: 'a'.repeat(751), categorySlug: leafSlug }), 400, 'body.productType'],
    ['a field the contract does not name', () => ({ productType: 'Mobilier', categorySlug: leafSlug, priority: 1 }), 400, 'body'],
  ])('put refuses %s naming the field', async (_, body, status, field) => {
    const answer = await callBackend('PUT', path(), { body: body(), cookie: staff });
    expect(answer.status).toBe(status);
    expect(zProblem.parse(answer.json)).toMatchObject({ status, field });
  });

  test('an unknown shop is 404 for every mapping call', async () => {
    for (const [method, body] of [['GET'], ['PUT', { productType: 'Mobilier', categorySlug: leafSlug }], ['DELETE']] as const) {
      const answer = await callBackend(method, `/api/v2/staff/shops/987654/category-mappings${method === 'DELETE' ? '?productType=mobilier' : ''}`, { body, cookie: staff });
      expect(answer.status, method).toBe(404);
      expect(zProblem.parse(answer.json).field).toBe('path.shopId');
    }
  });
});

