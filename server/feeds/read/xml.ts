import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FeedFileError, type FeedLimits, type RawItem } from '../raw-item';
import { fieldName, ItemCollector, type ItemReader, itemsOf } from './items';

/** Elements below an item (`<g:shipping><g:price>` is 2); Google's format needs 2. */
const maxItemDepth = 8;
/** Elements around the items (`rss > channel > item` is 3). */
const maxOuterDepth = 16;
/**
 * Characters saxes may gather without an event we listen to (one text, tag, CDATA section or comment):
 * it keeps them in one string, so an endless text would fill the memory before any field limit applies.
 */
const maxGapChars = 8 << 20;

/** How many elements of an item the name cache follows. */
const sequenceLength = 256;

/** The item element of each root element feeds come in: RSS 2.0, RSS 1.0 and Atom. */
const itemOfRoot: Record<string, string> = { rss: 'item', rdf: 'item', feed: 'entry' };

/**
 * Reads the items of a Google Merchant Center XML feed (RSS or Atom). Each item's child elements are
 * fields; nested ones are named by their path (`shipping.price`); Atom's `<link href>` gives `link`.
 */
export function readXml(chunks: AsyncIterable<string>, limits: FeedLimits): AsyncGenerator<RawItem[]> {
  return itemsOf(new XmlItems(limits), chunks);
}

class XmlItems implements ItemReader {
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

  constructor(limits: FeedLimits) {
    this.items = new ItemCollector(limits.fieldChars);
    this.maxItems = limits.items;
    this.fieldChars = limits.fieldChars;
    const parser = this.parser;
    parser.on('opentagstart', () => {
      this.tagLine = parser.line;
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
      throw new FeedFileError('malformed', `Broken XML: ${message}`, parser.line, parser.column);
    });
  }

  write(chunk: string): void {
    this.gap += chunk.length;
    if (this.gap > maxGapChars) {
      throw new FeedFileError(
        'too-large',
        `More than ${maxGapChars} characters of XML without a tag boundary (one text, tag or comment).`,
        this.parser.line,
        this.parser.column,
      );
    }
    this.parser.write(chunk);
  }

  end(): void {
    this.parser.close();
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
    throw new FeedFileError('not-a-feed', `The file is ${what}, not an RSS or Atom feed.`, this.parser.line, this.parser.column);
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
    throw new FeedFileError('malformed', message, this.parser.line, this.parser.column);
  }
}
