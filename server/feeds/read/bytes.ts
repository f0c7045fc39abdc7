import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { FeedFileError } from '../raw-item';

/** What a feed's bytes may come as: a file or HTTP stream, chunks in an array, a generator of strings. */
export type FeedSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

const encoder = new TextEncoder();

function asBytes(chunk: Uint8Array | string): Uint8Array {
  return typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
}

/** The first bytes of a stream, and the stream again from its start (the first bytes are not read twice). */
export interface Peeked {
  head: Uint8Array;
  all: AsyncGenerator<Uint8Array>;
}

/**
 * Reads at least `size` bytes (fewer only at the end of the stream) to look at them. The caller closes
 * `iterator` itself: a generator that never starts cannot close it in a `finally`.
 */
export async function peek(iterator: AsyncIterator<Uint8Array | string>, size: number): Promise<Peeked> {
  const taken: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = asBytes(next.value);
    taken.push(chunk);
    length += chunk.byteLength;
  }
  const head = taken.length === 1 ? taken[0]! : concat(taken, length);
  return { head, all: replay(taken, ended ? null : iterator) };
}

async function* replay(taken: Uint8Array[], rest: AsyncIterator<Uint8Array | string> | null): AsyncGenerator<Uint8Array> {
  yield* taken;
  if (rest === null) return;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield asBytes(next.value);
  }
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

export function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** Decompresses while reading: zlib stops inflating while nobody asks for more, so a bomb stays small. */
export async function* gunzip(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const input = Readable.from(chunks);
  // 64 KiB pieces rather than 16 KiB: each piece costs a trip through the readers.
  const inflate = createGunzip({ chunkSize: 64 * 1024 });
  // Errors (a source that fails, corrupt data) reach the loop below through `inflate`.
  pipeline(input, inflate, () => {});
  try {
    for await (const chunk of inflate) yield chunk as Buffer;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new FeedFileError('malformed', `The gzip data is corrupt or cut short: ${(error as Error).message}`);
    }
    throw error;
  } finally {
    inflate.destroy();
    input.destroy();
  }
}

/** Passes the bytes on, failing as soon as more than `limit` have come. */
export async function* limited(chunks: AsyncIterable<Uint8Array>, limit: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > limit) {
      throw new FeedFileError('too-large', `The feed is larger than ${limit} bytes (uncompressed).`);
    }
    yield chunk;
  }
}

/** Decodes in streaming: a character split between two chunks is joined, invalid bytes become U+FFFD. */
export async function* decoded(chunks: AsyncIterable<Uint8Array>, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: false });
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text.length > 0) yield text;
  }
  const tail = decoder.decode();
  if (tail.length > 0) yield tail;
}
