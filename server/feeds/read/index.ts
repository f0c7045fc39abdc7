import { defaultFeedLimits, type FeedFormat, type FeedLimits, type RawItem } from '../raw-item';
import { decoded, type FeedSource, gunzip, isGzip, limited, peek } from './bytes';
import { readDelimited } from './delimited';
import { headBytes, sniffPlain } from './sniff';
import { readXml } from './xml';

export { type FeedSource } from './bytes';
export { sniffFeed, type Sniffed } from './sniff';
export { csvOf, googleRssOf } from './write';

export interface ReadOptions {
  /** `auto` (the default) sniffs the first bytes. */
  format?: FeedFormat;
  limits?: Partial<FeedLimits>;
}

/**
 * Reads a shop's feed file (RSS or Atom XML, TSV, CSV; gzip-compressed or not) into raw items, streaming:
 * memory stays bounded whatever the file's size. Yields the items in batches of up to 500, in file
 * order. Throws FeedFileError for a file that cannot be read, after yielding the items before the
 * error: the caller decides to apply nothing. Stopping early closes the source.
 */
export async function* readFeed(source: FeedSource, options: ReadOptions = {}): AsyncGenerator<RawItem[]> {
  const limits: FeedLimits = { ...defaultFeedLimits, ...options.limits };
  const iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : fromSync(source)[Symbol.asyncIterator]();
  let plainIterator: AsyncIterator<Uint8Array> | undefined;
  try {
    const raw = await peek(iterator, 2);
    const bytes = limited(isGzip(raw.head) ? gunzip(raw.all) : raw.all, limits.bytes);
    plainIterator = bytes;
    const plain = await peek(bytes, headBytes);
    const sniffed = sniffPlain(plain.head);
    const format = options.format === undefined || options.format === 'auto' ? sniffed.format : options.format;
    const text = decoded(plain.all, sniffed.encoding);
    if (format === 'xml') yield* readXml(text, limits);
    else yield* readDelimited(text, format === 'tsv' ? '\t' : (sniffed.delimiter ?? ','), limits);
  } finally {
    // Whether read to the end, failed or stopped early: let go of the decompressor and the file.
    await plainIterator?.return?.();
    await iterator.return?.();
  }
}

async function* fromSync<T>(chunks: Iterable<T>): AsyncGenerator<T> {
  yield* chunks;
}
