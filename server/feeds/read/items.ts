import { hash } from 'node:crypto';
import type { RawItem } from '../raw-item';

/** Values one item may hold (a field given twice counts twice): a real product has a few dozen. */
export const maxValuesPerItem = 200;
/** No field of any feed format has a longer name; longer ones are ignored rather than stored. */
const maxNameChars = 100;
/** A batch ends at this many items, or earlier at this many characters, so long items keep memory bounded. */
export const batchItems = 500;
const batchChars = 4 << 20;

const names = new Map<string, string>();

/**
 * A field's name as validation knows it: trimmed, lower-cased, without a namespace prefix (`g:Price` →
 * `price`). '' for a name to ignore: too long, or one that would reach into `Object.prototype`.
 */
export function fieldName(raw: string): string {
  // Files choose their names: bound what they can make the cache below hold.
  if (raw.length > 2 * maxNameChars) return '';
  let name = names.get(raw);
  if (name !== undefined) return name;
  const colon = raw.indexOf(':');
  name = (colon < 0 ? raw : raw.slice(colon + 1)).trim().toLowerCase();
  if (name.length > maxNameChars || name in Object.prototype) name = '';
  if (names.size < 10_000) names.set(raw, name);
  return name;
}

/**
 * The key of an item's text (`RawItem.textKey`): its SHA-1 (node computes it in about 1.4 µs for a
 * 1 kB item), as a string of 20 Latin-1 characters, one per byte: a million keys as Buffers are a
 * million small buffers outside the heap, which cost the reading thread hundreds of MB.
 */
export const textKeyOf = (text: string | Uint8Array): string => hash('sha1', text, 'binary');

const noFields: RawItem['fields'] = Object.freeze({}) as RawItem['fields'];
const noNames: string[] = Object.freeze([]) as unknown as string[];

/** An item handed over by its text's key: one small object (a million of them pass through an import). */
class RecognisedItem implements RawItem {
  readonly fields = noFields;
  readonly tooLong = noNames;
  constructor(
    readonly textKey: string,
    readonly recognised: number,
    readonly line: number,
  ) {}
}

/** Gathers one item's fields at a time, applying the per-item limits, and the items into batches. */
export class ItemCollector {
  private fields: Record<string, string | string[]> = {};
  private tooLong: string[] = [];
  private line = 0;
  private values = 0;
  private chars = 0;
  private batch: RawItem[] = [];
  private batchChars = 0;
  /** Batches filled and not yet taken. */
  readonly full: RawItem[][] = [];
  /** Items started so far, for the item limit. */
  count = 0;

  constructor(private readonly fieldChars: number) {}

  start(line: number): void {
    this.fields = {};
    this.tooLong = [];
    this.line = line;
    this.values = 0;
    this.chars = 0;
  }

  /** Adds a trimmed value; an empty one is absent. `cut`: the reader already dropped part of it. */
  add(name: string, value: string, cut = false): void {
    if (value.length === 0 || name.length === 0) return;
    if (this.values === maxValuesPerItem) {
      this.markTooLong(name);
      return;
    }
    this.values++;
    if (value.length > this.fieldChars) {
      value = value.slice(0, this.fieldChars);
      cut = true;
    }
    if (cut) this.markTooLong(name);
    this.chars += value.length;
    const fields = this.fields;
    const before = fields[name];
    if (before === undefined) fields[name] = value;
    else if (typeof before === 'string') fields[name] = [before, value];
    else before.push(value);
  }

  /** Past the field-length limit, or past the number of values an item may hold: the item is invalid. */
  markTooLong(name: string): void {
    if (!this.tooLong.includes(name)) this.tooLong.push(name);
  }

  /** Whether the item holds no value at all (a CSV row of delimiters). */
  isEmpty(): boolean {
    return this.values === 0 && this.tooLong.length === 0;
  }

  finish(): void {
    this.push({ fields: this.fields, line: this.line, tooLong: this.tooLong }, this.chars);
  }

  /** An item the caller recognised by its text's key: handed over as its token, in its place in the file. */
  recognised(token: number, key: string, line: number): void {
    this.push(new RecognisedItem(key, token, line), 0);
  }

  /** The item finished last (to give it its text's key). */
  last(): RawItem | undefined {
    return this.batch.at(-1) ?? this.full.at(-1)?.at(-1);
  }

  private push(item: RawItem, chars: number): void {
    this.batch.push(item);
    this.batchChars += chars;
    if (this.batch.length === batchItems || this.batchChars >= batchChars) this.closeBatch();
  }

  /** Moves the items gathered so far into `full`, as a last, shorter batch. */
  closeBatch(): void {
    if (this.batch.length === 0) return;
    this.full.push(this.batch);
    this.batch = [];
    this.batchChars = 0;
  }

  /** The filled batches, taken out. */
  take(): RawItem[][] {
    return this.full.splice(0);
  }
}

/** A reader of one format: text goes in by `write`, `end` says there is no more, whole items gather in `items`. */
export interface ItemReader<Chunk = string> {
  readonly items: ItemCollector;
  write(chunk: Chunk): void;
  end(): void;
}

/**
 * Feeds the text to a reader and yields its items in batches as they fill. On an error, the items
 * before it are whole: they are handed over, then the error says why the file stops there.
 */
export async function* itemsOf<Chunk>(reader: ItemReader<Chunk>, chunks: AsyncIterable<Chunk>): AsyncGenerator<RawItem[]> {
  try {
    for await (const chunk of chunks) {
      reader.write(chunk);
      if (reader.items.full.length > 0) yield* reader.items.take();
    }
    reader.end();
  } catch (error) {
    reader.items.closeBatch();
    yield* reader.items.take();
    throw error;
  }
  reader.items.closeBatch();
  yield* reader.items.take();
}
