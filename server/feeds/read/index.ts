import { defaultFeedLimits, type FeedFormat, type FeedLimits, type KnownTexts, type RawItem } from '../raw-item';
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
  /** Items whose text the caller recognises are handed over as its token, unread (see KnownTexts). */
  texts?: KnownTexts;
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
    // XML is decoded by its reader, after it has cut out the items it need not read.
    if (format === 'xml') yield* readXml(plain.all, sniffed.encoding, limits, options.texts);
    else yield* readDelimited(decoded(plain.all, sniffed.encoding), format === 'tsv' ? '\t' : (sniffed.delimiter ?? ','), limits, options.texts);
  } finally {
    // Whether read to the end, failed or stopped early: let go of the decompressor and the file.
    await plainIterator?.return?.();
    await iterator.return?.();
  }
}

async function* fromSync<T>(chunks: Iterable<T>): AsyncGenerator<T> {
  yield* chunks;
}
