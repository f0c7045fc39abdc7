import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { type FeedItem, itemValidator } from './item/index';
import { readFeed } from './read/index';
import { type FeedFormat, FeedFileError, type FeedLimits } from './raw-item';
import { cuibCategoryOfGoogle, cuibCategoryOfProductType } from './taxonomy/index';

/** What the catalogue holds of a shop's fed items, by the shop's item id. */
export interface KnownItem {
  id: number;
  /** The hash of what the feed said of it when it was last written. */
  hash: string | null;
  /** Whether the last applied feed listed it (taken off the listings by a pause counts as listed). */
  listed: boolean;
}

export interface ScanRequest {
  file: string;
  format: FeedFormat;
  limits?: Partial<FeedLimits>;
  shop: { domain: string };
  /** The import's day (YYYY-MM-DD): sales apply by it. */
  today: string;
  known: Map<string, KnownItem>;
  /** The shop's own product_type mapping (folded path prefix → Cuib leaf slug). */
  productTypes: Map<string, string>;
  /** Cuib's category ids by slug. */
  categories: Map<string, number>;
  /** Where the items to add or change are written, one JSON line each. */
  changesFile: string;
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

/** The item's hash: what decides whether a known variant is written again. */
const hashOf = (item: FeedItem, category: number) => {
  const { line: _line, ...said } = item;
  return createHash('sha1').update(JSON.stringify(said)).update(`|${category}`).digest('base64url');
};

/**
 * Reads a feed file through and decides, item by item, what applying it would do, writing nothing
 * to the store: invalid items are counted and the first ones kept with their reason; valid ones are
 * placed in a category and compared with what the catalogue holds (by hash). Items to add or
 * change go to `changesFile`; known items the file no longer lists are `removed`. A file that
 * cannot be read answers `fileError` (and whatever was found before it, to be thrown away).
 */
export async function scanFeed(request: ScanRequest, progress?: (items: number, bytes: number) => void): Promise<ScanResult> {
  const validate = itemValidator(request.shop, request.today);
  const result: ScanResult = { items: 0, added: 0, updated: 0, unchanged: 0, removed: [], invalid: 0, invalidByReason: {}, refused: [] };
  const seen = new Set<string>();
  const out = createWriteStream(request.changesFile);
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
  try {
    let lines: string[] = [];
    let bytes = 0;
    async function* counted() {
      for await (const chunk of createReadStream(request.file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        yield chunk;
      }
    }
    for await (const batch of readFeed(counted(), { format: request.format, limits: request.limits })) {
      for (const raw of batch) {
        result.items++;
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
        seen.add(item.id);
        const hash = hashOf(item, category);
        const known = request.known.get(item.id);
        if (known && known.listed && known.hash === hash) {
          result.unchanged++;
          continue;
        }
        if (known) result.updated++;
        else result.added++;
        const change: Change = known ? { variant: known.id, category, hash, item } : { category, hash, item };
        lines.push(JSON.stringify(change));
      }
      if (lines.length > 0) {
        if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
        lines = [];
      }
      progress?.(result.items, bytes);
    }
  } catch (error) {
    if (!(error instanceof FeedFileError)) throw error;
    result.fileError = { code: error.code, message: error.message, line: error.line, column: error.column };
  } finally {
    out.end();
    await once(out, 'close');
  }
  if (!result.fileError) {
    for (const [itemId, known] of request.known) if (known.listed && !seen.has(itemId)) result.removed.push(known.id);
  }
  return result;
}
