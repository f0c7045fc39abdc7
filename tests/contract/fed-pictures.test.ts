import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { store } from '#server/context';
import { fetchPendingPictures } from '#server/feeds/pictures';
import { embeddedBackendFor } from '#server/index';
import { useTestCatalogue } from '../support/embedded';

const saved = { dataDir: process.env.CUIB_DATA_DIR, allowPrivate: process.env.CUIB_FEEDS_ALLOW_PRIVATE };
const dataDir = mkdtempSync(join(tmpdir(), 'cuib-fed-pictures-'));

/** A shop's photos of a sofa: landscape first, then (after the shop changed it) portrait. */
const landscape = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#5b6b7a' } }).jpeg().toBuffer();
const portrait = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#9a6b4f' } }).png().toBuffer();

let server: Server;
let origin: string;
/** Three variants of the generated catalogue: two taken over by a shop's feed, one left generated. */
let fed: number;
let waiting: number;
let generated: number;

beforeAll(async () => {
  process.env.CUIB_DATA_DIR = dataDir;
  process.env.CUIB_FEEDS_ALLOW_PRIVATE = '1';
  server = createServer((request, response) => {
    if (request.url === '/poze/canapea-oslo.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(landscape);
    else if (request.url === '/poze/canapea-oslo-noua.png') response.writeHead(200, { 'content-type': 'image/png' }).end(portrait);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await useTestCatalogue();
  [fed, waiting, generated] = (await store().selectFrom('variants').select('id').orderBy('id').limit(3).execute()).map((row) => row.id) as [number, number, number];
  await store()
    .insertInto('variant_pictures')
    .values([
      { variant_id: fed, picture_no: 0, url: `${origin}/poze/canapea-oslo.jpg` },
      { variant_id: fed, picture_no: 1, url: `${origin}/poze/lipsa.jpg` },
    ])
    .execute();
  expect(await fetchPendingPictures(store())).toEqual({ ready: 1, failed: 1 });
  // Added after the run: still waiting for the next.
  await store().insertInto('variant_pictures').values({ variant_id: waiting, picture_no: 0, url: `${origin}/poze/canapea-oslo.jpg` }).execute();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const [key, value] of [['CUIB_DATA_DIR', saved.dataDir], ['CUIB_FEEDS_ALLOW_PRIVATE', saved.allowPrivate]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function image(path: string) {
  const response = await embeddedBackendFor(path)!.app.fetch(new Request(`http://cuib.test${path}`));
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : null;
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), meta, body };
}

/** The colour of a picture's top-left pixel. */
const corner = async (body: Buffer) => [...(await sharp(body).extract({ left: 2, top: 2, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];

describe('fed product pictures: /images/product/{width}/{variantId}-{index}.{webp|jpg}', () => {
  test('a fetched picture is the shop’s photo at the width asked, cached for a day', async () => {
    const webp = await image(`/images/product/480/${fed}-0.webp`);
    expect(webp).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=86400' });
    expect(webp.meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    // The shop's slate blue, not a drawing's backdrop.
    const shown = await corner(webp.body);
    [0x5b, 0x6b, 0x7a].forEach((channel, index) => expect(Math.abs(shown[index]! - channel)).toBeLessThan(8));
    const jpg = await image(`/images/product/160/${fed}-0.jpg`);
    expect(jpg).toMatchObject({ status: 200, type: 'image/jpeg', cache: 'public, max-age=86400' });
    expect(jpg.meta).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
  });

  test('a picture not fetched yet, one that failed and one past the last are a light-grey placeholder for a minute', async () => {
    const pending = await image(`/images/product/320/${waiting}-0.webp`);
    expect(pending).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=60' });
    expect(pending.meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const [red, green, blue] = await corner(pending.body);
    expect(Math.min(red!, green!, blue!)).toBeGreaterThan(220);
    expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeLessThan(8);
    for (const path of [`/images/product/320/${fed}-1.webp`, `/images/product/320/${fed}-4.webp`]) {
      const placeholder = await image(path);
      expect(placeholder).toMatchObject({ status: 200, cache: 'public, max-age=60' });
      expect(placeholder.body.equals(pending.body)).toBe(true);
    }
    expect((await image(`/images/product/240/${waiting}-0.jpg`)).meta).toMatchObject({ format: 'jpeg', width: 240 });
  });

  test('a generated variant is still drawn, cached for a year', async () => {
    const drawn = await image(`/images/product/320/${generated}-0.webp`);
    expect(drawn).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(drawn.body.equals((await image(`/images/product/320/${waiting}-0.webp`)).body)).toBe(false);
  });

  test('a picture the shop changed is served anew, not from the old one’s resized copies', async () => {
    expect((await image(`/images/product/480/${fed}-0.webp`)).meta).toMatchObject({ width: 480, height: 360 });
    await store()
      .updateTable('variant_pictures')
      .set({ url: `${origin}/poze/canapea-oslo-noua.png`, state: 'pending', error: null, fetched_at: null })
      .where('variant_id', '=', fed)
      .where('picture_no', '=', 0)
      .execute();
    expect((await image(`/images/product/480/${fed}-0.webp`)).cache).toBe('public, max-age=60');
    expect(await fetchPendingPictures(store())).toEqual({ ready: 2, failed: 0 });
    const changed = await image(`/images/product/480/${fed}-0.webp`);
    expect(changed).toMatchObject({ status: 200, cache: 'public, max-age=86400' });
    expect(changed.meta).toMatchObject({ width: 480, height: 640 });
  });
});
