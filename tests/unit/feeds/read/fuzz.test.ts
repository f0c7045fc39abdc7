import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FeedFileError, type KnownTexts, type RawItem } from '../../../../server/feeds/raw-item';
import { csvOf, googleRssOf } from '../../../../server/feeds/read';
import { bytesOf, inPieces, readOutcome } from './reading';

type Fields = Record<string, string | string[]>;

const known = ['description', 'link', 'image_link', 'additional_image_link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'color', 'material'];
const nested = ['shipping.country', 'shipping.price', 'shipping.max_transit_time'];
const name = fc.oneof(fc.constantFrom(...known, ...nested), fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/)).filter((one) => !(one in Object.prototype));

/** Characters that stress quoting, escaping and decoding, beside any printable ones. */
const tricky = fc.constantFrom('ș', 'ț', 'ă', 'Î', '„', '”', '"', "'", ',', ';', '\t', '\n', '\r', '\r\n', ' ', '<', '>', '&', ']]>', '🌳', '\u00a0');
const value = fc.string({ unit: fc.oneof({ weight: 2, arbitrary: tricky }, { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) }), maxLength: 24 });
const values = fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) });

const product = fc
  .tuple(fc.stringMatching(/^[A-Z]{2}-[0-9]{1,5}$/), value, fc.dictionary(name, values, { maxKeys: 6, noNullPrototype: true }))
  .map(([id, title, rest]): Fields => ({ ...rest, id, title: `Canapea ${title}` }));
const products = fc.array(product, { minLength: 1, maxLength: 25 });

/** XML 1.0 cannot hold these: the writer drops them. */
const notXml = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g;

/** The fields a reader must give back: trimmed, empty values absent, a list of one a string. */
function expectedFields(fields: Fields, format: 'xml' | 'csv'): Fields {
  const out: Fields = {};
  for (const [key, raw] of Object.entries(fields)) {
    const kept = (typeof raw === 'string' ? [raw] : raw)
      .map((one) => (format === 'xml' ? one.replace(notXml, '') : one.replace(/\r\n?/g, '\n')).trim())
      .filter((one) => one.length > 0);
    if (kept.length > 0) out[key] = kept.length === 1 ? kept[0]! : kept;
  }
  return out;
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The lines the writers put each item on: XML's <item> tags; CSV rows after the line breaks in values. */
function expectedLines(file: string, items: Fields[], format: 'xml' | 'csv'): number[] {
  if (format === 'xml') {
    const lines: number[] = [];
    file.split('\n').forEach((line, i) => line === '<item>' && lines.push(i + 1));
    return lines;
  }
  let line = 2;
  return items.map((one) => {
    const at = line;
    line += 1 + Object.values(one).flat().reduce((sum, text) => sum + countOf(text, '\n'), 0);
    return at;
  });
}

const setup = fc.record({
  items: products,
  format: fc.constantFrom('xml' as const, 'csv' as const),
  delimiter: fc.constantFrom(',', ';', '\t'),
  piece: fc.integer({ min: 1, max: 97 }),
  gzip: fc.boolean(),
});

function fileOf(items: Fields[], format: 'xml' | 'csv', delimiter: string): string {
  return [...(format === 'xml' ? googleRssOf(items) : csvOf(items, delimiter))].join('');
}

describe('fuzzing the readers', () => {
  test('random items written as XML or CSV read back to the same fields, in any pieces, gzip or not', async () => {
    await fc.assert(
      fc.asyncProperty(setup, async ({ items, format, delimiter, piece, gzip }) => {
        const file = fileOf(items, format, delimiter);
        const bytes = gzip ? gzipSync(bytesOf(file)) : bytesOf(file);
        const { items: read, error } = await readOutcome(inPieces(bytes, piece));
        expect(error).toBeNull();
        expect(read.map((one) => one.fields)).toEqual(items.map((one) => expectedFields(one, format)));
        expect(read.map((one) => one.line)).toEqual(expectedLines(file, items, format));
        expect(read.every((one) => one.tooLong.length === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  const damage = fc.oneof(
    fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({
      kind: fc.constant('insert' as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      bytes: fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 6 }),
        fc.constantFrom('<', '</item>', '"', '&', '&#0;', ']]>', '<![CDATA[', '<!--', '\u0000', '<g:x a="', '\n"').map(bytesOf),
      ),
    }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ kind: fc.constant('flip' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), byte: fc.integer({ min: 0, max: 255 }) }),
  );

  function damageOf(bytes: Uint8Array, harm: typeof damage extends fc.Arbitrary<infer T> ? T : never): Uint8Array {
    const at = Math.floor(harm.at * bytes.length);
    if (harm.kind === 'cut') return bytes.subarray(0, at);
    if (harm.kind === 'insert') return Buffer.concat([bytes.subarray(0, at), harm.bytes, bytes.subarray(at)]);
    if (harm.kind === 'remove') return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + harm.length)]);
    const flipped = bytes.slice();
    if (at < flipped.length) flipped[at] = harm.byte;
    return flipped;
  }

  test('a damaged file either reads to the end or stops with a FeedFileError, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(setup, damage, async ({ items, format, delimiter, piece, gzip }, harm) => {
        const clean = bytesOf(fileOf(items, format, delimiter));
        const damaged = damageOf(gzip ? gzipSync(clean) : clean, harm);
        // Damage may also turn a file into another readable one (XML whose first line gained a ';' is a CSV).
        const { error } = await readOutcome(inPieces(damaged, piece));
        if (error !== null) expect(error).toBeInstanceOf(FeedFileError);
      }),
      { numRuns: 200, timeout: 5000 },
    );
  });

  /** How deep elements go below <item>: the item's children are at 1. */
  function deepestBelowItem(file: string): number {
    let depth = 0;
    let deepest = 0;
    for (const [, close, , selfClosing] of file.matchAll(/<(\/?)g:(\w+)[^>]*?(\/?)>/g)) {
      if (close === '/') depth--;
      else {
        deepest = Math.max(deepest, depth + 1);
        if (selfClosing !== '/') depth++;
      }
    }
    return deepest;
  }

  /** XML of random shape: nesting of any depth, attributes, long texts, items anywhere. */
  const element: fc.Memo<string> = fc.memo((depth) =>
    depth <= 1
      ? fc.oneof(value.map((text) => `<g:leaf>${text.replace(/[&<>]/g, '').replace(notXml, '')}</g:leaf>`), fc.constant('<g:empty/>'))
      : fc.oneof(
          element(depth - 1),
          fc.array(element(depth - 1), { maxLength: 3 }).map((children) => `<g:group kind="x">${children.join('')}</g:group>`),
          fc.integer({ min: 0, max: 30_000 }).map((length) => `<g:long>${'ă'.repeat(length)}</g:long>`),
        ),
  );

  test('XML of random shape yields items and FeedFileErrors only, and every item when nesting stays within 8', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(element(12), { maxLength: 4 }), { maxLength: 6 }), fc.integer({ min: 32, max: 4096 }), async (shape, piece) => {
        const file = `<rss><channel>${shape.map((fields) => `<item>${fields.join('')}</item>`).join('\n')}</channel></rss>`;
        const { items, error } = await readOutcome(inPieces(bytesOf(file), piece), { limits: { fieldChars: 20_000 } });
        const depth = deepestBelowItem(file);
        if (error !== null) expect(error).toBeInstanceOf(FeedFileError);
        if (depth <= 8) {
          expect(error).toBeNull();
          expect(items).toHaveLength(shape.length);
          expect(items.every((one: RawItem) => Object.values(one.fields).flat().every((text) => text.length <= 20_000))).toBe(true);
        } else {
          expect(error).toMatchObject({ code: 'malformed' });
        }
      }),
      { numRuns: 100, timeout: 5000 },
    );
  });

  /** Knows the texts whose keys are in `keys` (its token: the key's place in it); records each frame. */
  function knowing(keys: string[] = []): KnownTexts & { frames: string[] } {
    const tokens = new Map(keys.map((key, index) => [key, index]));
    const frames: string[] = [];
    return { frames, frame: (text) => frames.push(text), recognise: (key) => tokens.get(key) ?? -1 };
  }

  /** What a reading gives, to compare readings: items without their keys, and the error's code and line. */
  const outcomeOf = ({ items, error }: Awaited<ReturnType<typeof readOutcome>>) => ({
    items: items.map(({ textKey: _key, ...item }) => item),
    error: error instanceof FeedFileError ? { code: error.code, line: error.line } : error,
  });

  test('cutting items out by their texts never changes what a file reads as, whole or damaged', async () => {
    await fc.assert(
      fc.asyncProperty(setup, fc.option(damage), async ({ items, format, delimiter, piece }, harm) => {
        const clean = bytesOf(fileOf(items, format, delimiter));
        const bytes = harm === null ? clean : damageOf(clean, harm);
        const plain = await readOutcome(inPieces(bytes, piece));
        const texts = knowing();
        const keyed = await readOutcome(inPieces(bytes, piece), { texts });
        expect(outcomeOf(keyed)).toEqual(outcomeOf(plain));
        if (harm === null) {
          expect(texts.frames).toHaveLength(1);
          expect(keyed.items.every((item) => item.textKey?.length === 20)).toBe(true);
        }
      }),
      { numRuns: 300, timeout: 5000 },
    );
  });

  test('an item whose text is known is handed over as its token, in its place and with its line', async () => {
    await fc.assert(
      fc.asyncProperty(setup, fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }), fc.option(damage), async ({ items, format, delimiter, piece }, chosen, harm) => {
        const clean = bytesOf(fileOf(items, format, delimiter));
        const first = await readOutcome(inPieces(clean, piece), { texts: knowing() });
        const keys = first.items.filter((_, index) => chosen[index]).map((item) => item.textKey!);
        const bytes = harm === null ? clean : damageOf(clean, harm);
        const plain = await readOutcome(inPieces(bytes, piece), { texts: knowing() });
        const again = await readOutcome(inPieces(bytes, piece), { texts: knowing(keys) });
        const known = new Set(keys);
        const withoutKey = (item: RawItem) => ({ ...item, textKey: undefined });
        // Items are as read without known texts, but for the known ones, which come as their tokens.
        const expected = plain.items.map((item) =>
          known.has(item.textKey!) ? { fields: {}, line: item.line, tooLong: [], recognised: keys.indexOf(item.textKey!), textKey: undefined } : withoutKey(item),
        );
        const got = again.items.map(withoutKey);
        expect(got).toEqual(plain.error === null ? expected : expected.slice(0, got.length));
        if (harm === null && keys.length > 0) expect(got.some((item) => item.recognised !== undefined)).toBe(true);
        expect(outcomeOf(again).error).toEqual(outcomeOf(plain).error);
      }),
      { numRuns: 300, timeout: 5000 },
    );
  });
});
