/**
 * A hash table from SHA-1 digests to small non-negative numbers, in typed arrays: a shop's feed may
 * hold a million items, and a Map of a million digest strings costs about five times the memory.
 * Digests are compared by their first 96 bits (three 32-bit words), which two of a million texts
 * share by chance once in about 10^16 imports.
 */
/** Bytes of a digest the table compares (three 32-bit words). */
export const digestBytes = 12;

export class DigestTable {
  private readonly words: Uint32Array;
  private readonly values: Int32Array;
  private readonly mask: number;
  private count = 0;

  /** A table for up to `capacity` digests (it keeps at most half its slots full). */
  constructor(capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.words = new Uint32Array(slots * 3);
    this.values = new Int32Array(slots).fill(-1);
    this.mask = slots - 1;
  }

  get size(): number {
    return this.count;
  }

  /**
   * Sets the digest's value (a digest given twice keeps the last). False when the table is full. A
   * digest is bytes (from `at`) or a string of Latin-1 characters, one per byte.
   */
  set(digest: Digest, value: number, at = 0): boolean {
    const slot = this.slotOf(digest, at);
    if (this.values[slot] === -1) {
      if ((this.count + 1) * 2 > this.values.length) return false;
      this.count++;
      this.words.set(wordsOf(digest, at), slot * 3);
    }
    this.values[slot] = value;
    return true;
  }

  /** The digest's value, or -1. */
  get(digest: Digest, at = 0): number {
    return this.values[this.slotOf(digest, at)]!;
  }

  /** The digest's slot, or the empty one where it would go (linear probing). */
  private slotOf(digest: Digest, at: number): number {
    const [a, b, c] = wordsOf(digest, at);
    const words = this.words;
    const values = this.values;
    for (let slot = a! & this.mask; ; slot = (slot + 1) & this.mask) {
      if (values[slot] === -1) return slot;
      const at = slot * 3;
      if (words[at] === a && words[at + 1] === b && words[at + 2] === c) return slot;
    }
  }
}

/**
 * A hash table of positions in an array of digests kept elsewhere (`digests`, `digestBytes` each):
 * four bytes a slot instead of a DigestTable's sixteen, where the digests are held anyway (a million
 * known items: 8 MB instead of 32). Built once over the first `count` digests, those `included`; a
 * digest met twice keeps its last position.
 */
export class DigestIndex {
  /** Each slot: a position plus one; 0 is empty. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly digests: Uint8Array,
    count: number,
    included: (position: number) => boolean = () => true,
  ) {
    let slots = 16;
    while (slots < count * 2) slots *= 2;
    this.slots = new Int32Array(slots);
    this.mask = slots - 1;
    for (let position = 0; position < count; position++) {
      if (!included(position)) continue;
      const [a, b, c] = wordsOf(digests, position * digestBytes);
      this.slots[this.slotOf(a!, b!, c!)] = position + 1;
    }
  }

  /** The position of the digest (bytes from `at`, or Latin-1 characters), or -1. */
  get(digest: Digest, at = 0): number {
    const [a, b, c] = wordsOf(digest, at);
    return this.slots[this.slotOf(a!, b!, c!)]! - 1;
  }

  /** The digest's slot, or the empty one where it would go (linear probing). */
  private slotOf(a: number, b: number, c: number): number {
    const { slots, digests } = this;
    for (let slot = a & this.mask; ; slot = (slot + 1) & this.mask) {
      const held = slots[slot]!;
      if (held === 0) return slot;
      const at = (held - 1) * digestBytes;
      if (wordAt(digests, at) === a && wordAt(digests, at + 4) === b && wordAt(digests, at + 8) === c) return slot;
    }
  }
}

/** The little-endian 32-bit word of `bytes` at `at`. */
const wordAt = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** The same of a string of Latin-1 characters, one per byte. */
const charWordAt = (text: string, at: number) =>
  (text.charCodeAt(at) | (text.charCodeAt(at + 1) << 8) | (text.charCodeAt(at + 2) << 16) | (text.charCodeAt(at + 3) << 24)) >>> 0;

/** A SHA-1 digest: its bytes, or a string of 20 Latin-1 characters (`hash(…, 'binary')`). */
export type Digest = Uint8Array | string;

const scratch = new Uint32Array(3);

/** The first three 32-bit words of a digest from `at` (little-endian). */
function wordsOf(digest: Digest, at: number): Uint32Array {
  for (let i = 0; i < 3; i++) scratch[i] = typeof digest === 'string' ? charWordAt(digest, at + i * 4) : wordAt(digest, at + i * 4);
  return scratch;
}
