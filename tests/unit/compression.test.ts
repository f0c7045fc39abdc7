import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { chooseEncoding, compression } from '../../app/compression';
import { precompressAssets } from '../../build/precompress-assets';

const page = `<!DOCTYPE html><html lang="ro"><body>${'<p>Canapea Mureș cu 2 locuri, bej — 1.628,99 lei</p>'.repeat(200)}</body></html>`;
const script = `export const produse = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, nume: `Fotoliu ${i}` })))};`;

/** A site that streams a page in two pieces, serves a script under /assets/, an image and a short answer. */
function site() {
  const app = new Hono();
  app.use(compression());
  app.get('/produse', () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(page.slice(0, 500)));
        controller.enqueue(encoder.encode(page.slice(500)));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  app.get('/images/1.webp', () => new Response(new Uint8Array(4000), { headers: { 'content-type': 'image/webp' } }));
  app.get('/scurt', () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json', 'content-length': '11' } }));
  return app;
}

const decode = { br: promisify(zlib.brotliDecompress), gzip: promisify(zlib.gunzip) };

describe('choosing an encoding', () => {
  test('brotli when the browser takes it, gzip otherwise, nothing when neither is accepted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressing what the site sends', () => {
  test.each(['br', 'gzip'] as const)('a streamed page arrives whole in %s, without a length, varying by Accept-Encoding', async (encoding) => {
    const response = await site().request('/produse', { headers: { 'accept-encoding': encoding } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect((await decode[encoding](bytes)).toString()).toBe(page);
  });

  test('an answer already encoded (a precompressed file, a cached page) passes untouched', async () => {
    const app = new Hono();
    app.use(compression());
    const encoded = zlib.brotliCompressSync(script);
    app.get('/assets/app-abc123.js', () => new Response(encoded, { headers: { 'content-type': 'text/javascript', 'content-encoding': 'br', 'content-length': String(encoded.length) } }));
    const response = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await response.arrayBuffer()).equals(encoded)).toBe(true);
  });

  test('images, short answers and browsers that take no compression get the body as it is', async () => {
    const app = site();
    const image = await app.request('/images/1.webp', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4000);
    expect((await app.request('/scurt', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    const plain = await app.request('/produse', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });
});

describe('the build’s compressed copies', () => {
  test('each text file of the browser bundle above 1 kB gets a brotli and a gzip copy of its bytes as written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuib-precompress-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets/app-abc123.js'), script);
    await writeFile(join(dir, 'assets/mic-abc123.js'), 'export const a = 1;');
    await writeFile(join(dir, 'assets/inter-abc123.woff2'), new Uint8Array(4000));
    const plugin = precompressAssets();
    const bundle = Object.fromEntries(['assets/app-abc123.js', 'assets/mic-abc123.js', 'assets/inter-abc123.woff2'].map((name) => [name, { fileName: name }]));
    await (plugin.writeBundle as (options: { dir: string }, bundle: unknown) => Promise<void>)({ dir }, bundle);
    expect((await decode.br(await readFile(join(dir, 'assets/app-abc123.js.br')))).toString()).toBe(script);
    expect((await decode.gzip(await readFile(join(dir, 'assets/app-abc123.js.gz')))).toString()).toBe(script);
    expect((await readdir(join(dir, 'assets'))).toSorted()).toEqual(['app-abc123.js', 'app-abc123.js.br', 'app-abc123.js.gz', 'inter-abc123.woff2', 'mic-abc123.js']);
    await rm(dir, { recursive: true, force: true });
  });
});
