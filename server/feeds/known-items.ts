import { hash } from 'node:crypto';
import { type Digest, DigestIndex, digestBytes } from './digest-table';

// Per-item flags.
const listedFlag = 1;
/** An item with its id was met in the file (valid or not): a later one is a duplicate. */
const claimedFlag = 2;
/** A valid item with its id was met: the variant stays listed. */
const keptFlag = 4;
/** The variant has a `feed_hash`. */
const hashedFlag = 8;

/** A page of known items as the reading thread receives it (scan-thread.ts' KnownPage, ids and hashes parsed). */
export interface KnownItemsPage {
  /** The page's item ids as the JSON array it came in: kept whole, read again only to name a duplicate. */
  itemIds: string;
  hashes: readonly (string | null)[];
  variants: ArrayLike<number>;
  listed: ArrayLike<number>;
}

/** The digest an item id is found by (SHA-1, as Latin-1 characters). */
const idDigest = (itemId: string) => hash('sha1', itemId, 'binary');

/**
 * What the catalogue holds of one shop's fed items, as the reading thread keeps it while it reads a
 * file: by index, the shop's item id, the variant, whether the last applied feed listed it, and the
 * digest of what the feed said of it (`feed_hash`). Compact because a shop may have a million: ids
 * are found by their digests in a typed table, not in a Map of a million strings (about 100 MB).
 */
export class KnownItems {
  private count = 0;
  private pages: { itemIds: string; start: number }[] = [];
  private variants = new Float64Array(1024);
  private idDigests = new Uint8Array(digestBytes * 1024);
  private digests = new Uint8Array(digestBytes * 1024);
  private flags = new Uint8Array(1024);
  private byId: DigestIndex | null = null;
  private byDigest: DigestIndex | null = null;
  private lastId = '';
  private lastIndex = -1;

  get size(): number {
    return this.count;
  }

  /** Adds a page of the shop's variants; a hash is a `feed_hash` (base64url SHA-1) or null. */
  addPage(page: KnownItemsPage): void {
    const ids = JSON.parse(page.itemIds) as string[];
    this.pages.push({ itemIds: page.itemIds, start: this.count });
    for (let i = 0; i < ids.length; i++) this.add(ids[i]!, page.variants[i]!, page.hashes[i] ?? null, page.listed[i] === 1);
  }

  private add(itemId: string, variant: number, feedHash: string | null, listed: boolean): void {
    const index = this.count++;
    if (index === this.flags.length) this.grow();
    this.variants[index] = variant;
    const digest = idDigest(itemId);
    for (let i = 0; i < digestBytes; i++) this.idDigests[index * digestBytes + i] = digest.charCodeAt(i);
    if (listed) this.flags[index] = listedFlag;
    if (feedHash !== null) {
      this.flags[index] = this.flags[index]! | hashedFlag;
      this.digests.set(Buffer.from(feedHash, 'base64url').subarray(0, digestBytes), index * digestBytes);
    }
    this.byId = null;
    this.byDigest = null;
  }

  private grow(): void {
    const size = this.flags.length * 2;
    const larger = <T extends Uint8Array | Float64Array>(array: T, per: number, make: (length: number) => T) => {
      const next = make(size * per);
      next.set(array);
      return next;
    };
    this.flags = larger(this.flags, 1, (length) => new Uint8Array(length));
    this.variants = larger(this.variants, 1, (length) => new Float64Array(length));
    this.idDigests = larger(this.idDigests, digestBytes, (length) => new Uint8Array(length));
    this.digests = larger(this.digests, digestBytes, (length) => new Uint8Array(length));
  }

  /** The index of the item with this id, or -1 (an item is looked up twice in a row: its claim, then its change). */
  indexOf(itemId: string): number {
    if (itemId === this.lastId && this.byId !== null) return this.lastIndex;
    this.byId ??= new DigestIndex(this.idDigests, this.count);
    this.lastId = itemId;
    this.lastIndex = this.byId.get(idDigest(itemId));
    return this.lastIndex;
  }

  /** The listed item whose `feed_hash` is this digest (from `at`), or -1. */
  listedWithDigest(digest: Digest, at = 0): number {
    const both = listedFlag | hashedFlag;
    this.byDigest ??= new DigestIndex(this.digests, this.count, (index) => (this.flags[index]! & both) === both);
    return this.byDigest.get(digest, at);
  }

  /** Lets go of the index `listedWithDigest` builds (a million items: 8 MB). */
  forgetDigests(): void {
    this.byDigest = null;
  }

  /** The item's id, read again from its page (only to name a duplicate). */
  itemId(index: number): string {
    let page = this.pages.length - 1;
    while (this.pages[page]!.start > index) page--;
    const { itemIds, start } = this.pages[page]!;
    return (JSON.parse(itemIds) as string[])[index - start]!;
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
