import { backendApp } from '../../http/app';
import type { SearchGroup, SearchItem, SearchResponse } from '#generated/search/types.gen';
import { zSearchSuggestQuery } from '#generated/search/zod.gen';
import { colours } from '../../catalogue/market';
import { slugify } from '../../catalogue/slug';
import { store } from '../../context';
import { badRequest } from '../../http/problem';
import { validate } from '../../http/validate';
import { type CatalogueIndex, catalogueIndex, orderOf } from '../../listing/catalogue-index';
import { listedPerValue } from '../../listing/catalogue-query';
import { matchNames, nameIndex, queryWords } from '../../listing/name-index';
import { categoryRepository } from '../../repositories/categories';
import { manufacturerRepository } from '../../repositories/manufacturers';
import { shopRepository } from '../../repositories/shops';
import { variantRepository } from '../../repositories/variants';

export const searchApp = backendApp();

/** Products in group 6, and further matches in group 11 (the UI shows the two together up to 10). */
const topProducts = 6;
const moreProducts = 10;

const noFilters = { categoryId: null, colorId: null, filterId: null, eshopId: null, eshopScore: null, manufacturerId: null };

/** True when each query word begins some word of the name (the rule product names are matched by). */
const nameMatches = (name: string, words: readonly string[]) => {
  const nameWords = queryWords(name);
  return words.every((word) => nameWords.some((part) => part.startsWith(word)));
};

/**
 * The best matching products: names that begin with the first query word first, then the rest,
 * each by popularity. Few matches are sorted; many are found by walking the popularity order.
 */
function bestProducts(index: CatalogueIndex, matches: ReturnType<typeof matchNames>, limit: number): number[] {
  const closer = (position: number) => Number(matches.startsWithQuery(position));
  if (matches.positions.length * 16 < index.size) {
    return Array.from(matches.positions)
      .sort((a, b) => closer(b) - closer(a) || index.popularity[b]! - index.popularity[a]! || index.id[a]! - index.id[b]!)
      .slice(0, limit)
      .map((position) => index.id[position]!);
  }
  const matched = new Uint8Array(index.size);
  const { positions } = matches;
  for (let k = 0; k < positions.length; k++) matched[positions[k]!] = 1;
  const first: number[] = [];
  const rest: number[] = [];
  for (const position of orderOf(index, 'relevance')) {
    if (matched[position] === 0) continue;
    if (closer(position)) first.push(index.id[position]!);
    else if (rest.length < limit) rest.push(index.id[position]!);
    if (first.length === limit) break;
  }
  return [...first, ...rest].slice(0, limit);
}

searchApp.get('/v2/search', async (c) => {
  const input = await validate(c, { query: zSearchSuggestQuery });
  if (input instanceof Response) return input;
  const words = queryWords(input.query.q);
  if (!words.length) return badRequest('query.q', 'Scrie cel puțin o literă sau o cifră.');
  const q = encodeURIComponent(input.query.q.trim()).replaceAll('%20', '+');
  const index = await catalogueIndex(store());
  const names = await nameIndex(store(), index);
  const allCategories = await categoryRepository(store()).all();
  const shopRows = await shopRepository(store()).namedAlphabetically();
  const manufacturerRows = await manufacturerRepository(store()).namedAlphabetically();
  // From here to the products' ids nothing waits: the matches are scratch space the next query reuses.
  const matches = matchNames(names, words, index.gone);
  const byCategory = new Int32Array(65536);
  const { positions } = matches;
  for (let k = 0; k < positions.length; k++) byCategory[index.category[positions[k]!]!]!++;
  const productIds = bestProducts(index, matches, topProducts + moreProducts);

  const childrenOf = new Map<number | null, number[]>();
  for (const category of allCategories) childrenOf.set(category.parent_id, [...(childrenOf.get(category.parent_id) ?? []), category.id]);
  const countUnder = (id: number): number => byCategory[id]! + (childrenOf.get(id) ?? []).reduce((sum, child) => sum + countUnder(child), 0);
  const categories: SearchItem[] = allCategories
    .map((category) => ({ category, own: byCategory[category.id]!, count: countUnder(category.id), byName: nameMatches(category.name, words) }))
    .filter((entry) => entry.byName || entry.count > 0)
    // Named matches first; then the categories whose own products match most (the most specific), then their parents.
    .sort((a, b) => Number(b.byName) - Number(a.byName) || b.own - a.own || b.count - a.count)
    .slice(0, 5)
    .map(({ category, count }) => ({
      id: category.id,
      title: category.name,
      url: `/produse/${category.slug}?q=${q}`,
      apiUrl: `/produse/${category.slug}?q=${q}`,
      productCount: count,
      filters: { ...noFilters, categoryId: category.id },
    }));

  const shopTotals = listedPerValue(index, index.eshop, index.maxEshop + 1);
  const shops: SearchItem[] = shopRows
    .filter((shop) => nameMatches(shop.name, words))
    .slice(0, 3)
    .map((shop) => ({
      id: shop.id,
      title: shop.name,
      url: `/produse/magazin/${shop.slug}`,
      apiUrl: `/produse/magazin/${shop.slug}`,
      productCount: shopTotals[shop.id] ?? 0,
      filters: { ...noFilters, eshopId: shop.id },
    }));

  const manufacturerTotals = listedPerValue(index, index.manufacturer, index.maxManufacturer + 1);
  const manufacturers: SearchItem[] = manufacturerRows
    .filter((manufacturer) => nameMatches(manufacturer.name, words) && (manufacturerTotals[manufacturer.id] ?? 0) > 0)
    .slice(0, 3)
    .map((manufacturer) => ({
      id: manufacturer.id,
      title: manufacturer.name,
      url: `/produse?producator=${manufacturer.slug}`,
      apiUrl: `/produse?producator=${manufacturer.slug}`,
      productCount: manufacturerTotals[manufacturer.id]!,
      filters: { ...noFilters, manufacturerId: manufacturer.id },
    }));

  const colourTotals = listedPerValue(index, index.colour, index.colours.values.length);
  const colourItems: SearchItem[] = colours.flatMap((colour, i) => {
    const slug = slugify(colour.name);
    const count = colourTotals[index.colours.code.get(slug) ?? 0] ?? 0;
    if (!nameMatches(colour.name, words) || count === 0) return [];
    const title = colour.name.charAt(0).toUpperCase() + colour.name.slice(1);
    return [{ id: i + 1, title, url: `/produse?culoare=${slug}`, apiUrl: `/produse?culoare=${slug}`, productCount: count, filters: { ...noFilters, colorId: i + 1 } }];
  });

  const products: SearchItem[] = (await variantRepository(store()).byIds(productIds)).map((row) => ({
      id: row.id,
      title: row.name,
      url: `/produs/v/${row.id}-${row.slug}`,
      apiUrl: `/produs/v/${row.id}-${row.slug}`,
      productCount: 1,
      filters: { ...noFilters, categoryId: row.category_id, eshopId: row.eshop_id },
    }));

  const groups: SearchGroup[] = [
    { type: 1, typeName: 'Categorii', img: null, items: categories },
    { type: 2, typeName: 'Magazine', img: null, items: shops },
    { type: 3, typeName: 'Producători', img: null, items: manufacturers },
    { type: 4, typeName: 'Culori', img: null, items: colourItems.slice(0, 3) },
    { type: 6, typeName: 'Produse', img: null, items: products.slice(0, topProducts) },
    { type: 11, typeName: 'Mai multe produse', img: null, items: products.slice(topProducts) },
  ];
  const response: SearchResponse = { data: groups.filter((group) => group.items.length > 0) };
  return c.json(response);
});
