import { backendApp } from '../../http/app';
import type { SearchGroup, SearchItem, SearchResponse } from '#generated/search/types.gen';
import { zSearchSuggestQuery } from '#generated/search/zod.gen';
import { fold, ftsQuery } from '../../catalogue/fold';
import { db } from '../../context';
import { badRequest } from '../../http/problem';
import { validate } from '../../http/validate';
import { categoryRepository } from '../../repositories/categories';
import { variantRepository } from '../../repositories/variants';

export const searchApp = backendApp();

/** Products in group 6, and further matches in group 11 (the UI shows the two together up to 10). */
const topProducts = 6;
const moreProducts = 10;

const noFilters = { categoryId: null, colorId: null, filterId: null, eshopId: null, eshopScore: null, manufacturerId: null };

const matchesAll = (haystack: string, words: string[]) => {
  const folded = fold(haystack);
  return words.every((word) => folded.split(/[^a-z0-9]+/).some((part) => part.startsWith(word)));
};

searchApp.get('/v2/search', async (c) => {
  const input = await validate(c, { query: zSearchSuggestQuery });
  if (input instanceof Response) return input;
  const text = ftsQuery(input.query.q);
  if (!text) return badRequest('query.q', 'Scrie cel puțin o literă sau o cifră.');
  const words = fold(input.query.q).split(/[^a-z0-9]+/).filter(Boolean);
  const q = encodeURIComponent(input.query.q.trim()).replaceAll('%20', '+');
  const variants = variantRepository(db());
  const counts = variants.countMatching(text);

  const categories: SearchItem[] = categoryRepository(db())
    .all()
    .filter((category) => matchesAll(category.name, words) || (counts.get(category.id) ?? 0) > 0)
    .map((category) => ({ category, count: counts.get(category.id) ?? 0, byName: matchesAll(category.name, words) }))
    .sort((a, b) => Number(b.byName) - Number(a.byName) || b.count - a.count)
    .slice(0, 5)
    .map(({ category, count }) => ({
      id: category.id,
      title: category.name,
      url: `/produse/${category.slug}?q=${q}`,
      apiUrl: `/produse/${category.slug}?q=${q}`,
      productCount: count,
      filters: { ...noFilters, categoryId: category.id },
    }));

  const shops: SearchItem[] = (
    db().prepare('SELECT id, slug, name FROM eshops ORDER BY name').all() as { id: number; slug: string; name: string }[]
  )
    .filter((shop) => matchesAll(shop.name, words))
    .slice(0, 3)
    .map((shop) => ({
      id: shop.id,
      title: shop.name,
      url: `/produse/magazin/${shop.slug}`,
      apiUrl: `/produse/magazin/${shop.slug}`,
      productCount: (db().prepare('SELECT COUNT(*) AS n FROM variants WHERE eshop_id = ? AND active = 1').get(shop.id) as { n: number }).n,
      filters: { ...noFilters, eshopId: shop.id },
    }));

  const products: SearchItem[] = variants.search(text, topProducts + moreProducts).map((row) => ({
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
    { type: 6, typeName: 'Produse', img: null, items: products.slice(0, topProducts) },
    { type: 11, typeName: 'Mai multe produse', img: null, items: products.slice(topProducts) },
  ];
  const response: SearchResponse = { data: groups.filter((group) => group.items.length > 0) };
  return c.json(response);
});
