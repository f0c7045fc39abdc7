import { FeedFileError, type RawItem } from '../../../../server/feeds/raw-item';
import { readFeed, type ReadOptions } from '../../../../server/feeds/read';

const encoder = new TextEncoder();

export function bytesOf(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The bytes in pieces of `size` (the last may be shorter): a character may be split between two. */
export function* inPieces(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

export interface Outcome {
  batches: RawItem[][];
  items: RawItem[];
  error: unknown;
}

/** Reads a whole feed, keeping what came before an error as well as the error. */
export async function readOutcome(source: Uint8Array | string | Iterable<Uint8Array>, options?: ReadOptions): Promise<Outcome> {
  const chunks = typeof source === 'string' ? [bytesOf(source)] : source instanceof Uint8Array ? [source] : source;
  const batches: RawItem[][] = [];
  let error: unknown = null;
  try {
    for await (const batch of readFeed(chunks, options)) batches.push(batch);
  } catch (thrown) {
    error = thrown;
  }
  return { batches, items: batches.flat(), error };
}

/** The items of a feed that must read without error. */
export async function readItems(source: Uint8Array | string | Iterable<Uint8Array>, options?: ReadOptions): Promise<RawItem[]> {
  const outcome = await readOutcome(source, options);
  if (outcome.error !== null) throw outcome.error;
  return outcome.items;
}

/** The FeedFileError a feed must fail with. */
export async function readError(source: Uint8Array | string | Iterable<Uint8Array>, options?: ReadOptions): Promise<FeedFileError> {
  const { error } = await readOutcome(source, options);
  if (!(error instanceof FeedFileError)) throw new Error(`expected a FeedFileError, got ${String(error)}`);
  return error;
}

/** An item as the readers give it, for short expectations. */
export function item(line: number, fields: RawItem['fields'], tooLong: string[] = []): RawItem {
  return { fields, line, tooLong };
}

/**
 * Encodes text in a single-byte encoding through a table of its non-ASCII characters (TextEncoder only
 * writes UTF-8); a character missing from the table is a mistake in the test.
 */
export function singleByte(text: string, table: Record<string, number>): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const code = char.charCodeAt(0);
    const byte = code < 0x80 ? code : table[char];
    if (byte === undefined) throw new Error(`no byte for ${char} in the table`);
    bytes[i] = byte;
  }
  return bytes;
}
