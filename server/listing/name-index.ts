import { fold } from '../catalogue/fold';
import type { Store } from '../db/store';
import { variantColumnRepository } from '../repositories/variant-columns';
import { firstNotBelow } from './binary-search';
import type { CatalogueIndex } from './catalogue-index';

/**
 * Words of every listed variant's name (folded: no diacritics, lower case), each with the positions
 * of the variants whose name holds it. A search query matches a name when each of its words begins
 * some word of the name ("canapéa ext" matches „Canapea extensibilă”), the same rule as the FTS5
 * prefix query, answered without SQL so that suggestions stay fast at a million variants.
 */
export interface NameIndex {
  /** Distinct words, sorted, so the words beginning with a prefix are one run. */
  words: string[];
  /** Positions of each word of `words` (same order), ascending. */
  postings: Int32Array[];
  /** For each position, the index in `words` of its name's first word. */
  firstWord: Int32Array;
  /** For each position, a hash of its name as last read: a patch finds the renamed variants by it. */
  nameHash: Int32Array;
  /** How many query words a position matched so far (reset after each query). */
  stamp: Uint8Array;
  /** Scratch list of the positions a query matched. */
  matched: Int32Array;
}

const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words of a name as it is indexed: split as written, each folded (by `foldWord`). */
const nameWords = (name: string, foldWord: (word: string) => string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(foldWord);

/** FNV-1a over the name's UTF-16 units: tells a renamed variant from one that kept its name. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** Query words (at most 8, like `ftsQuery`), or none when nothing searchable was typed. */
export const queryWords = (text: string) => wordsOf(text).slice(0, 8);

const built = new WeakMap<CatalogueIndex, Promise<NameIndex>>();

/** Names read per page while a name index is built: other requests are answered between pages. */
const pageSize = 20_000;

/** Builds the name index of `index` (in the thread that builds a catalogue index apart, too). */
export async function buildNameIndex(store: Store, index: CatalogueIndex): Promise<NameIndex> {
  const names: string[] = new Array(index.size);
  const variants = variantColumnRepository(store);
  for (let after = 0; ; ) {
    const rows = await variants.activeNamesAfter(after, pageSize);
    for (const { id, name } of rows) {
      const position = index.positionOfId[id] ?? -1;
      if (position >= 0) names[position] = name;
    }
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1]!.id;
  }
  // Variants taken off the listings since the catalogue index was built keep their words: one put
  // back is found again (a query passes over them while they are off).
  const gone: number[] = [];
  for (let position = 0; position < index.size; position++) if (index.gone[position] === 1) gone.push(index.id[position]!);
  for (const { id, name } of await variants.namesOf(gone)) names[index.positionOfId[id]!] = name;
  // Names repeat their words a lot: fold each distinct word once.
  const folded = new Map<string, string>();
  const foldWord = (word: string) => {
    let result = folded.get(word);
    if (result === undefined) folded.set(word, (result = fold(word)));
    return result;
  };
  // Positions are visited in order, so every list comes out ascending.
  const lists = new Map<string, number[]>();
  const firstWords: string[] = new Array(index.size);
  const nameHash = new Int32Array(index.size);
  for (let position = 0; position < index.size; position++) {
    const words = nameWords(names[position] ?? '', foldWord);
    firstWords[position] = words[0] ?? '';
    nameHash[position] = hashOf(names[position] ?? '');
    for (const word of new Set(words)) {
      let list = lists.get(word);
      if (!list) lists.set(word, (list = []));
      list.push(position);
    }
  }
  const words = [...lists.keys()].sort();
  const wordIndex = new Map(words.map((word, i) => [word, i]));
  return {
    words,
    postings: words.map((word) => Int32Array.from(lists.get(word)!)),
    firstWord: Int32Array.from(firstWords, (word) => wordIndex.get(word) ?? -1),
    nameHash,
    stamp: new Uint8Array(index.size),
    matched: new Int32Array(index.size),
  };
}

/** The name index of a catalogue index, built once (requests that come while it is built wait for it). */
export function nameIndex(store: Store, index: CatalogueIndex): Promise<NameIndex> {
  let names = built.get(index);
  if (!names) {
    names = buildNameIndex(store, index);
    built.set(index, names);
    // A failed build is tried again by the next request.
    names.catch(() => built.delete(index));
  }
  return names;
}

/** The name index of `index` if search asked for one (once built), else undefined. */
export async function askedNameIndex(index: CatalogueIndex): Promise<NameIndex | undefined> {
  return built.get(index)?.catch(() => undefined);
}

/** Above this many renamed at once, the index is built again (each costs a look through every word). */
export const renamedAtMost = 16;

/** The variants among `ids` (with a position) whose name is not the one `names` holds, with their names now. */
export async function renamedOf(store: Store, index: CatalogueIndex, names: NameIndex, ids: readonly number[]): Promise<{ position: number; name: string }[]> {
  const placed = ids.filter((id) => (index.positionOfId[id] ?? -1) >= 0);
  return (await variantColumnRepository(store).namesOf(placed)).flatMap(({ id, name }) => {
    const position = index.positionOfId[id]!;
    return names.nameHash[position] === hashOf(name) ? [] : [{ position, name }];
  });
}

/** The index in `words` (sorted) of `word`, or where it would go. */
const wordAt = (words: readonly string[], word: string): number => firstNotBelow(words.length, (k) => words[k]! < word);

/** Whether ascending `list` holds `position`, and where it is or would go. */
function placeIn(list: Int32Array, position: number): [boolean, number] {
  const at = firstNotBelow(list.length, (k) => list[k]! < position);
  return [list[at] === position, at];
}

/** Adds words not yet known, in their sorted places; the first words' indexes move along. */
function addWords(names: NameIndex, fresh: readonly string[]): void {
  const words: string[] = [];
  const postings: Int32Array[] = [];
  const moved = new Int32Array(names.words.length);
  let k = 0;
  for (const word of [...fresh].sort()) {
    for (; k < names.words.length && names.words[k]! < word; k++) {
      moved[k] = words.length;
      words.push(names.words[k]!);
      postings.push(names.postings[k]!);
    }
    words.push(word);
    postings.push(new Int32Array(0));
  }
  for (; k < names.words.length; k++) {
    moved[k] = words.length;
    words.push(names.words[k]!);
    postings.push(names.postings[k]!);
  }
  for (let position = 0; position < names.firstWord.length; position++) if (names.firstWord[position]! >= 0) names.firstWord[position] = moved[names.firstWord[position]!]!;
  names.words = words;
  names.postings = postings;
}

/** Gives renamed variants (see `renamedOf`) their new words, in place. */
export function rename(names: NameIndex, renamed: readonly { position: number; name: string }[]): void {
  const wordsOfEach = renamed.map(({ name }) => nameWords(name, fold));
  const fresh = [...new Set(wordsOfEach.flat())].filter((word) => names.words[wordAt(names.words, word)] !== word);
  if (fresh.length > 0) addWords(names, fresh);
  renamed.forEach(({ position, name }, k) => {
    const now = new Set(wordsOfEach[k]);
    for (let w = 0; w < names.words.length; w++) {
      const list = names.postings[w]!;
      const [held, at] = placeIn(list, position);
      if (held && !now.has(names.words[w]!)) {
        const without = new Int32Array(list.length - 1);
        without.set(list.subarray(0, at));
        without.set(list.subarray(at + 1), at);
        names.postings[w] = without;
      } else if (!held && now.has(names.words[w]!)) {
        const within = new Int32Array(list.length + 1);
        within.set(list.subarray(0, at));
        within[at] = position;
        within.set(list.subarray(at), at + 1);
        names.postings[w] = within;
      }
    }
    const first = wordsOfEach[k]![0];
    names.firstWord[position] = first === undefined ? -1 : wordAt(names.words, first);
    names.nameHash[position] = hashOf(name);
  });
}

/** Whether search asked for the name index of `index`: its successor is then given one before it answers. */
export const nameIndexAsked = (index: CatalogueIndex): boolean => built.has(index);

/** Gives `index` a name index built elsewhere (with it, in the thread that built it). */
export function adoptNameIndex(index: CatalogueIndex, names: NameIndex): void {
  built.set(index, Promise.resolve(names));
}

/** Indexes in `words` of the words that begin with `prefix`. */
function wordsStartingWith(words: string[], prefix: string): [number, number] {
  const low = wordAt(words, prefix);
  let end = low;
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  return [low, end];
}

export interface NameMatches {
  /** Positions whose name matches (in no particular order; valid until the next query). */
  positions: Int32Array;
  /** True for a position whose name begins with the query's first word (a closer match). */
  startsWithQuery: (position: number) => boolean;
}

/**
 * Every listed position whose name matches the query words (see `nameIndex` for the names of an
 * index), but those marked in `gone` (taken off the listings since the index was built).
 */
export function matchNames(names: NameIndex, words: readonly string[], gone: Uint8Array): NameMatches {
  const { stamp, postings, matched } = names;
  const ranges = words.map((word) => wordsStartingWith(names.words, word));
  let count = 0;
  // Each query word lifts the positions that matched all words before it; a position is counted
  // once per query word even when several of its words begin with that query word.
  ranges.forEach(([from, to], j) => {
    const last = j === ranges.length - 1;
    for (let w = from; w < to; w++) {
      const list = postings[w]!;
      for (let k = 0; k < list.length; k++) {
        const position = list[k]!;
        if (stamp[position] !== j) continue;
        stamp[position] = j + 1;
        if (last && gone[position] === 0) matched[count++] = position;
      }
    }
  });
  stamp.fill(0);
  const [firstFrom, firstTo] = ranges[0] ?? [0, 0];
  return {
    positions: matched.subarray(0, count),
    startsWithQuery: (position) => names.firstWord[position]! >= firstFrom && names.firstWord[position]! < firstTo,
  };
}
