import { describe, expect, test } from 'vitest';
import { KnownItems } from '../../../server/feeds/known-items';

/** A page of known items as the reading thread receives it: `count` ids from `first`, every third unlisted. */
const page = (first: number, count: number) => {
  const numbers = Array.from({ length: count }, (_, offset) => first + offset);
  return {
    itemIds: JSON.stringify(numbers.map((n) => `MC-${n}`)),
    hashes: numbers.map((n) => (n % 5 === 0 ? null : Buffer.alloc(20, n % 256).toString('base64url'))),
    variants: Float64Array.from(numbers, (n) => 100_000 + n),
    listed: Uint8Array.from(numbers, (n) => (n % 3 === 0 ? 0 : 1)),
  };
};

describe('a shop’s known items on the reading thread', () => {
  // 2,500 items in three pages: the arrays grow past their first 1,024 slots twice.
  const known = new KnownItems();
  known.addPage(page(0, 1000));
  known.addPage(page(1000, 1000));
  known.addPage(page(2000, 500));

  test('finds every item by its id, across pages, and nothing else', () => {
    expect(known.size).toBe(2500);
    for (const n of [0, 1, 999, 1000, 1023, 1024, 2047, 2048, 2499]) {
      const index = known.indexOf(`MC-${n}`);
      expect(index).toBe(n);
      expect(known.itemId(index)).toBe(`MC-${n}`);
      expect(known.variant(index)).toBe(100_000 + n);
      expect(known.isListed(index)).toBe(n % 3 !== 0);
    }
    expect(known.indexOf('MC-2500')).toBe(-1);
    expect(known.indexOf('mc-1')).toBe(-1);
    expect(known.indexOf('')).toBe(-1);
  });

  test('compares feed hashes by their digests; an item without one matches none', () => {
    expect(known.hasHash(7, Buffer.alloc(20, 7).toString('base64url'))).toBe(true);
    expect(known.hasHash(7, Buffer.alloc(20, 8).toString('base64url'))).toBe(false);
    expect(known.hasHash(10, Buffer.alloc(20, 0).toString('base64url'))).toBe(false);
  });

  test('claims an id once, and takes off the listings the listed items the file did not keep', () => {
    expect(known.claim(4)).toBe(true);
    expect(known.claim(4)).toBe(false);
    // 1 was listed, 2001 was not: only 1 leaves.
    for (let index = 0; index < 2500; index++) if (index !== 1 && index !== 2001) known.keep(index);
    expect(known.removed()).toEqual([100_001]);
  });
});
