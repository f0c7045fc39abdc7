import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openSqliteStore } from '#server/db/database';
import type { Store } from '#server/db/store';
import { fetchPendingPictures, pictureDownloadProblem } from '#server/feeds/pictures';
import { runPictureJob } from '#server/jobs';
import { variantPictureRepository } from '#server/repositories/variant-pictures';

const saved = { dataDir: process.env.CUIB_DATA_DIR, allowPrivate: process.env.CUIB_FEEDS_ALLOW_PRIVATE };
const dataDir = mkdtempSync(join(tmpdir(), 'cuib-pictures-'));
const pictureFile = (variantId: number, pictureNo: number) => join(dataDir, 'pictures', `${variantId}-${pictureNo}.webp`);

/** A landscape photo taken with the phone turned: 2400 × 1800 stored, EXIF orientation 6 (upright it is 1800 × 2400). */
const turnedJpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7a6a55' } })
  .jpeg({ quality: 70 })
  .withMetadata({ orientation: 6 })
  .toBuffer();
const smallPng = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#c8d2cc' } }).png().toBuffer();
const gif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3322' } }).gif().toBuffer();
const avif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } }).avif({ effort: 0 }).toBuffer();
const html = Buffer.from('<!doctype html><html lang="ro"><head><title>Canapea Oslo</title></head><body>Produsul nu mai este disponibil.</body></html>');

let server: Server;
let origin: string;
let active = 0;
let mostActive = 0;
const requests: string[] = [];
/** Run when a path is asked for, before its answer (a feed changing the picture meanwhile). */
const onRequest = new Map<string, () => Promise<void>>();

beforeAll(async () => {
  process.env.CUIB_DATA_DIR = dataDir;
  process.env.CUIB_FEEDS_ALLOW_PRIVATE = '1';
  server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    active++;
    mostActive = Math.max(mostActive, active);
    response.on('close', () => active--);
    await onRequest.get(path)?.();
    // Long enough for the fetches of one run to overlap.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const send = (type: string, body: Buffer) => response.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
    if (path.startsWith('/canapea-oslo.jpg') || path.startsWith('/lent.jpg')) send('image/jpeg', turnedJpeg);
    else if (path.startsWith('/perna.png')) send('image/png', smallPng);
    else if (path === '/covor.gif') send('image/gif', gif);
    else if (path === '/lampa.avif') send('image/avif', avif);
    else if (path === '/pagina-produsului.jpg') send('text/html; charset=utf-8', html);
    else if (path === '/urias.jpg') {
      // Says 20 MB are coming; the fetcher should not wait for them.
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 20 * 1024 ** 2 });
      response.write(turnedJpeg.subarray(0, 1000));
    } else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const [key, value] of [['CUIB_DATA_DIR', saved.dataDir], ['CUIB_FEEDS_ALLOW_PRIVATE', saved.allowPrivate]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

let store: Store;

/** Two shops, one category, and three variants fed by Casa Verde's feed. */
beforeEach(async () => {
  rmSync(join(dataDir, 'pictures'), { recursive: true, force: true });
  store = await openSqliteStore();
  await store.insertInto('categories').values({ id: 1, slug: 'canapele', name: 'Canapele', long_name: 'Canapele', depth: 0, parent_id: null, drawing: 'canapele' }).execute();
  await store
    .insertInto('eshops')
    .values([
      { id: 1, slug: 'casa-verde', name: 'Casa Verde', domain: 'casaverde.ro', paid: 1 },
      { id: 2, slug: 'mobila-dacia', name: 'Mobila Dacia', domain: 'mobiladacia.ro', paid: 0 },
    ])
    .execute();
  const variant = (id: number, eshopId: number, name: string, shopItemId: string) => ({
    id, product_id: id, slug: `produs-${id}`, name, description: '', category_id: 1, eshop_id: eshopId, colour: 'gri', price: 1299.99,
    in_stock: 1, active: 1, free_shipping: 0, reviews_count: 0, image_count: 2, popularity: 0.5, created_at: '2026-03-02T08:00:00.000Z', shop_item_id: shopItemId,
  });
  await store
    .insertInto('variants')
    .values([
      variant(101, 1, 'Canapea extensibilă Oslo, gri antracit', 'CV-OSLO-GRI'),
      variant(102, 1, 'Pernă decorativă Nora, 45 × 45 cm', 'CV-NORA-45'),
      variant(103, 1, 'Covor Berber, 160 × 230 cm', 'CV-BERBER'),
      variant(201, 2, 'Dulap Aris, 3 uși, stejar sonoma', 'MD-ARIS-3'),
    ])
    .execute();
  requests.length = 0;
  mostActive = 0;
  onRequest.clear();
});

const addPictures = (rows: [variantId: number, pictureNo: number, path: string][]) =>
  store.insertInto('variant_pictures').values(rows.map(([variant_id, picture_no, path]) => ({ variant_id, picture_no, url: `${origin}${path}` }))).execute();

const rowsOf = () => store.selectFrom('variant_pictures').select(['variant_id', 'picture_no', 'state', 'error', 'fetched_at']).orderBy('variant_id').orderBy('picture_no').execute();

describe('fetchPendingPictures', () => {
  test('fetches each pending picture once, at most three at a time, and stores it as WebP', async () => {
    await addPictures([
      [101, 0, '/canapea-oslo.jpg'],
      [101, 1, '/perna.png'],
      [102, 0, '/covor.gif'],
      [102, 1, '/lampa.avif'],
      [103, 0, '/lipsa.jpg'],
      [103, 1, '/pagina-produsului.jpg'],
      [201, 0, '/urias.jpg'],
    ]);
    expect(await fetchPendingPictures(store)).toEqual({ ready: 4, failed: 3 });
    expect(requests.toSorted()).toEqual(['/canapea-oslo.jpg', '/covor.gif', '/lampa.avif', '/lipsa.jpg', '/pagina-produsului.jpg', '/perna.png', '/urias.jpg']);
    expect(mostActive).toBe(3);

    const rows = await rowsOf();
    expect(rows.map(({ variant_id, picture_no, state, error }) => [variant_id, picture_no, state, error])).toEqual([
      [101, 0, 'ready', null],
      [101, 1, 'ready', null],
      [102, 0, 'ready', null],
      [102, 1, 'ready', null],
      [103, 0, 'failed', 'Imaginea nu s-a putut descărca: serverul a răspuns 404.'],
      [103, 1, 'failed', 'Fișierul de la adresa imaginii nu este o imagine (JPEG, PNG, WebP, GIF sau AVIF).'],
      [201, 0, 'failed', 'Imaginea nu s-a putut descărca: fișierul depășește 15 MB.'],
    ]);
    expect(rows.every((row) => row.fetched_at !== null && !Number.isNaN(Date.parse(row.fetched_at)))).toBe(true);

    // The turned photo stands upright, its longest side brought to 1600 px, without its EXIF.
    const oslo = await sharp(await readFile(pictureFile(101, 0))).metadata();
    expect(oslo).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(oslo.exif).toBeUndefined();
    expect(oslo.orientation).toBeUndefined();
    // A small picture is not enlarged.
    expect(await sharp(await readFile(pictureFile(101, 1))).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(await sharp(await readFile(pictureFile(102, 0))).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(await sharp(await readFile(pictureFile(102, 1))).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(statSync(pictureFile(101, 0)).mode & 0o777).toBe(0o600);
    // Failed pictures leave no file, and no download is left behind.
    expect(existsSync(pictureFile(103, 0))).toBe(false);
    expect(readdirSync(join(dataDir, 'pictures', 'work'))).toEqual([]);

    // Nothing is pending any more: a second run asks no server.
    requests.length = 0;
    expect(await fetchPendingPictures(store)).toEqual({ ready: 0, failed: 0 });
    expect(requests).toEqual([]);
  });

  test('a picture whose URL changed is fetched again, and replaces the old file', async () => {
    await addPictures([[101, 0, '/canapea-oslo.jpg']]);
    await fetchPendingPictures(store);
    const [before] = await rowsOf();
    expect(before).toMatchObject({ state: 'ready' });
    // What the applier does when the feed gives the item a new picture.
    await store.updateTable('variant_pictures').set({ url: `${origin}/perna.png?v=2`, state: 'pending', error: null, fetched_at: null }).where('variant_id', '=', 101).execute();
    requests.length = 0;
    expect(await fetchPendingPictures(store)).toEqual({ ready: 1, failed: 0 });
    expect(requests).toEqual(['/perna.png?v=2']);
    expect(await sharp(await readFile(pictureFile(101, 0))).metadata()).toMatchObject({ width: 300, height: 200 });
    expect((await rowsOf())[0]!.fetched_at! > before!.fetched_at!).toBe(true);
  });

  test('at most `limit` pictures a run, and `concurrency` at once', async () => {
    await addPictures(Array.from({ length: 7 }, (_, index) => [101, index, `/perna.png?n=${index}`] as [number, number, string]));
    expect(await fetchPendingPictures(store, { limit: 5, concurrency: 2 })).toEqual({ ready: 5, failed: 0 });
    expect(mostActive).toBe(2);
    expect((await rowsOf()).map((row) => row.state)).toEqual(['ready', 'ready', 'ready', 'ready', 'ready', 'pending', 'pending']);
    expect(await fetchPendingPictures(store, { limit: 5, concurrency: 2 })).toEqual({ ready: 2, failed: 0 });
  });

  test('two runs at once fetch each picture once', async () => {
    await addPictures(Array.from({ length: 6 }, (_, index) => [102, index, `/perna.png?n=${index}`] as [number, number, string]));
    const [first, second] = await Promise.all([fetchPendingPictures(store), fetchPendingPictures(store)]);
    expect(first.ready + second.ready).toBe(6);
    expect(requests).toHaveLength(6);
    expect(new Set(requests).size).toBe(6);
  });

  test('a picture claimed by another run is left to it, unless that claim is half an hour old', async () => {
    await addPictures([[101, 0, '/perna.png?a'], [101, 1, '/perna.png?b']]);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await store.updateTable('variant_pictures').set({ fetched_at: minutesAgo(5) }).where('picture_no', '=', 0).execute();
    await store.updateTable('variant_pictures').set({ fetched_at: minutesAgo(31) }).where('picture_no', '=', 1).execute();
    expect(await fetchPendingPictures(store)).toEqual({ ready: 1, failed: 0 });
    expect(requests).toEqual(['/perna.png?b']);
    expect((await rowsOf()).map((row) => row.state)).toEqual(['pending', 'ready']);
  });

  test('a picture whose URL the feed changed during its download is left for the new URL', async () => {
    await addPictures([[101, 0, '/lent.jpg']]);
    onRequest.set('/lent.jpg', async () => {
      await store.updateTable('variant_pictures').set({ url: `${origin}/perna.png?noua`, state: 'pending', fetched_at: null }).where('variant_id', '=', 101).execute();
    });
    expect(await fetchPendingPictures(store)).toEqual({ ready: 0, failed: 0 });
    expect(await rowsOf()).toEqual([{ variant_id: 101, picture_no: 0, state: 'pending', error: null, fetched_at: null }]);
    expect(existsSync(pictureFile(101, 0))).toBe(false);
    expect(await fetchPendingPictures(store)).toEqual({ ready: 1, failed: 0 });
    expect(await sharp(await readFile(pictureFile(101, 0))).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  test('without CUIB_FEEDS_ALLOW_PRIVATE a picture on this machine is refused unasked', async () => {
    delete process.env.CUIB_FEEDS_ALLOW_PRIVATE;
    try {
      await addPictures([[101, 0, '/canapea-oslo.jpg']]);
      expect(await fetchPendingPictures(store)).toEqual({ ready: 0, failed: 1 });
      expect(requests).toEqual([]);
      expect((await rowsOf())[0]).toMatchObject({ state: 'failed', error: 'Imaginea nu s-a putut descărca: adresa duce la o rețea privată.' });
    } finally {
      process.env.CUIB_FEEDS_ALLOW_PRIVATE = '1';
    }
  });
});

describe('the periodic picture job', () => {
  test('does not start a batch while its previous one runs', async () => {
    await addPictures([[101, 0, '/canapea-oslo.jpg'], [102, 0, '/perna.png']]);
    const [first, second] = await Promise.all([runPictureJob(store), runPictureJob(store)]);
    expect(first).toEqual({ ready: 2, failed: 0 });
    expect(second).toBeUndefined();
    expect(await runPictureJob(store)).toEqual({ ready: 0, failed: 0 });
  });
});

describe('the shop’s report of failed pictures', () => {
  test('lists the failed pictures of the shop’s own variants only', async () => {
    await addPictures([
      [101, 0, '/canapea-oslo.jpg'],
      [101, 1, '/lipsa-2.jpg'],
      [103, 0, '/pagina-produsului.jpg'],
      [201, 0, '/lipsa-3.jpg'],
    ]);
    await fetchPendingPictures(store);
    const pictures = variantPictureRepository(store);
    expect(await pictures.failedForShop(1, { limit: 10 })).toEqual([
      {
        variantId: 101, name: 'Canapea extensibilă Oslo, gri antracit', shopItemId: 'CV-OSLO-GRI', pictureNo: 1, url: `${origin}/lipsa-2.jpg`,
        error: 'Imaginea nu s-a putut descărca: serverul a răspuns 404.', fetchedAt: expect.any(String),
      },
      {
        variantId: 103, name: 'Covor Berber, 160 × 230 cm', shopItemId: 'CV-BERBER', pictureNo: 0, url: `${origin}/pagina-produsului.jpg`,
        error: 'Fișierul de la adresa imaginii nu este o imagine (JPEG, PNG, WebP, GIF sau AVIF).', fetchedAt: expect.any(String),
      },
    ]);
    expect((await pictures.failedForShop(1, { limit: 1 })).map((picture) => picture.variantId)).toEqual([101]);
    expect((await pictures.failedForShop(2, { limit: 10 })).map((picture) => picture.url)).toEqual([`${origin}/lipsa-3.jpg`]);
  });
});

describe('pictureDownloadProblem', () => {
  test.each([
    ['Serverul feedului a răspuns 503.', 'Imaginea nu s-a putut descărca: serverul a răspuns 503.'],
    ['Adresa feedului duce la o rețea privată.', 'Imaginea nu s-a putut descărca: adresa duce la o rețea privată.'],
    ['Descărcarea nu s-a încheiat în 30\u00a0de secunde.', 'Imaginea nu s-a putut descărca: descărcarea nu s-a încheiat în 30\u00a0de secunde.'],
    ['Domeniul poze.casaverde.ro nu există sau nu răspunde.', 'Imaginea nu s-a putut descărca: domeniul poze.casaverde.ro nu există sau nu răspunde.'],
    ['Feedul redirecționează de prea multe ori (peste 5).', 'Imaginea nu s-a putut descărca: adresa redirecționează de prea multe ori (peste 5).'],
    ['Feedul nu s-a putut descărca (ECONNRESET).', 'Imaginea nu s-a putut descărca: eroare de rețea (ECONNRESET).'],
  ])('%s', (feedReason, pictureReason) => {
    expect(pictureDownloadProblem(feedReason)).toBe(pictureReason);
  });
});
