import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ChangesTail } from '../../../server/feeds/changes-tail';
import type { Change } from '../../../server/feeds/scan';

const folder = mkdtempSync(join(tmpdir(), 'cuib-changes-tail-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const change = (n: number): Change => ({ category: 7, hash: `h${n}`, item: { id: `SC-${n}`, title: `Scaun pliant din fag ${n}, natur – ăîșțâ` } as Change['item'] });
const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `${JSON.stringify(change(from + i))}\n`).join('');

describe('reading the changes file behind the reading thread', () => {
  test('gives every change once, in order, as lines are written, and ends when the reading ends', async () => {
    const file = join(folder, 'changes');
    const tail = new ChangesTail();
    const read: string[] = [];
    const reading = (async () => {
      for await (const chunk of tail.chunks(file, 3)) read.push(...chunk.map((one) => one.item.id));
    })();
    // Nothing yet: the file does not even exist until the thread writes.
    writeFileSync(file, lines(0, 4));
    tail.written(Buffer.byteLength(lines(0, 4)));
    await expect.poll(() => read.length).toBe(4);
    appendFileSync(file, lines(4, 10));
    tail.written(Buffer.byteLength(lines(0, 10)));
    tail.end();
    await reading;
    expect(read).toEqual(Array.from({ length: 10 }, (_, i) => `SC-${i}`));
  });

  // 3.6 MB of a three-byte character: reads of 1 MiB (not a multiple of 3) end inside one.
  test('a line longer than one read, with characters split between reads, reads whole', async () => {
    const file = join(folder, 'long');
    const long: Change = { ...change(1), item: { ...change(1).item, description: '–'.repeat(1_200_000) } as Change['item'] };
    const text = `${JSON.stringify(long)}\n${lines(2, 3)}`;
    writeFileSync(file, text);
    const tail = new ChangesTail();
    tail.written(Buffer.byteLength(text));
    tail.end();
    const read: Change[] = [];
    for await (const chunk of tail.chunks(file, 500)) read.push(...chunk);
    expect(read.map((one) => one.item.id)).toEqual(['SC-1', 'SC-2']);
    expect(read[0]!.item.description).toBe(long.item.description);
  });

  test('a reading that fails fails the reader, after the changes before it', async () => {
    const file = join(folder, 'failed');
    writeFileSync(file, lines(0, 2));
    const tail = new ChangesTail();
    tail.written(Buffer.byteLength(lines(0, 2)));
    const read: string[] = [];
    const reading = (async () => {
      for await (const chunk of tail.chunks(file, 500)) read.push(...chunk.map((one) => one.item.id));
    })();
    await expect.poll(() => read.length).toBe(2);
    tail.end(new Error('Reading the feed failed'));
    await expect(reading).rejects.toThrow('Reading the feed failed');
  });
});
