import { hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { DigestTable, digestBytes } from './digest-table';
import type { KnownItems } from './known-items';
import type { KnownTexts } from './raw-item';

const magic = 'cuib-feed-texts 1 ';
/** The magic, the context's digest (27 base64url characters) and a line feed. */
const headerBytes = magic.length + 27 + 1;
/** Per item: the first `digestBytes` of its text's key, then of its `feed_hash`. */
const recordBytes = 2 * digestBytes;
const writeBuffer = 64 * 1024;

/**
 * What a shop's last read feed said, item by item: the key of each valid item's text (the SHA-1 of it
 * as the file gave it) with the digest of what validating it gave (`feed_hash`). An item of the next
 * file with the same text, and whose variant still has that `feed_hash`, is unchanged without being
 * read or validated: at a million items that is most of an import's work.
 *
 * Kept per shop in a file (`<data>/feeds/texts/<shop id>`), rewritten by every import read to its
 * end. It holds no decision, only facts about texts: a missing, old or foreign file only makes an
 * import read every item. The file is only used in the context it was written in: the same code of
 * server/feeds, the same shop domain and category mappings, the same limits (`context`), and the
 * same XML root or CSV header (`frame`). Items whose meaning depends on the day (a sale with dates)
 * are never remembered.
 */
export class ItemTexts implements KnownTexts {
  private table: DigestTable | null = null;
  private out: WriteStream | null = null;
  private buffer = Buffer.alloc(writeBuffer);
  private used = 0;

  private constructor(
    private readonly file: string,
    private readonly staticContext: string,
    private readonly known: KnownItems,
    private previous: Buffer | null,
    private readonly next: string,
  ) {}

  /** The shop's texts file (absent or unreadable: none). `context` says what else the texts' meaning depends on. */
  static async open(file: string, context: string, known: KnownItems): Promise<ItemTexts> {
    const previous = await readFile(file).catch(() => null);
    return new ItemTexts(file, context, known, previous, `${file}.${process.pid}-${Date.now()}`);
  }

  frame(text: string): void {
    const context = hash('sha1', `${this.staticContext}\n${text}`, 'base64url');
    const previous = this.previous;
    this.previous = null;
    if (previous && previous.length >= headerBytes && previous.toString('latin1', 0, headerBytes) === `${magic}${context}\n`) {
      const records = Math.floor((previous.length - headerBytes) / recordBytes);
      const table = new DigestTable(records);
      for (let at = headerBytes; at + recordBytes <= previous.length; at += recordBytes) {
        const index = this.known.listedWithDigest(previous, at + digestBytes);
        if (index >= 0) table.set(previous, index, at);
      }
      this.table = table;
      this.known.forgetDigests();
    }
    this.out = createWriteStream(this.next);
    this.out.write(`${magic}${context}\n`);
  }

  recognise(key: string): number {
    return this.table?.get(key) ?? -1;
  }

  /** Remembers that a text with this key is valid and validates to an item with this `feed_hash` (base64url). */
  remember(key: string, hash: string): void {
    if (!this.room()) return;
    this.buffer.write(key.slice(0, digestBytes), this.used, 'latin1');
    // 16 base64url characters are 12 bytes.
    this.buffer.write(hash.slice(0, (digestBytes / 3) * 4), this.used + digestBytes, 'base64url');
    this.used += recordBytes;
  }

  /** Remembers that a text with this key was the known item's (at `index`), unchanged. */
  rememberKnown(key: string, index: number): void {
    if (!this.room()) return;
    this.buffer.write(key.slice(0, digestBytes), this.used, 'latin1');
    this.known.copyDigest(index, this.buffer, this.used + digestBytes);
    this.used += recordBytes;
  }

  /** Whether there is a file to remember in, with room for one more record in the buffer. */
  private room(): boolean {
    if (this.out === null) return false;
    if (this.used + recordBytes > this.buffer.length) this.spill();
    return true;
  }

  private spill(): void {
    const full = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.alloc(writeBuffer);
    this.used = 0;
    this.out!.write(full);
  }

  /** Lets the file catch up with what was remembered. */
  async drain(): Promise<void> {
    if (this.out !== null && this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** Replaces the shop's file by this reading's (`complete`: the file was read to its end), or forgets it. */
  async finish(complete: boolean): Promise<void> {
    const out = this.out;
    if (out === null) return;
    this.out = null;
    if (this.used > 0) out.write(this.buffer.subarray(0, this.used));
    out.end();
    await once(out, 'close');
    if (complete) await rename(this.next, this.file);
    else await rm(this.next, { force: true });
  }
}
