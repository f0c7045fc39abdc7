/**
 * Placing a feed item in Cuib's category tree: by Google's product category (its id or its path,
 * as Google accepts both), else by the shop's own product_type through the shop's mapping.
 * Both answer with a leaf slug of server/catalogue/tree.ts, or null when they cannot tell.
 */
import { fold } from '../../catalogue/fold';
import { slugify } from '../../catalogue/slug';
import { tree } from '../../catalogue/tree';
import { googleTaxonomy } from './google-taxonomy';
import { googleToCuib, notSold } from './google-to-cuib';

export { googleTaxonomy, googleTaxonomyVersion } from './google-taxonomy';
export { googleToCuib, notSold, tooBroad } from './google-to-cuib';

/** The slugs of Cuib's leaf categories, where products live. */
export const cuibLeaves: ReadonlySet<string> = new Set(tree.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => slugify(leaf[0])))));

/** Path separators: Google's `>`, and the `›` and `»` some shop platforms export. */
const separators = /[>›»]/;

/**
 * A path as compared: diacritics and case folded, spaces collapsed, segments joined by " > ", empty
 * segments dropped ("Furniture >> Sofas " is "furniture > sofas").
 */
export function pathKey(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split(separators)) {
    const folded = fold(segment);
    if (folded !== '') segments.push(folded);
  }
  return segments.join(' > ');
}

/** The value for the longest prefix of `key` (whole segments) found in `prefixes`, or undefined. */
function longestPrefix<T>(key: string, prefixes: ReadonlyMap<string, T>): T | undefined {
  for (let end = key.length; end > 0; end = key.lastIndexOf(' > ', end - 1)) {
    const found = prefixes.get(end === key.length ? key : key.slice(0, end));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Google path prefixes: a leaf slug when mapped, null when deliberately not sold. */
const googlePrefixes = new Map<string, string | null>([
  ...notSold.map((path) => [pathKey(path), null] as const),
  ...Object.entries(googleToCuib).map(([path, slug]) => [pathKey(path), slug] as const),
]);

const ofGooglePath = (key: string) => longestPrefix(key, googlePrefixes) ?? null;

/** Every shipped Google category, by id and by path key, already resolved. */
const googleById = new Map<string, string | null>();
const googleByPath = new Map<string, string | null>();
for (const [id, path] of googleTaxonomy) {
  const key = pathKey(path);
  const slug = ofGooglePath(key);
  googleById.set(String(id), slug);
  googleByPath.set(key, slug);
}

/** Answers by value as written: a feed repeats a few hundred category values over all its items. */
const googleAnswers = new Map<string, string | null>();
const mostAnswers = 10_000;

const idOnly = /^\d{1,9}$/;
/** "460 - Furniture > Sofas", the form of the file Google publishes, which some exports copy. */
const idAndPath = /^(\d{1,9})\s*-\s*(.*)$/s;

/** The Cuib leaf slug for a google_product_category given as an id ("443") or a path (any case, extra spaces, '>' separators), or null. */
export function cuibCategoryOfGoogle(value: string): string | null {
  const known = googleAnswers.get(value);
  if (known !== undefined) return known;
  const answer = answerGoogle(value.trim());
  if (googleAnswers.size >= mostAnswers) googleAnswers.clear();
  googleAnswers.set(value, answer);
  return answer;
}

function answerGoogle(value: string): string | null {
  if (idOnly.test(value)) return googleById.get(String(Number(value))) ?? null;
  const both = idAndPath.exec(value);
  if (both) {
    const byId = googleById.get(String(Number(both[1])));
    if (byId !== undefined) return byId;
    value = both[2] as string;
  }
  const key = pathKey(value);
  if (key === '') return null;
  const shipped = googleByPath.get(key);
  return shipped !== undefined ? shipped : ofGooglePath(key);
}

/** A shop's mapping with its paths folded once, and the answers given from it so far. */
interface Folded {
  prefixes: Map<string, string>;
  answers: Map<string, string | null>;
}
const foldedMappings = new WeakMap<ReadonlyMap<string, string>, Folded>();

/**
 * The Cuib leaf slug for a shop's product_type path by the shop's own mapping (path prefix → leaf
 * slug, longest prefix wins, case- and diacritics-insensitive via server/catalogue/fold.ts), or null.
 * A mapping to a slug that is no Cuib leaf (a category renamed since) counts as no mapping.
 * The mapping is read once per Map object: give a new Map when staff change it.
 */
export function cuibCategoryOfProductType(path: string, mapping: ReadonlyMap<string, string>): string | null {
  let folded = foldedMappings.get(mapping);
  if (folded === undefined) {
    folded = { prefixes: new Map(), answers: new Map() };
    for (const [prefix, slug] of mapping) {
      const key = pathKey(prefix);
      if (key !== '' && cuibLeaves.has(slug)) folded.prefixes.set(key, slug);
    }
    foldedMappings.set(mapping, folded);
  }
  const known = folded.answers.get(path);
  if (known !== undefined) return known;
  const key = pathKey(path);
  const answer = key === '' ? null : (longestPrefix(key, folded.prefixes) ?? null);
  if (folded.answers.size >= mostAnswers) folded.answers.clear();
  folded.answers.set(path, answer);
  return answer;
}
