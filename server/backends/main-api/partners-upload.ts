import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Hono } from 'hono';
import { zUploadPartnerFeedQuery } from '#generated/main-api/zod.gen';
import { maxFeedUploadBytes } from '#domain/uploads';
import { dataDir } from '../../context';
import { badRequest, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { partnerOf } from './partners-account';
import { answerStarted, importRefusal, launchImport } from './partners-imports';

/** Where uploaded feed files wait for their import (which keeps or removes them). */
export const uploadsDir = () => join(dataDir(), 'feeds', 'uploads');

/**
 * The largest feed file taken: the contract's 256 MiB, or less by `CUIB_FEEDS_UPLOAD_MAX_BYTES`
 * (an operator whose disk is small, or a test that does not want to write 256 MiB).
 */
const uploadLimit = () => Math.min(maxFeedUploadBytes, Number(process.env.CUIB_FEEDS_UPLOAD_MAX_BYTES) || maxFeedUploadBytes);

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

class TooLarge extends Error {}

/**
 * An answer sent before the body was read (in full) closes the connection: the unread rest would
 * otherwise be taken for the next request on it.
 */
function closing(response: Response): Response {
  response.headers.set('connection', 'close');
  return response;
}

const tooLarge = () => closing(problem(413, `Fișierul feedului depășește ${megabytes(uploadLimit())} MB. Comprimă-l cu gzip sau dă-ne adresa lui.`, { field: 'body' }));

/**
 * Streams the body to a new file in `uploadsDir()`, counting it: the file's path, or TooLarge when
 * the body passes `limit` (the part written is removed). A `Content-Length` may lie, or be absent:
 * only the count decides.
 */
async function saveBody(body: ReadableStream<Uint8Array>, limit: number): Promise<{ path: string; bytes: number }> {
  await mkdir(uploadsDir(), { recursive: true, mode: 0o700 });
  const path = join(uploadsDir(), `${randomBytes(16).toString('hex')}.feed`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > limit ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, bytes };
}

/** The feed file uploaded from the portal, as the raw request body. */
export function registerPartnerUploadRoute(app: Hono): void {
  app.post('/api/v2/partners/me/imports/upload', async (c) => {
    // The declared size is checked first: a body too large is refused before anything else is read.
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > uploadLimit()) return tooLarge();
    const partner = await partnerOf(c);
    if (partner instanceof Response) return closing(partner);
    const input = await validate(c, { query: zUploadPartnerFeedQuery });
    if (input instanceof Response) return closing(input);
    const body = c.req.raw.body;
    if (!body || declared === '0') return badRequest('body', 'Trimite fișierul feedului.');
    const refused = await importRefusal(partner.shop.id);
    if (refused) return closing(refused);
    let saved: { path: string; bytes: number };
    try {
      saved = await saveBody(body, uploadLimit());
    } catch (error) {
      if (error instanceof TooLarge) return tooLarge();
      throw error;
    }
    if (saved.bytes === 0) {
      await rm(saved.path, { force: true });
      return badRequest('body', 'Fișierul feedului este gol.');
    }
    let started: number | Response;
    try {
      started = await launchImport(partner.shop.id, { kind: 'upload', location: saved.path, format: input.query.format ?? 'auto' });
    } catch (error) {
      // No import took the file: nothing else would remove it.
      await rm(saved.path, { force: true });
      throw error;
    }
    if (started instanceof Response) {
      await rm(saved.path, { force: true });
      return started;
    }
    return answerStarted(c, started);
  });
}
