import { fold } from '../catalogue/fold';
import { colours, kinds, styles } from '../catalogue/market';
import { slugify } from '../catalogue/slug';
import type { Store } from '../db/store';
import { categoryRepository } from '../repositories/categories';
import { tree } from '../catalogue/tree';
import { listingParams } from '#domain/listing-params';

/** Each leaf category's product noun ("Masă de grădină" for "Mese de grădină"): queries use the singular. */
const nounOf = new Map(tree.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => [leaf[0], leaf[1]] as const))));

/** What a free-text query was understood as: a listing URL and how many filters it set. */
export interface UnderstoodQuery {
  url: string;
  filtersCount: number;
}

/** Colour forms a stem does not find. */
const irregularColours: Record<string, string[]> = { negru: ['neagra', 'negre', 'negri'], verde: ['verzi'] };

const number = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
const price = String.raw`(\d[\d.]*(?:,\d+)?)\s*(?:de\s*)?(?:lei|ron)?`;

/**
 * Reads a Romanian shopping query ("canapea extensibilă gri sub 2000 lei", "masă de grădină 6
 * persoane") into a listing URL: the best category, price bounds, colours, materials and styles it
 * names; the words left over search product names.
 */
export async function understand(store: Store, query: string, categoryId: number | null): Promise<UnderstoodQuery> {
  let text = ` ${fold(query)} `;
  const params = new URLSearchParams();
  let filters = 0;
  const take = (pattern: RegExp, apply: (match: RegExpMatchArray) => void) => {
    const match = text.match(pattern);
    if (match) {
      apply(match);
      text = text.replace(match[0], ' ');
    }
  };

  take(new RegExp(String.raw`\b(?:intre|de la)\s+${price}\s*(?:si|-|pana la)\s*${price}`), (m) => {
    params.set(listingParams.priceFrom, String(number(m[1]!)));
    params.set(listingParams.priceTo, String(number(m[2]!)));
    filters += 2;
  });
  take(new RegExp(String.raw`\b(?:sub|pana in|maxim|cel mult|mai ieftin de)\s+${price}`), (m) => {
    params.set(listingParams.priceTo, String(number(m[1]!)));
    filters++;
  });
  take(new RegExp(String.raw`\b(?:peste|minim|de la|cel putin)\s+${price}`), (m) => {
    params.set(listingParams.priceFrom, String(number(m[1]!)));
    filters++;
  });

  // Adjectives agree with the noun (gri, „neagră”, „albastre”): match a colour by its stem or a known form.
  const tokens = () => text.split(' ').filter(Boolean);
  const matchesAdjective = (token: string, base: string) =>
    token === base || (base.length > 3 && token.startsWith(base.slice(0, Math.max(3, base.length - 2))) && token.length <= base.length + 2);
  for (const colour of colours) {
    const base = fold(colour.name);
    const forms = [base, ...(irregularColours[base] ?? [])];
    const found = base.includes(' ')
      ? (text.includes(` ${base} `) ? base : undefined)
      : tokens().find((token) => forms.includes(token) || matchesAdjective(token, base));
    if (found) {
      params.append(listingParams.colour, slugify(colour.name));
      text = text.replace(` ${found} `, ' ');
      filters++;
    }
  }
  const materials = [...new Set(Object.values(kinds).flatMap((kind) => kind.materials))].sort((a, b) => b.length - a.length);
  for (const material of materials) {
    const word = fold(material);
    if (text.includes(` din ${word} `) || text.includes(` ${word} `)) {
      params.append(listingParams.material, slugify(material));
      text = text.replace(` din ${word} `, ' ').replace(` ${word} `, ' ');
      filters++;
    }
  }
  for (const style of styles) {
    const found = tokens().find((token) => matchesAdjective(token, style));
    if (found) {
      params.append(listingParams.style, style);
      text = text.replace(` ${found} `, ' ');
      filters++;
    }
  }

  // The category whose name shares the most words (by prefix) with what is left; a given one wins.
  const words = text.split(/[^a-z0-9]+/).filter((word) => word.length > 2);
  const categories = await categoryRepository(store).summaries();
  const stem = (word: string) => word.slice(0, Math.max(4, word.length - 2));
  // More matched words win; a name must be at least half matched to count.
  const scoreOf = (name: string) => {
    const parts = fold(name).split(/[^a-z0-9]+/).filter((part) => part.length > 2);
    const hit = (part: string) => words.some((word) => part.startsWith(stem(word)) || word.startsWith(stem(part)));
    const matched = parts.filter(hit).length;
    // The head noun comes first in Romanian names ("Bucătării complete"): it must match.
    return parts[0] && hit(parts[0]) ? matched + matched / parts.length / 2 : 0;
  };
  const score = (name: string) => Math.max(scoreOf(name), scoreOf(nounOf.get(name) ?? ''));
  const given = categoryId === null ? undefined : categories.find((category) => category.id === categoryId);
  const best = given ?? categories.map((category) => ({ category, score: score(category.name) + category.depth * 0.01 })).filter((entry) => entry.score >= 1).sort((a, b) => b.score - a.score)[0]?.category;
  if (best) filters++;

  // Words that are neither a filter nor part of the category's name search product names.
  const named = best ? fold(`${best.name} ${nounOf.get(best.name) ?? ''}`).split(/[^a-z0-9]+/) : [];
  const rest = words.filter((word) => !['pentru', 'care', 'cel', 'mai'].includes(word) && !named.some((part) => part.startsWith(stem(word)) || word.startsWith(stem(part))));
  if (rest.length) params.set(listingParams.query, rest.join(' '));

  const search = params.toString();
  return { url: `/produse${best ? `/${best.slug}` : ''}${search ? `?${search}` : ''}`, filtersCount: filters };
}
