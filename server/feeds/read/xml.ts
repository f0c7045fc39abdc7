import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FeedFileError, type FeedLimits, type KnownTexts, type RawItem } from '../raw-item';
import { fieldName, ItemCollector, type ItemReader, itemsOf, textKeyOf } from './items';
import { incomplete, isEmptyElement, lineFeedsIn, markupEnd, markupKind, splittable, tagName, unsupported } from './xml-markup';

/** Elements below an item (`<g:shipping><g:price>` is 2); Google's format needs 2. */
const maxItemDepth = 8;
/** Elements around the items (`rss > channel > item` is 3). */
const maxOuterDepth = 16;
/**
 * Characters saxes may gather without an event we listen to (one text, tag, CDATA section or comment):
 * it keeps them in one string, so an endless text would fill the memory before any field limit applies.
 */
const maxGapChars = 8 << 20;

/**
 * Text the splitter holds without handing it to the parser: one item, or the markup it waits to see
 * end. A feed whose item or comment is longer is left to the parser from there on.
 */
const maxHeldBytes = 4 << 20;
const lessThan = 60;

/** How many elements of an item the name cache follows. */
const sequenceLength = 256;

/** The item element of each root element feeds come in: RSS 2.0, RSS 1.0 and Atom. */
const itemOfRoot: Record<string, string> = { rss: 'item', rdf: 'item', feed: 'entry' };

/**
 * Reads the items of a Google Merchant Center XML feed (RSS or Atom). Each item's child elements are
 * fields; nested ones are named by their path (`shipping.price`); Atom's `<link href>` gives `link`.
 */
export function readXml(chunks: AsyncIterable<Uint8Array>, encoding: string, limits: FeedLimits, texts?: KnownTexts): AsyncGenerator<RawItem[]> {
  return itemsOf(new XmlItems(limits, encoding, texts), chunks);
}

class XmlItems implements ItemReader<Uint8Array> {
  readonly items: ItemCollector;
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly maxItems: number;
  private readonly fieldChars: number;
  /** The item's element name, once the root element is known. */
  private itemName = '';
  private depth = 0;
  /** The depth of the item element being read, 0 between items. */
  private itemDepth = 0;
  /** The line of the last tag opened: `opentagstart` comes before any attribute moves the line. */
  private tagLine = 0;
  /** Per depth below the item: the field's name (null: not a field) and whether it has child elements. */
  private readonly paths: (string | null)[] = new Array(maxItemDepth + 1).fill(null);
  private readonly parents: boolean[] = new Array(maxItemDepth + 1).fill(false);
  /** Per element of an item, in order: its raw name, its parent's path and its own, as last seen. */
  private sequence = 0;
  private readonly seenRaw: string[] = new Array<string>(sequenceLength).fill('');
  private readonly seenParent: (string | null)[] = new Array<string | null>(sequenceLength).fill(null);
  private readonly seenPath: (string | null)[] = new Array<string | null>(sequenceLength).fill(null);
  /** The text of the innermost open element inside an item. */
  private text = '';
  /** Whether text past the field limit was dropped. */
  private cut = false;
  private gap = 0;
  /** Decodes what the parser reads (in order: a skipped item always ends between two characters). */
  private readonly decoder: TextDecoder;
  /** With `KnownTexts` and an encoding it can read: items are cut out of the bytes before decoding (`split`). */
  private splitting: boolean;
  /** Bytes not yet handed to the parser or skipped; scanning goes on from `scanAt` in them. */
  private pending: Buffer = Buffer.alloc(0);
  private scanAt = 0;
  /** The splitter's own element depth, and where in `pending` the item it is in began (-1: none). */
  private splitDepth = 0;
  private itemAt = -1;
  /** The end tag of the item being cut out (`</item>`). */
  private itemEnd: Buffer = Buffer.alloc(0);
  private rootSeen = false;
  /** The item element's name by the root's, and the depth items start at. */
  private splitItemName = '';
  private itemDepthAt = 0;
  /** Line feeds in the items skipped: the parser's line plus these is the file's. */
  private skippedLines = 0;

  constructor(
    limits: FeedLimits,
    private readonly encoding: string,
    private readonly texts?: KnownTexts,
  ) {
    this.decoder = new TextDecoder(encoding, { fatal: false });
    this.splitting = texts !== undefined && splittable(encoding);
    this.items = new ItemCollector(limits.fieldChars);
    this.maxItems = limits.items;
    this.fieldChars = limits.fieldChars;
    const parser = this.parser;
    parser.on('opentagstart', () => {
      this.tagLine = parser.line + this.skippedLines;
    });
    parser.on('opentag', (tag) => this.openElement(tag));
    parser.on('closetag', () => this.closeElement());
    parser.on('text', (text) => this.addText(text));
    parser.on('cdata', (text) => this.addText(text));
    // No more handlers than these six: saxes adds each as a property after construction, and from
    // the eighth V8 turns the parser into a dictionary object: 31,000 items/s instead of 137,000.
    // So a comment counts towards the gap limit like a text.
    parser.on('error', (error) => {
      // saxes writes "line:column: message"; its column is that of the character just read.
      const message = error.message.replace(/^\d+:\d+: /, '');
      throw new FeedFileError('malformed', `Broken XML: ${message}`, this.line(), parser.column);
    });
  }

  write(chunk: Uint8Array): void {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (!this.splitting) return this.parse(bytes);
    this.pending = this.pending.length === 0 ? bytes : Buffer.concat([this.pending, bytes]);
    this.split();
  }

  end(): void {
    this.parse(this.pending);
    this.pending = Buffer.alloc(0);
    const tail = this.decoder.decode();
    if (tail !== '') this.parseText(tail);
    this.parser.close();
  }

  /** The line of the file the parser is at. */
  private line(): number {
    return this.parser.line + this.skippedLines;
  }

  /**
   * Cuts whole items out of the bytes: each one the caller recognises by its text is handed over as
   * its token without being decoded or parsed; every other item, and everything between items, goes
   * to the parser, which still checks the whole file but what it skips. Between items the splitter
   * follows the markup (comments, CDATA, nesting); an item ends at the first end tag of its name.
   * An item is only ever skipped where the parser, too, is between items at the same depth, and
   * only texts the parser read as exactly one item get a key: so a skipped text is one the parser
   * has read whole before. Where the parser and the splitter disagree, the splitter stops.
   */
  private split(): void {
    const text = this.pending;
    let done = 0;
    let at = this.scanAt;
    while (this.splitting) {
      if (this.itemAt >= 0) {
        const close = text.indexOf(this.itemEnd, at);
        if (close < 0) {
          at = Math.max(at, text.length - this.itemEnd.length + 1);
          break;
        }
        at = close + this.itemEnd.length;
        if (!this.takeItem(text.subarray(this.itemAt, at))) return this.stopSplitting(text, at);
        done = at;
        this.itemAt = -1;
        continue;
      }
      const open = text.indexOf(lessThan, at);
      if (open < 0) {
        at = text.length;
        break;
      }
      const end = markupEnd(text, open);
      if (end === incomplete) {
        at = open;
        break;
      }
      if (end === unsupported) return this.stopSplitting(text, done);
      at = end;
      const kind = markupKind(text, open);
      if (kind === 'other') continue;
      if (kind === 'end') {
        this.splitDepth--;
        continue;
      }
      const empty = isEmptyElement(text, end);
      const name = tagName(text, open, end);
      if (!this.rootSeen) {
        this.rootSeen = true;
        this.splitItemName = itemOfRoot[fieldName(name)] ?? '';
        // Not a feed: the parser says so.
        if (this.splitItemName === '') return this.stopSplitting(text, done);
        this.texts!.frame(new TextDecoder(this.encoding).decode(text.subarray(open, end)));
      } else if (fieldName(name) === this.splitItemName) {
        this.parse(text.subarray(done, open));
        done = open;
        // The parser must be where the splitter is: between items, at the same depth.
        if (this.itemDepth !== 0 || this.depth !== this.splitDepth) return this.stopSplitting(text, done);
        this.itemDepthAt = this.splitDepth;
        if (empty) {
          if (!this.takeItem(text.subarray(open, end))) return this.stopSplitting(text, end);
          done = end;
          continue;
        }
        this.itemAt = open;
        this.itemEnd = Buffer.from(`</${name}>`, 'latin1');
        continue;
      }
      if (!empty) this.splitDepth++;
    }
    if (this.itemAt < 0) {
      // Between items: what was scanned goes to the parser now.
      this.parse(text.subarray(done, at));
      done = at;
    } else {
      done = this.itemAt;
      this.itemAt = 0;
    }
    this.pending = text.subarray(done);
    this.scanAt = at - done;
    if (this.pending.length > maxHeldBytes) this.stopSplitting(this.pending, 0);
  }

  /**
   * One item's whole text: skipped when the caller recognises it, else parsed. False when the parser
   * did not read it as one whole item, where the splitter thought one was.
   */
  private takeItem(text: Buffer): boolean {
    const key = textKeyOf(text);
    const token = this.texts!.recognise(key);
    if (token >= 0) {
      if (++this.items.count > this.maxItems) {
        throw new FeedFileError('too-many-items', `The feed has more than ${this.maxItems} items.`, this.line());
      }
      this.items.recognised(token, key, this.line());
      this.skippedLines += lineFeedsIn(text);
      return true;
    }
    const before = this.items.count;
    this.parse(text);
    if (this.items.count !== before + 1 || this.itemDepth !== 0 || this.depth !== this.itemDepthAt) return false;
    this.items.last()!.textKey = key;
    return true;
  }

  /** From `from` on, the bytes go to the parser as they come. */
  private stopSplitting(text: Buffer, from: number): void {
    this.splitting = false;
    this.pending = Buffer.alloc(0);
    this.itemAt = -1;
    this.parse(text.subarray(from));
  }

  private parse(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    const text = this.decoder.decode(bytes, { stream: true });
    if (text !== '') this.parseText(text);
  }

  private parseText(chunk: string): void {
    this.gap += chunk.length;
    if (this.gap > maxGapChars) {
      throw new FeedFileError(
        'too-large',
        `More than ${maxGapChars} characters of XML without a tag boundary (one text, tag or comment).`,
        this.line(),
        this.parser.column,
      );
    }
    this.parser.write(chunk);
  }

  private openElement(tag: SaxesTagPlain): void {
    this.gap = 0;
    const depth = ++this.depth;
    if (this.itemDepth === 0) {
      if (depth === 1) this.root(tag.name);
      else if (fieldName(tag.name) === this.itemName) this.startItem(depth);
      else if (depth > maxOuterDepth) this.tooDeep(`Elements nested more than ${maxOuterDepth} deep.`);
      return;
    }
    const level = depth - this.itemDepth;
    if (level > maxItemDepth) this.tooDeep(`Elements nested more than ${maxItemDepth} deep inside an item.`);
    this.parents[level - 1] = true;
    this.parents[level] = false;
    this.text = '';
    this.cut = false;
    const parentPath = level === 1 ? '' : this.paths[level - 1]!;
    const path = this.pathOf(tag.name, parentPath);
    this.paths[level] = path;
    if (path === 'link') {
      // Atom gives the product's page as <link href="…"/>, with rel="alternate" or none.
      const href = tag.attributes.href;
      if (href === undefined) return;
      const rel = tag.attributes.rel;
      if (rel === undefined || rel.trim() === 'alternate') this.items.add('link', href.trim());
      this.paths[level] = null;
    }
  }

  /**
   * The field name of an element: items repeat their elements in the same order, so the n-th element
   * of the last item is compared first; that spares hashing a fresh name and joining a nested path.
   */
  private pathOf(raw: string, parentPath: string | null): string | null {
    const n = this.sequence++;
    if (n < sequenceLength && this.seenRaw[n] === raw && this.seenParent[n] === parentPath) return this.seenPath[n] ?? null;
    const name = fieldName(raw);
    const path = name === '' || parentPath === null ? null : parentPath === '' ? name : `${parentPath}.${name}`;
    if (n < sequenceLength) {
      this.seenRaw[n] = raw;
      this.seenParent[n] = parentPath;
      this.seenPath[n] = path;
    }
    return path;
  }

  private closeElement(): void {
    this.gap = 0;
    const depth = this.depth--;
    if (this.itemDepth === 0) return;
    if (depth === this.itemDepth) {
      this.itemDepth = 0;
      this.items.finish();
      return;
    }
    const level = depth - this.itemDepth;
    const path = this.paths[level];
    // An element with child elements is a group: its own text is only the spaces between them.
    if (path !== null && path !== undefined && !this.parents[level]) {
      this.items.add(path, this.text.trim(), this.cut);
    }
    this.text = '';
  }

  private addText(text: string): void {
    this.gap = 0;
    // Only the text inside an item's fields matters; stop gathering past the field limit.
    if (this.depth > this.itemDepth && this.itemDepth !== 0) {
      if (this.text.length <= this.fieldChars) this.text += text;
      else this.cut = true;
    }
  }

  private root(name: string): void {
    const local = fieldName(name);
    const item = itemOfRoot[local];
    if (item !== undefined) {
      this.itemName = item;
      return;
    }
    const what = local === 'html' ? 'an HTML page' : `XML with the root element <${name.slice(0, 40)}>`;
    throw new FeedFileError('not-a-feed', `The file is ${what}, not an RSS or Atom feed.`, this.line(), this.parser.column);
  }

  private startItem(depth: number): void {
    if (++this.items.count > this.maxItems) {
      throw new FeedFileError('too-many-items', `The feed has more than ${this.maxItems} items.`, this.tagLine);
    }
    this.itemDepth = depth;
    this.sequence = 0;
    this.items.start(this.tagLine);
    this.text = '';
  }

  private tooDeep(message: string): never {
    throw new FeedFileError('malformed', message, this.line(), this.parser.column);
  }
}
