import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { zGetPartnerImportErrorsResponse, zGetPartnerImportResponse, zGetPartnerOffersResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { embeddedBackendFor } from '#server/index';
import { callBackend, connectionFrom, sessionCookie, useTestCatalogue } from '../support/embedded';
import { partnerWithShop, type TestPartner } from './partners-fixtures';

/**
 * The partner portal's and staff's calls over the real importer: an uploaded file and a fetched
 * address become the shop's offers; staff release, reject and pause change what is listed.
 */
const rss = (items: Record<string, string>[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Mobila Casa</title><link>https://www.mobilacasa.ro</link><description>Produse</description>
${items.map((item) => `<item>${Object.entries(item).map(([name, value]) => `<${name}>${value}</${name}>`).join('')}</item>`).join('\n')}
</channel></rss>`;
const chair = (id: string, price: string, extra: Record<string, string> = {}) => ({
  'g:id': id,
  title: `Scaun tapițat Milano ${id}, verde smarald`,
  link: `https://www.mobilacasa.ro/scaune/milano-${id.toLowerCase()}`,
  'g:price': price,
  'g:availability': 'in_stock',
  'g:image_link': `https://www.mobilacasa.ro/img/${id}.jpg`,
  'g:google_product_category': '5886',
  ...extra,
});

let casa: TestPartner;
let staff = '';
let dataDir = '';
let server: Server;
let served = '';
let origin = '';
const previous = { dataDir: process.env.CUIB_DATA_DIR, allow: process.env.CUIB_FEEDS_ALLOW_PRIVATE };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cuib-partner-feeds-'));
  process.env.CUIB_DATA_DIR = dataDir;
  // The shop's feed is served from this machine in the test.
  process.env.CUIB_FEEDS_ALLOW_PRIVATE = '1';
  await useTestCatalogue(300);
  casa = await partnerWithShop(9301, { name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro' });
  staff = await sessionCookie({ id: 9302, name: 'Echipa Magazine', email: 'magazine@cuib.ro', admin: true });
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', etag: '"v1"' });
    response.end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const [name, value] of [['CUIB_DATA_DIR', previous.dataDir], ['CUIB_FEEDS_ALLOW_PRIVATE', previous.allow]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(body: string) {
  const path = '/api/v2/partners/me/imports/upload';
  const request = new Request(`http://cuib.test${path}`, { method: 'POST', headers: { 'content-type': 'application/xml', cookie: casa.cookie }, body });
  const response = await embeddedBackendFor(path)!.app.fetch(request, connectionFrom('127.0.0.1'));
  return { status: response.status, json: (await response.json()) as { id: number } };
}

/** Follows an import with GET until it is no longer running, as the portal's page does. */
async function finished(importId: number) {
  for (;;) {
    const { json } = await callBackend('GET', `/api/v2/partners/me/imports/${importId}`, { cookie: casa.cookie });
    const record = zGetPartnerImportResponse.parse(json);
    if (record.state !== 'running') return record;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const offers = async () => zGetPartnerOffersResponse.parse((await callBackend('GET', '/api/v2/partners/me/offers', { cookie: casa.cookie })).json);
const listed = async () => (await store().selectFrom('variants').select(['shop_item_id', 'active']).where('eshop_id', '=', casa.shopId).orderBy('shop_item_id').execute()).map((row) => `${row.shop_item_id}:${row.active}`);

describe('the partner portal over the importer', () => {
  test('an uploaded feed file is imported: its offers are live, its refused items listed with their reasons', async () => {
    const { status, json } = await upload(rss([chair('MC-1', '459.90 RON'), chair('MC-2', '479.90 RON'), chair('MC-3', '39 EUR'), chair('MC-4', '499 RON', { link: 'https://mobilacasa.ro.example.com/x' })]));
    expect(status).toBe(202);
    const record = await finished(json.id);
    expect(record).toMatchObject({ state: 'applied', source: 'upload', items: 4, added: 2, invalid: 2, invalidByReason: { 'not-ron': 1, 'foreign-link': 1 } });
    const live = await offers();
    expect(JSON.stringify(live)).toContain('Scaun tapițat Milano MC-1, verde smarald');
    const errors = zGetPartnerImportErrorsResponse.parse((await callBackend('GET', `/api/v2/partners/me/imports/${json.id}/errors?reason=foreign-link`, { cookie: casa.cookie })).json);
    expect(JSON.stringify(errors)).toContain('MC-4');
    expect(JSON.stringify(errors)).not.toContain('MC-3');
  });

  test('POST imports reads the saved address, and GET follows the counts to the end', async () => {
    served = rss([chair('MC-1', '449.90 RON'), chair('MC-2', '479.90 RON'), chair('MC-5', '519 RON')]);
    expect((await callBackend('PUT', '/api/v2/partners/me/feed', { cookie: casa.cookie, body: { url: `${origin}/feed.xml`, format: 'auto' } })).status).toBe(200);
    const started = await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie });
    expect(started.status).toBe(202);
    const record = await finished((started.json as { id: number }).id);
    expect(record).toMatchObject({ state: 'applied', source: 'url', items: 3, added: 1, updated: 1, unchanged: 1 });
    expect(await listed()).toEqual(['MC-1:1', 'MC-2:1', 'MC-5:1']);
  });
});

describe('staff over the importer', () => {
  test('releasing a held feed applies its kept file: the offers it lists are live, the ones it lost are off the listings', async () => {
    served = rss([chair('MC-5', '519 RON')]);
    const started = await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie });
    const held = await finished((started.json as { id: number }).id);
    expect(held).toMatchObject({ state: 'held', removed: 2 });
    expect(await listed()).toEqual(['MC-1:1', 'MC-2:1', 'MC-5:1']);
    const released = await callBackend('POST', `/api/v2/staff/imports/${held.id}/release`, { cookie: staff });
    expect(released.status).toBe(200);
    expect(await listed()).toEqual(['MC-1:0', 'MC-2:0', 'MC-5:1']);
  });

  test('rejecting a held feed keeps the shop’s offers as they were', async () => {
    served = rss([chair('MC-1', '449.90 RON'), chair('MC-2', '479.90 RON'), chair('MC-5', '519 RON')]);
    await finished(((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie })).json as { id: number }).id);
    expect(await listed()).toEqual(['MC-1:1', 'MC-2:1', 'MC-5:1']);
    served = rss([chair('MC-2', '479.90 RON')]);
    const held = await finished(((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie })).json as { id: number }).id);
    expect(held.state).toBe('held');
    expect((await callBackend('POST', `/api/v2/staff/imports/${held.id}/reject`, { cookie: staff })).status).toBe(200);
    expect(await listed()).toEqual(['MC-1:1', 'MC-2:1', 'MC-5:1']);
    expect((await callBackend('POST', `/api/v2/staff/imports/${held.id}/release`, { cookie: staff })).status).toBe(409);
  });

  test('pausing a shop takes its offers off the listings at once; resuming brings back exactly those', async () => {
    await store().updateTable('variants').set({ active: 0 }).where('eshop_id', '=', casa.shopId).where('shop_item_id', '=', 'MC-5').execute();
    expect((await callBackend('POST', `/api/v2/staff/shops/${casa.shopId}/pause`, { cookie: staff, body: { paused: true } })).status).toBe(200);
    expect(await listed()).toEqual(['MC-1:0', 'MC-2:0', 'MC-5:0']);
    expect((await offers()).offers).toHaveLength(0);
    expect((await callBackend('POST', `/api/v2/staff/shops/${casa.shopId}/pause`, { cookie: staff, body: { paused: false } })).status).toBe(200);
    expect(await listed()).toEqual(['MC-1:1', 'MC-2:1', 'MC-5:0']);
  });
});
