import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { DigestIndex, DigestTable, digestBytes } from '../../../server/feeds/digest-table';

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

describe('the digest index over digests kept elsewhere', () => {
  // 1,000 digests side by side, as the known items keep them; every fifth left out of the index.
  const held = new Uint8Array(1000 * digestBytes);
  for (let i = 0; i < 1000; i++) held.set(digest(`produs ${i}`).subarray(0, digestBytes), i * digestBytes);
  const index = new DigestIndex(held, 1000, (position) => position % 5 !== 0);

  test('finds each included digest’s position, by bytes or Latin-1 characters, and nothing else', () => {
    for (let i = 0; i < 1000; i++) expect(index.get(digest(`produs ${i}`))).toBe(i % 5 === 0 ? -1 : i);
    expect(index.get(digest(`produs 7`).toString('latin1'))).toBe(7);
    expect(index.get(digest('produs 1000'))).toBe(-1);
    // A digest read from the middle of a record of the texts file.
    const record = Buffer.concat([Buffer.alloc(12, 9), digest('produs 42')]);
    expect(index.get(record, 12)).toBe(42);
  });

  test('digests sharing their first word still tell apart; one held twice gives its last position', () => {
    const twins = new Uint8Array(3 * digestBytes).fill(1);
    twins[digestBytes + 8] = 2;
    const small = new DigestIndex(twins, 3);
    expect([small.get(Buffer.alloc(20, 1)), small.get(twins.subarray(digestBytes))]).toEqual([2, 1]);
  });
});
