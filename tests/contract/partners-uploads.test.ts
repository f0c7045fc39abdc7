import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { zPostPartnerImportResponse, zProblem, zUploadPartnerFeedResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import type { ImportOutcome, ImportSource } from '#server/feeds/service';
import { embeddedBackendFor } from '#server/index';
import { callBackend, connectionFrom, sessionCookie, useTestCatalogue } from '../support/embedded';
import { partnerWithShop, type TestPartner } from './partners-fixtures';

/**
 * The feed service's calls stand in here for the importer being built beside the portal: an
 * import is recorded as `running`, as the real one does before it reads anything, and what the
 * route handed it is kept. What a real import then does is tested with the importer.
 */
const started: { shopId: number; source: ImportSource }[] = [];
let failNextStart = false;
vi.mock(import('#server/feeds/service'), async (original) => ({
  ...(await original()),
  startImport: async (target, shopId, source) => {
    if (failNextStart) {
      failNextStart = false;
      throw new Error('The feed service is unavailable.');
    }
    started.push({ shopId, source });
    const { id } = await target
      .insertInto('feed_imports')
      .values({ eshop_id: shopId, source: source.kind, origin: source.location, state: 'running', started_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, finished: new Promise<ImportOutcome>(() => {}) };
  },
}));

let casa: TestPartner;
let lemn: TestPartner;
let shopper = '';
let dataDir = '';
const previousDataDir = process.env.CUIB_DATA_DIR;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cuib-uploads-'));
  process.env.CUIB_DATA_DIR = dataDir;
  await useTestCatalogue(300);
  casa = await partnerWithShop(9101, { name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro', feedUrl: 'https://www.mobilacasa.ro/feed/google-shopping.xml' });
  lemn = await partnerWithShop(9102, { name: 'Lemn și Stil', slug: 'lemn-si-stil', domain: 'lemnsistil.ro' });
  await store().updateTable('eshops').set({ feed_format: 'xml' }).where('id', '=', casa.shopId).execute();
  shopper = await sessionCookie({ id: 9103, name: 'Ioana Marin', email: 'ioana.marin@exemplu.ro' });
});
afterAll(() => {
  if (previousDataDir === undefined) delete process.env.CUIB_DATA_DIR;
  else process.env.CUIB_DATA_DIR = previousDataDir;
  delete process.env.CUIB_FEEDS_UPLOAD_MAX_BYTES;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every import of the shops ends, so the next test may start one. */
beforeEach(async () => {
  await store().updateTable('feed_imports').set({ state: 'applied', finished_at: new Date().toISOString() }).where('state', '=', 'running').execute();
  started.length = 0;
});

const uploadsDir = () => join(dataDir, 'feeds', 'uploads');
const uploads = () => {
  try {
    return readdirSync(uploadsDir());
  } catch {
    return [];
  }
};

const feedXml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Mobila Casa</title>
<item><g:id>MC-1001</g:id><g:title>Canapea extensibilă Oslo, gri antracit</g:title><g:link>https://www.mobilacasa.ro/canapea-oslo</g:link>
<g:price>2499.90 RON</g:price><g:availability>in_stock</g:availability><g:image_link>https://www.mobilacasa.ro/img/oslo.jpg</g:image_link></item>
</channel></rss>`;

interface UploadOptions {
  cookie?: string;
  type?: string;
  headers?: Record<string, string>;
  query?: string;
}

/** Posts a body to the upload as a browser would: a string or bytes with their length, or a stream with none. */
async function upload(body: string | Uint8Array | ReadableStream<Uint8Array> | null, { cookie = casa.cookie, type = 'application/octet-stream', headers = {}, query = '' }: UploadOptions = {}) {
  const path = `/api/v2/partners/me/imports/upload${query}`;
  const request = new Request(`http://cuib.test${path}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const response = await embeddedBackendFor(path)!.app.fetch(request, connectionFrom('127.0.0.1'));
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

/** A body of `size` bytes in 64 KiB chunks, counting what was pulled from it. */
function streamOf(size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x3c);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
  return { stream, pulled: () => sent };
}

describe('POST imports (from the saved address)', () => {
  test('starts an import of the saved address and format, answers 202 with its record and where to follow it', async () => {
    const { status, json, headers } = await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie });
    expect(status).toBe(202);
    const record = zPostPartnerImportResponse.parse(json);
    expect(record).toMatchObject({ shopId: casa.shopId, state: 'running', source: 'url', url: 'https://www.mobilacasa.ro/feed/google-shopping.xml', finishedAt: null, items: 0 });
    expect(headers.get('location')).toBe(`/api/v2/partners/me/imports/${record.id}`);
    expect(started).toEqual([{ shopId: casa.shopId, source: { kind: 'url', location: 'https://www.mobilacasa.ro/feed/google-shopping.xml', format: 'xml' } }]);
    // Readable at once where the answer said.
    expect((await callBackend('GET', headers.get('location')!, { cookie: casa.cookie })).json).toMatchObject({ id: record.id, state: 'running' });
  });

  test('409 while an import of the shop runs, and for a shop without a saved address', async () => {
    expect((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie })).status).toBe(202);
    const again = await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie });
    expect(again.status).toBe(409);
    expect(zProblem.parse(again.json).detail).toBe('Un import al feedului tău este deja în curs. Așteaptă să se termine.');
    const noAddress = await callBackend('POST', '/api/v2/partners/me/imports', { cookie: lemn.cookie });
    expect(noAddress.status).toBe(409);
    expect(zProblem.parse(noAddress.json).detail).toBe('Salvează mai întâi adresa feedului de produse.');
    expect(started).toHaveLength(1);
  });

  test('401 without a session, 403 for a shopper', async () => {
    expect((await callBackend('POST', '/api/v2/partners/me/imports')).status).toBe(401);
    expect((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: shopper })).status).toBe(403);
  });
});

describe('POST imports/upload (the file as the body)', () => {
  test('streams the file to a new file of its own and starts its import', async () => {
    const { status, json, headers } = await upload(feedXml, { type: 'text/xml', query: '?format=xml' });
    expect(status).toBe(202);
    const record = zUploadPartnerFeedResponse.parse(json);
    expect(record).toMatchObject({ shopId: casa.shopId, source: 'upload', state: 'running', url: null });
    expect(headers.get('location')).toBe(`/api/v2/partners/me/imports/${record.id}`);
    expect(started).toHaveLength(1);
    const { source } = started[0]!;
    expect(source).toMatchObject({ kind: 'upload', format: 'xml' });
    expect(source.location.startsWith(`${uploadsDir()}/`)).toBe(true);
    expect(readFileSync(source.location, 'utf8')).toBe(feedXml);
  });

  test('every upload gets a random name of its own; a gzip file is kept as it came, its format told later', async () => {
    const gzipped = gzipSync(Buffer.from(feedXml));
    expect((await upload(new Uint8Array(gzipped), { type: 'application/gzip' })).status).toBe(202);
    await store().updateTable('feed_imports').set({ state: 'applied' }).where('state', '=', 'running').execute();
    expect((await upload(feedXml.replace('MC-1001', 'MC-1002'), { type: 'application/xml' })).status).toBe(202);
    const [first, second] = started.map((entry) => entry.source);
    expect(first!.format).toBe('auto');
    expect(first!.location).not.toBe(second!.location);
    expect(readFileSync(first!.location).equals(gzipped)).toBe(true);
    expect(first!.location).toMatch(/\/[0-9a-f]{32}\.feed$/);
  });

  test('a Content-Length over 256 MiB is refused with 413 before anything is read', async () => {
    const before = uploads();
    const { stream, pulled } = streamOf(1024 * 1024);
    const { status, json, headers } = await upload(stream, { headers: { 'content-length': String(256 * 1024 * 1024 + 1) } });
    expect(status).toBe(413);
    expect(zProblem.parse(json)).toMatchObject({ status: 413, field: 'body' });
    expect(headers.get('connection')).toBe('close');
    // Only what the stream had queued before the refusal: far less than the body.
    expect(pulled()).toBeLessThan(256 * 1024);
    expect(uploads()).toEqual(before);
    expect(started).toEqual([]);
  });

  describe('with a smaller limit (CUIB_FEEDS_UPLOAD_MAX_BYTES = 1 MiB)', () => {
    beforeAll(() => {
      process.env.CUIB_FEEDS_UPLOAD_MAX_BYTES = String(1024 * 1024);
    });
    afterAll(() => {
      delete process.env.CUIB_FEEDS_UPLOAD_MAX_BYTES;
    });

    test('a body without Content-Length is counted as it streams: 413 past the limit, and nothing is kept', async () => {
      const before = uploads();
      const { stream, pulled } = streamOf(8 * 1024 * 1024);
      const { status, json } = await upload(stream);
      expect(status).toBe(413);
      expect(zProblem.parse(json).detail).toBe('Fișierul feedului depășește 1 MB. Comprimă-l cu gzip sau dă-ne adresa lui.');
      expect(pulled()).toBeLessThan(2 * 1024 * 1024);
      expect(uploads()).toEqual(before);
      expect(started).toEqual([]);
    });

    test('a Content-Length that lies is not believed: the stream is counted all the same', async () => {
      const before = uploads();
      const { stream } = streamOf(3 * 1024 * 1024);
      const { status } = await upload(stream, { headers: { 'content-length': '2048' } });
      expect(status).toBe(413);
      expect(uploads()).toEqual(before);
    });

    test('a body just at the limit is taken', async () => {
      const { stream } = streamOf(1024 * 1024);
      expect((await upload(stream)).status).toBe(202);
      expect(readFileSync(started[0]!.source.location)).toHaveLength(1024 * 1024);
    });
  });

  test('refused from another site, even as a body a form could not send', async () => {
    for (const headers of [{ origin: 'https://rau.exemplu.com', 'sec-fetch-site': 'cross-site' }, { origin: 'https://rau.exemplu.com' }] as Record<string, string>[]) {
      const { status, json } = await upload(feedXml, { type: 'text/xml', headers });
      expect(status).toBe(403);
      expect(zProblem.parse(json).detail).toBe('Cererea a fost trimisă de pe alt site și a fost refuzată.');
    }
    expect(started).toEqual([]);
  });

  test.each([
    ['text/plain', 'a form could send it without asking'],
    ['multipart/form-data; boundary=x', 'the file goes as the body itself'],
    ['application/json', 'a feed is not JSON'],
  ])('a body of type %s is refused with 415 (%s)', async (type) => {
    const { status, json } = await upload(feedXml, { type });
    expect(status).toBe(415);
    expect(zProblem.parse(json)).toMatchObject({ status: 415, field: 'body', detail: 'Trimite feedul ca fișier XML, CSV sau TSV (poate fi comprimat gzip).' });
  });

  test('an empty body is a 400 naming it, and leaves no file', async () => {
    const before = uploads();
    for (const body of ['', null, streamOf(0).stream]) {
      const { status, json } = await upload(body);
      expect(status).toBe(400);
      expect(zProblem.parse(json)).toMatchObject({ status: 400, field: 'body' });
    }
    expect(uploads()).toEqual(before);
    expect(started).toEqual([]);
  });

  test('an unknown format is a 400 naming it', async () => {
    const { status, json } = await upload(feedXml, { query: '?format=json' });
    expect(status).toBe(400);
    expect(zProblem.parse(json).field).toBe('query.format');
  });

  test('401 without a session, 403 for a shopper, 409 while an import runs: nothing is stored', async () => {
    const before = uploads();
    expect((await upload(feedXml, { cookie: '' })).status).toBe(401);
    expect((await upload(feedXml, { cookie: shopper })).status).toBe(403);
    expect((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: casa.cookie })).status).toBe(202);
    const running = await upload(feedXml);
    expect(running.status).toBe(409);
    expect(running.headers.get('connection')).toBe('close');
    expect(uploads()).toEqual(before);
  });

  test('when the import cannot start, the stored file is removed', async () => {
    const before = uploads();
    failNextStart = true;
    const { status } = await upload(feedXml);
    expect(status).toBe(500);
    expect(uploads()).toEqual(before);
  });

  test('at most 12 imports an hour per shop, from the address and by upload together', async () => {
    const nordic = await partnerWithShop(9104, { name: 'Casa Nordică', slug: 'casa-nordica', domain: 'casanordica.ro', feedUrl: 'https://casanordica.ro/feed.xml' });
    const answers: number[] = [];
    for (let i = 0; i < 13; i++) {
      const { status } = i % 2 ? await upload(feedXml, { cookie: nordic.cookie }) : await callBackend('POST', '/api/v2/partners/me/imports', { cookie: nordic.cookie });
      answers.push(status);
      await store().updateTable('feed_imports').set({ state: 'applied' }).where('state', '=', 'running').execute();
    }
    expect(answers).toEqual([...Array<number>(12).fill(202), 429]);
    const refused = await upload(feedXml, { cookie: nordic.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another shop is not held back by it.
    await store().updateTable('eshops').set({ feed_url: 'https://lemnsistil.ro/feed.xml' }).where('id', '=', lemn.shopId).execute();
    expect((await callBackend('POST', '/api/v2/partners/me/imports', { cookie: lemn.cookie })).status).toBe(202);
  });
});

