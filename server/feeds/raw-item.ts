/**
 * One item of a shop's feed as a reader found it, before validation: the field names lower-cased with
 * any namespace prefix taken off (`g:price` → `price`), values as written (trimmed). A field given more
 * than once (`additional_image_link`) is a list. A nested XML element is flattened with a dot
 * (`<g:shipping><g:price>` → `shipping.price`); an element given more than once, as its list.
 */
export interface RawItem {
  fields: Record<string, string | string[]>;
  /** The 1-based line of the file where the item starts (XML: its opening tag; CSV/TSV: its record). */
  line: number;
  /** Fields cut off at the reader's field-length limit: the item is invalid, the file is not. */
  tooLong: string[];
  /** The SHA-1 of the item's text as the file gives it (20 Latin-1 characters), when the reader was given `KnownTexts`. */
  textKey?: string;
  /** The caller's token for a text it recognised (`KnownTexts.recognise`): the item was not read, `fields` is empty. */
  recognised?: number;
}

/**
 * What lets a reader skip items read before: an item whose text hashes to a key the caller recognises
 * is handed over as that token, without its fields. Most of a shop's feed is the same from one day to
 * the next, and hashing an item's text costs a tenth of reading it (XML) and validating it.
 */
export interface KnownTexts {
  /**
   * Called once, before any item, with what gives the items' texts their meaning besides themselves:
   * the XML root element's start tag (its namespaces), or the CSV/TSV header row and delimiter.
   */
  frame(text: string): void;
  /** The caller's token (≥ 0) for an item text with this key, or -1: the item is read as usual. */
  recognise(key: string): number;
}

/** The formats a feed can be read in; `auto` sniffs the first bytes. */
export const feedFormats = ['auto', 'xml', 'tsv', 'csv'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** The limits a reader enforces while it reads, before anything is parsed further. */
export interface FeedLimits {
  /** Bytes after decompression (default 2 GiB). */
  bytes: number;
  /** Items in one file (default 2,000,000). */
  items: number;
  /** Characters in one field's value (default 10,000). */
  fieldChars: number;
}

export const defaultFeedLimits: FeedLimits = { bytes: 2 * 1024 ** 3, items: 2_000_000, fieldChars: 10_000 };

/**
 * A file that cannot be read as a feed: broken XML, an unknown format or encoding, a limit passed.
 * Nothing of such a file is applied; `line` and `column` say where (1-based; 0 when not known).
 */
export class FeedFileError extends Error {
  constructor(
    readonly code: 'malformed' | 'unknown-format' | 'too-large' | 'too-many-items' | 'not-a-feed',
    message: string,
    readonly line = 0,
    readonly column = 0,
  ) {
    super(message);
    this.name = 'FeedFileError';
  }
}
