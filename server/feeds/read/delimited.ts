import { FeedFileError, type FeedLimits, type RawItem } from '../raw-item';
import { fieldName, ItemCollector, type ItemReader, itemsOf } from './items';

/** More header columns than any export has: beyond, the file is not a product feed. */
const maxColumns = 1000;

// The tokenizer's states (plain numbers: the loop below runs for every character).
/** At the start of a field: a quote here opens a quoted value. */
const atStart = 0;
/** In an unquoted value, or after the closing quote of a quoted one (the rest is kept as written). */
const inPlain = 1;
const inQuotes = 2;
/** A quote inside a quoted value: the next character says whether it closes or is doubled. */
const quoteSeen = 3;

/**
 * Reads CSV or TSV with a header row: quoted values may hold delimiters, doubled quotes and line breaks;
 * a quote inside an unquoted value is an ordinary character (`Televizor 55"`). The header names the
 * fields (a name given twice makes a list); an empty value is absent; a row of empty values is skipped.
 */
export function readDelimited(chunks: AsyncIterable<string>, delimiter: string, limits: FeedLimits): AsyncGenerator<RawItem[]> {
  return itemsOf(new DelimitedItems(delimiter, limits), chunks);
}

/**
 * A hand-written tokenizer rather than csv-parse: csv-parse looks at every byte through several calls
 * and tokenised 200,000 rows of 466 bytes at 75,000–107,000 rows per CPU-second here, most of the
 * import's 60,000 items/s; this reader makes raw items of the same rows three to five times faster.
 */
class DelimitedItems implements ItemReader {
  readonly items: ItemCollector;
  private readonly delimiter: number;
  private readonly fieldChars: number;
  private readonly maxItems: number;
  private header: string[] | null = null;
  private headerValues: string[] = [];
  private state: number = atStart;
  private field = '';
  private cut = false;
  /** Whether the field was quoted: only then may it hold line breaks. */
  private quoted = false;
  /** The index of the field being read in its record. */
  private column = 0;
  private line = 1;
  private recordLine = 1;
  private quoteLine = 1;
  /** A chunk ended on a carriage return: a line feed starting the next one belongs to it. */
  private skipLineFeed = false;

  constructor(delimiter: string, limits: FeedLimits) {
    this.delimiter = delimiter.charCodeAt(0);
    this.fieldChars = limits.fieldChars;
    this.maxItems = limits.items;
    this.items = new ItemCollector(limits.fieldChars);
  }

  write(text: string): void {
    const end = text.length;
    const delimiter = this.delimiter;
    let i = 0;
    if (this.skipLineFeed) {
      this.skipLineFeed = false;
      if (text.charCodeAt(0) === 10) i = 1;
    }
    while (i < end) {
      const state = this.state;
      if (state === inQuotes) {
        const quote = text.indexOf('"', i);
        const stop = quote < 0 ? end : quote;
        this.append(text, i, stop);
        this.countLines(text, i, stop);
        if (quote < 0) break;
        this.state = quoteSeen;
        i = quote + 1;
        continue;
      }
      if (state === quoteSeen) {
        if (text.charCodeAt(i) === 34) {
          this.append(text, i, i + 1);
          this.state = inQuotes;
          i++;
        } else {
          this.state = inPlain;
        }
        continue;
      }
      if (state === atStart && text.charCodeAt(i) === 34) {
        this.state = inQuotes;
        this.quoted = true;
        this.quoteLine = this.line;
        i++;
        continue;
      }
      let stop = i;
      let code = 0;
      while (stop < end) {
        code = text.charCodeAt(stop);
        if (code === delimiter || code === 10 || code === 13) break;
        stop++;
      }
      if (stop > i) this.append(text, i, stop);
      if (stop === end) {
        this.state = inPlain;
        break;
      }
      this.endField();
      this.state = atStart;
      i = stop + 1;
      if (code === delimiter) continue;
      this.endRecord();
      if (code === 13) {
        if (i === end) this.skipLineFeed = true;
        else if (text.charCodeAt(i) === 10) i++;
      }
    }
  }

  end(): void {
    if (this.state === inQuotes) {
      throw new FeedFileError('malformed', `The quoted value opened on line ${this.quoteLine} is never closed.`, this.quoteLine);
    }
    if (this.state !== atStart || this.column > 0) {
      this.endField();
      this.endRecord();
    }
  }

  private append(text: string, from: number, to: number): void {
    // Keep memory bounded: past the limit the value is only marked as cut.
    if (this.field.length > this.fieldChars) this.cut = true;
    else this.field += text.slice(from, to);
  }

  private countLines(text: string, from: number, to: number): void {
    let at = text.indexOf('\n', from);
    while (at >= 0 && at < to) {
      this.line++;
      at = text.indexOf('\n', at + 1);
    }
  }

  private endField(): void {
    let value = this.field;
    const cut = this.cut;
    // Line breaks inside a value read the same from a Windows file, as XML parsers make them.
    if (this.quoted && value.includes('\r')) value = value.replace(/\r\n?/g, '\n');
    this.field = '';
    this.cut = false;
    this.quoted = false;
    const column = this.column++;
    const header = this.header;
    if (header === null) {
      if (column === maxColumns) {
        throw new FeedFileError('malformed', `The header row has more than ${maxColumns} columns.`, this.recordLine);
      }
      this.headerValues.push(value);
      return;
    }
    if (column === 0) this.items.start(this.recordLine);
    if (column >= header.length) {
      throw new FeedFileError(
        'malformed',
        `Line ${this.recordLine} has more fields than the header's ${header.length}: a value holding the delimiter must be quoted.`,
        this.recordLine,
      );
    }
    this.items.add(header[column]!, value.trim(), cut);
  }

  private endRecord(): void {
    this.line++;
    if (this.header === null) this.takeHeader();
    else if (!this.items.isEmpty()) {
      if (++this.items.count > this.maxItems) {
        throw new FeedFileError('too-many-items', `The feed has more than ${this.maxItems} items.`, this.recordLine);
      }
      this.items.finish();
    }
    this.column = 0;
    this.recordLine = this.line;
  }

  private takeHeader(): void {
    const values = this.headerValues;
    this.headerValues = [];
    // Blank lines before the header are skipped.
    if (values.length === 1 && values[0]!.trim() === '') return;
    const names = values.map(fieldName);
    if (names.every((name) => name === '')) {
      throw new FeedFileError('not-a-feed', 'The header row names no fields.', this.recordLine);
    }
    this.header = names;
  }
}
