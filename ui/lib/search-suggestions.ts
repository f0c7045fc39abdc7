import type { SearchGroup } from '#generated/search/types.gen';

/** Products of groups 6 and 11 shown together (SPEC §9). */
export const productSuggestions = 10;
/** Trending categories and recently viewed products in the empty search box (SPEC §9). */
export const trendingLimit = 10;
export const recentLimit = 5;

/**
 * The groups the search box shows: group 11 is cut so that groups 6 and 11 together make 10, and
 * left out when group 6 alone has 10 (SPEC §2). Empty groups are left out.
 */
export function visibleGroups(groups: readonly SearchGroup[]): SearchGroup[] {
  const products = groups.find((group) => group.type === 6)?.items.length ?? 0;
  return groups
    .map((group) => (group.type === 11 ? { ...group, items: group.items.slice(0, Math.max(0, productSuggestions - products)) } : group))
    .filter((group) => group.items.length > 0);
}

/** Text folded for matching: no diacritics (ș ş ț ţ â ă î é…), lower case. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * A suggestion's title cut into parts, the ones matching a query word marked, accents and case
 * ignored: `highlight('Canapea extensibilă', 'canapéa EXT')` marks „Canapea” and „ext”.
 */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return [{ text, match: false }];
  // Folding keeps one character per character of the title (combining marks removed), so positions line up.
  const folded = [...text].map((char) => fold(char) || char).join('');
  const marks = new Array<boolean>(folded.length).fill(false);
  for (const word of words) {
    for (let from = folded.indexOf(word); from !== -1; from = folded.indexOf(word, from + 1)) {
      for (let i = from; i < from + word.length; i++) marks[i] = true;
    }
  }
  const chars = [...text];
  const parts: { text: string; match: boolean }[] = [];
  chars.forEach((char, i) => {
    const match = marks[i] ?? false;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
