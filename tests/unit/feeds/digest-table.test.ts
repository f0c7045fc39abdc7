import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { DigestTable } from '../../../server/feeds/digest-table';

const digest = (text: string) => createHash('sha1').update(text).digest();

describe('the digest table', () => {
  test('finds each digest set, by its first 96 bits, and nothing else', () => {
    const table = new DigestTable(1000);
    for (let i = 0; i < 1000; i++) expect(table.set(digest(`produs ${i}`), i)).toBe(true);
    expect(table.size).toBe(1000);
    for (let i = 0; i < 1000; i++) expect(table.get(digest(`produs ${i}`))).toBe(i);
    expect(table.get(digest('produs 1000'))).toBe(-1);
    // Bytes past the twelfth do not count.
    const other = digest('produs 7');
    other[19] = other[19]! ^ 0xff;
    expect(table.get(other)).toBe(7);
    other[11] = other[11]! ^ 0xff;
    expect(table.get(other)).toBe(-1);
  });

  test('digests sharing their first word still tell apart; a digest set twice keeps its last value', () => {
    const table = new DigestTable(4);
    const a = Buffer.alloc(20, 1);
    const b = Buffer.alloc(20, 1);
    b[8] = 2;
    table.set(a, 1);
    table.set(b, 2);
    table.set(a, 3);
    expect([table.get(a), table.get(b), table.size]).toEqual([3, 2, 2]);
  });

  test('refuses digests past its capacity rather than filling up', () => {
    const table = new DigestTable(3);
    const results = Array.from({ length: 20 }, (_, i) => table.set(digest(String(i)), i));
    expect(results.filter(Boolean).length).toBe(table.size);
    expect(table.size).toBeLessThan(20);
  });
});
