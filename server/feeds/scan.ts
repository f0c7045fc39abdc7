import { createHash, hash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { attributeNamed, duplicateId, type FeedItem, firstSight, itemValidator } from './item/index';
import { ItemTexts } from './item-texts';
import type { KnownItems } from './known-items';
import { readFeed } from './read/index';
import { defaultFeedLimits, type FeedFormat, FeedFileError, type FeedLimits, type RawItem } from './raw-item';
import { cuibCategoryOfGoogle, cuibCategoryOfProductType } from './taxonomy/index';

/** The reading thread builds the known items itself (scan-thread.ts). */
export { KnownItems } from './known-items';

export interface ScanRequest {
  file: string;
  format: FeedFormat;
  limits?: Partial<FeedLimits>;
  shop: { domain: string };
  /** The import's day (YYYY-MM-DD): sales apply by it. */
  today: string;
  known: KnownItems;
  /** The shop's own product_type mapping (folded path prefix → Cuib leaf slug). */
  productTypes: Map<string, string>;
  /** Cuib's category ids by slug. */
  categories: Map<string, number>;
  /** Where the items to add or change are written, one JSON line each. */
  changesFile: string;
  /** The shop's item texts file (item-texts.ts): read, and rewritten when the file is read to its end. */
  textsFile?: string;
}

/** One line of the changes file: an item to add (no `variant`) or to write over a known variant. */
export interface Change {
  variant?: number;
  category: number;
  hash: string;
  item: FeedItem;
}

export interface RefusedItem {
  itemId: string | null;
  line: number;
  reason: string;
  field: string;
  message: string;
}

export interface ScanResult {
  items: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Known variants the feed listed before and no longer lists. */
  removed: number[];
  invalid: number;
  invalidByReason: Record<string, number>;
  /** Unchanged items known by their text alone (item-texts.ts): neither parsed nor validated. */
  byText: number;
  /** The first `keptErrors` refused items, in file order. */
  refused: RefusedItem[];
  /** The file could not be read: nothing of it may be applied. */
  fileError?: { code: string; message: string; line: number; column: number };
}

/** Refused items kept per import for the shop to see; the counts cover every one. */
export const keptErrors = 10_000;

const unmappedMessage = (item: FeedItem) =>
  item.googleCategory || item.productType
    ? `Categoria «${(item.googleCategory ?? item.productType)!.slice(0, 60)}» nu are încă un loc în Cuib: echipa Cuib o va asocia.`
    : 'Lipsește categoria: completați google_product_category sau product_type.';

/** Writes the whole text (a write may take only part of it); its length in bytes. */
function writeAll(fd: number, text: string): number {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
  return bytes.length;
}

/** The item's hash: what decides whether a known variant is written again. */
const hashOf = (item: FeedItem, category: number) => {
  const { line: _line, ...said } = item;
  return createHash('sha1').update(JSON.stringify(said)).update(`|${category}`).digest('base64url');
};

/** Whether what an item means depends on the day it is read: a sale with dates. */
const dated = (raw: RawItem) => {
  for (const name in raw.fields) if (attributeNamed(name) === 'sale_price_effective_date') return true;
  return false;
};

/** The digest of this folder's code (server/feeds): texts remembered by other code are not trusted. */
let codeDigest: string | undefined;
function feedsCode(): string {
  if (codeDigest !== undefined) return codeDigest;
  const digest = createHash('sha1');
  const files = (readdirSync(import.meta.dirname, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).sort();
  for (const file of files) digest.update(file).update(readFileSync(join(import.meta.dirname, file)));
  return (codeDigest = digest.digest('base64url'));
}

/** What an item text's meaning depends on besides itself and its file's frame. */
const contextOf = (request: ScanRequest) =>
  hash(
    'sha1',
    JSON.stringify([
      feedsCode(),
      request.shop.domain,
      [...request.productTypes].sort(),
      [...request.categories].sort(),
      { ...defaultFeedLimits, ...request.limits },
    ]),
    'base64url',
  );

/**
 * Reads a feed file through and decides, item by item, what applying it would do, writing nothing
 * to the store: invalid items are counted and the first ones kept with their reason; valid ones are
 * placed in a category and compared with what the catalogue holds (by hash). Items to add or
 * change go to `changesFile`; known items the file no longer lists are `removed`. A file that
 * cannot be read answers `fileError` (and whatever was found before it, to be thrown away).
 */
export async function scanFeed(request: ScanRequest, progress?: (items: number, bytes: number) => void, written?: (bytes: number) => void): Promise<ScanResult> {
  const { known } = request;
  const firstOfNew = firstSight();
  // Known ids are claimed in the known items (one flag), new ones in a set.
  const claim = (id: string) => {
    const index = known.indexOf(id);
    return index >= 0 ? known.claim(index) : firstOfNew(id);
  };
  const validate = itemValidator(request.shop, request.today, claim);
  const texts = request.textsFile === undefined ? undefined : await ItemTexts.open(request.textsFile, contextOf(request), known);
  const result: ScanResult = { items: 0, added: 0, updated: 0, unchanged: 0, removed: [], invalid: 0, invalidByReason: {}, byText: 0, refused: [] };
  // Written synchronously on this thread (never the one answering requests): once `written` says
  // so, the lines are in the file, and the import may apply them while the rest is read.
  const out = openSync(request.changesFile, 'w');
  let changesBytes = 0;
  const refuse = (refused: RefusedItem) => {
    result.invalid++;
    result.invalidByReason[refused.reason] = (result.invalidByReason[refused.reason] ?? 0) + 1;
    if (result.refused.length < keptErrors) result.refused.push(refused);
  };
  const categoryOf = (item: FeedItem): number | undefined => {
    const slug =
      (item.googleCategory && cuibCategoryOfGoogle(item.googleCategory)) || (item.productType && cuibCategoryOfProductType(item.productType, request.productTypes)) || null;
    return slug === null ? undefined : request.categories.get(slug);
  };
  /** An item the reader recognised by its text: unchanged, unless its id was met before in the file. */
  const recognised = (raw: RawItem, index: number) => {
    if (!known.claim(index)) {
      const id = known.itemId(index);
      refuse({ itemId: id, line: raw.line, ...duplicateId(id) });
      return;
    }
    known.keep(index);
    result.unchanged++;
    result.byText++;
    texts!.rememberKnown(raw.textKey!, index);
  };
  let complete = false;
  try {
    let lines: string[] = [];
    let bytes = 0;
    async function* counted() {
      for await (const chunk of createReadStream(request.file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        yield chunk;
      }
    }
    for await (const batch of readFeed(counted(), { format: request.format, limits: request.limits, texts })) {
      for (const raw of batch) {
        result.items++;
        if (raw.recognised !== undefined) {
          recognised(raw, raw.recognised);
          continue;
        }
        const checked = validate(raw);
        if (!checked.ok) {
          refuse({ itemId: checked.id, line: checked.line, ...checked.problem });
          continue;
        }
        const item = checked.item;
        const category = categoryOf(item);
        if (category === undefined) {
          refuse({ itemId: item.id, line: item.line, reason: 'unmapped-category', field: item.googleCategory ? 'google_product_category' : 'product_type', message: unmappedMessage(item) });
          continue;
        }
        const hash = hashOf(item, category);
        if (raw.textKey && !dated(raw)) texts?.remember(raw.textKey, hash);
        const index = known.indexOf(item.id);
        if (index >= 0) known.keep(index);
        if (index >= 0 && known.isListed(index) && known.hasHash(index, hash)) {
          result.unchanged++;
          continue;
        }
        if (index >= 0) result.updated++;
        else result.added++;
        const change: Change = index >= 0 ? { variant: known.variant(index), category, hash, item } : { category, hash, item };
        lines.push(JSON.stringify(change));
      }
      if (lines.length > 0) {
        changesBytes += writeAll(out, `${lines.join('\n')}\n`);
        lines = [];
        written?.(changesBytes);
      }
      await texts?.drain();
      progress?.(result.items, bytes);
    }
    complete = true;
  } catch (error) {
    if (!(error instanceof FeedFileError)) throw error;
    result.fileError = { code: error.code, message: error.message, line: error.line, column: error.column };
  } finally {
    closeSync(out);
    await texts?.finish(complete);
  }
  if (!result.fileError) result.removed = known.removed();
  return result;
}
