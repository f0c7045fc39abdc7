import { type Digest, DigestTable, digestBytes } from './digest-table';

// Per-item flags.
const listedFlag = 1;
/** An item with its id was met in the file (valid or not): a later one is a duplicate. */
const claimedFlag = 2;
/** A valid item with its id was met: the variant stays listed. */
const keptFlag = 4;
/** The variant has a `feed_hash`. */
const hashedFlag = 8;

/**
 * What the catalogue holds of one shop's fed items, as the reading thread keeps it while it reads a
 * file: by index, the shop's item id, the variant, whether the last applied feed listed it, and the
 * digest of what the feed said of it (`feed_hash`). Compact because a shop may have a million.
 */
export class KnownItems {
  private readonly ids: string[] = [];
  private readonly variants: number[] = [];
  private readonly byId = new Map<string, number>();
  private digests = new Uint8Array(digestBytes * 1024);
  private flags = new Uint8Array(1024);
  private byDigest: DigestTable | null = null;

  get size(): number {
    return this.ids.length;
  }

  /** Adds a variant; `hash` is its `feed_hash` (base64url SHA-1) or null. */
  add(itemId: string, variant: number, hash: string | null, listed: boolean): void {
    const index = this.ids.length;
    if (index === this.flags.length) this.grow();
    this.ids.push(itemId);
    this.variants.push(variant);
    this.byId.set(itemId, index);
    if (listed) this.flags[index] = listedFlag;
    if (hash !== null) {
      this.flags[index] = this.flags[index]! | hashedFlag;
      this.digests.set(Buffer.from(hash, 'base64url').subarray(0, digestBytes), index * digestBytes);
    }
    this.byDigest = null;
  }

  private grow(): void {
    const flags = new Uint8Array(this.flags.length * 2);
    flags.set(this.flags);
    this.flags = flags;
    const digests = new Uint8Array(this.digests.length * 2);
    digests.set(this.digests);
    this.digests = digests;
  }

  /** The index of the item with this id, or -1. */
  indexOf(itemId: string): number {
    return this.byId.get(itemId) ?? -1;
  }

  /** The listed item whose `feed_hash` is this digest (from `at`), or -1. */
  listedWithDigest(digest: Digest, at = 0): number {
    if (this.byDigest === null) {
      this.byDigest = new DigestTable(this.size);
      for (let index = 0; index < this.size; index++) {
        if ((this.flags[index]! & (listedFlag | hashedFlag)) === (listedFlag | hashedFlag)) this.byDigest.set(this.digests, index, index * digestBytes);
      }
    }
    return this.byDigest.get(digest, at);
  }

  /** Lets go of the table `listedWithDigest` builds (a million items: 32 MB). */
  forgetDigests(): void {
    this.byDigest = null;
  }

  itemId(index: number): string {
    return this.ids[index]!;
  }

  variant(index: number): number {
    return this.variants[index]!;
  }

  isListed(index: number): boolean {
    return (this.flags[index]! & listedFlag) !== 0;
  }

  /** Copies the first bytes of the item's `feed_hash` (zeros when it has none) into `target` at `at`. */
  copyDigest(index: number, target: Uint8Array, at: number): void {
    target.set(this.digests.subarray(index * digestBytes, (index + 1) * digestBytes), at);
  }

  /** Whether `hash` (base64url) is the item's `feed_hash`, as far as digests are compared. */
  hasHash(index: number, hash: string): boolean {
    return (this.flags[index]! & hashedFlag) !== 0 && Buffer.from(hash, 'base64url').compare(this.digests, index * digestBytes, (index + 1) * digestBytes, 0, digestBytes) === 0;
  }

  /** True the first time an item with the id is met in a file: the later ones are duplicates. */
  claim(index: number): boolean {
    return this.mark(index, claimedFlag);
  }

  /** The item was valid in the file: its variant stays listed. */
  keep(index: number): void {
    this.mark(index, keptFlag);
  }

  private mark(index: number, flag: number): boolean {
    const flags = this.flags;
    if ((flags[index]! & flag) !== 0) return false;
    flags[index] = flags[index]! | flag;
    return true;
  }

  /** The variants the last feed listed and this file did not keep. */
  removed(): number[] {
    const removed: number[] = [];
    for (let index = 0; index < this.size; index++) {
      const flags = this.flags[index]!;
      if ((flags & listedFlag) !== 0 && (flags & keptFlag) === 0) removed.push(this.variants[index]!);
    }
    return removed;
  }
}
