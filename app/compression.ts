/**
 * Compression for everything the site sends as text, brotli first (every current browser asks for
 * it; it is about a fifth smaller than gzip on our pages and scripts), gzip for the rest.
 * - Content-hashed files under /assets/ never change: the build writes their compressed copies
 *   (build/precompress-assets.ts, with `compressWhole`), served as they are.
 * - Pages, RSC payloads and API answers are compressed as they stream, at a fast setting, and each
 *   chunk is flushed at once so the browser still gets the head of a page before its body is ready.
 * Answers already encoded (the copies above, the page cache's), event streams and images pass untouched.
 * Hono's own `compress()` would be the supported middleware, but it offers gzip and deflate only
 * (it is built on CompressionStream): pages would be about a fifth larger for every browser.
 */
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

const compressible = /^\s*(?:text\/(?!event-stream)|application\/(?:javascript|json|manifest\+json|problem\+json|xml|x-component)|image\/svg\+xml)/i;

/** Below this many bytes compression saves nothing worth a header. */
const threshold = 1024;

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

const brotliOnce = promisify(zlib.brotliCompress);
const gzipOnce = promisify(zlib.gzip);

/** Whole files, compressed as small as the formats allow (done once per file). */
export function compressWhole(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliOnce(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : gzipOnce(bytes, { level: 9 });
}

/** A stream, compressed on the way with every chunk flushed (quality 5 costs a few ms per page). */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  source.on('error', (error) => compressor.destroy(error));
  return Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    const declaredLength = response.headers.get('content-length');
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.status === 204 ||
      response.status === 206 ||
      response.headers.has('content-encoding') ||
      !compressible.test(type) ||
      /\bno-transform\b/i.test(response.headers.get('cache-control') ?? '') ||
      (declaredLength !== null && Number(declaredLength) < threshold)
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const body = encoding ? compressStream(response.body, encoding) : response.body;
    // Hono copies the previous response's headers onto the one assigned, so they are set after it.
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    const headers = c.res.headers;
    const vary = headers.get('vary');
    if (!vary) headers.set('vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
    if (!encoding) return;
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  };
}
