import { beforeAll, describe, expect, test } from 'vitest';
import { zPostVariantFeedResponse, zPostVariantFilteringResponse } from '#generated/main-api/zod.gen';
import { db } from '#server/context';
import { inCategoryTree } from '#server/repositories/categories';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(6000));

const filtering = async (url: string) => {
  const { status, json } = await callBackend('POST', '/api/v2/variant/filtering', { body: { url } });
  expect(status, JSON.stringify(json)).toBe(200);
  return zPostVariantFilteringResponse.parse(json);
};
const feed = async (url: string) => {
  const { status, json } = await callBackend('POST', '/api/v2/variant/feed', { body: { url } });
  expect(status, JSON.stringify(json)).toBe(200);
  return zPostVariantFeedResponse.parse(json);
};
const categoryId = (slug: string) => (db().prepare('SELECT id FROM categories WHERE slug = ?').get(slug) as { id: number }).id;

/** The same questions asked of SQLite directly: the in-memory index must agree with it exactly. */
describe('the catalogue index agrees with plain SQL', () => {
  test('facet counts of every colour, with a price filter and a material filter applied', async () => {
    const id = categoryId('mobila');
    const result = await filtering('/produse/mobila?pret-de-la=300&pret-pana-la=2500&material=lemn-masiv');
    const rows = db()
      .prepare(
        `SELECT v.colour_slug AS slug, COUNT(*) AS count FROM variants v JOIN categories c ON c.id = v.category_id
         WHERE v.active = 1 AND ${inCategoryTree} AND v.price BETWEEN 300 AND 2500 AND v.material_slug = 'lemn-masiv' GROUP BY v.colour_slug`,
      )
      .all(id, id, id) as { slug: string; count: number }[];
    const counts = Object.fromEntries(result.groups.features[0]!.choices.map((choice) => [choice.ident, choice.count]));
    expect(counts).toEqual(Object.fromEntries(rows.map((row) => [row.slug, row.count])));
    expect(rows.length).toBeGreaterThan(2);
  });

  // Few variants are sorted, many are found along the sort's precomputed order; a listing that keeps
  // its whole range needs no pass over the catalogue, a filtered one does. Each of the four ways:
  const listings = [
    { path: '/produse/canapele', query: '', where: '' },
    { path: '/produse', query: '', where: '' },
    { path: '/produse/mobila', query: 'culoare=gri', where: "AND v.colour_slug = 'gri'" },
    { path: '/produse', query: 'pret-de-la=100', where: 'AND v.price >= 100' },
  ];
  test.each(listings)('each sort gives the page and the total SQL gives, on the first, second and last page: $path?$query', async ({ path, query, where }) => {
    const slug = path.split('/')[2];
    const id = slug ? categoryId(slug) : undefined;
    const inTree = id === undefined ? '' : `AND ${inCategoryTree}`;
    const ids = id === undefined ? [] : [id, id, id];
    const order = {
      cheapest: 'v.price ASC, v.id',
      mostExpensive: 'v.price DESC, v.id',
      biggestDiscount: 'v.price / COALESCE(v.price_before_discount, v.price) ASC, v.id',
      bestRated: 'COALESCE(v.rating, 0) DESC, v.reviews_count DESC, v.id',
      newest: 'v.created_at DESC, v.id',
      relevance: 'v.popularity DESC, v.id',
    };
    const from = `FROM variants v JOIN categories c ON c.id = v.category_id WHERE v.active = 1 ${inTree} ${where}`;
    const total = (db().prepare(`SELECT COUNT(*) AS count ${from}`).get(...ids) as { count: number }).count;
    expect(total).toBeGreaterThan(24);
    for (const [sort, orderBy] of Object.entries(order)) {
      for (const page of new Set([1, 2, Math.ceil(total / 24)])) {
        const expected = (db().prepare(`SELECT v.id ${from} ORDER BY ${orderBy} LIMIT 24 OFFSET ?`).all(...ids, (page - 1) * 24) as { id: number }[]).map((row) => row.id);
        const params = new URLSearchParams(query);
        if (sort !== 'relevance') params.set('ordonare', sort);
        if (page > 1) params.set('pagina', String(page));
        const { variants, pagination } = await feed(`${path}?${params}`);
        expect(variants.map((variant) => variant.id), `${sort}, page ${page}`).toEqual(expected);
        expect(pagination.totalCount).toBe(total);
      }
    }
  });

  test('a search query narrows the listing to names matching every word, accents ignored', async () => {
    const { pagination, variants } = await feed('/produse?q=canapéa%20extensibila');
    const expected = db()
      .prepare(`SELECT COUNT(*) AS count FROM variants WHERE active = 1 AND id IN (SELECT rowid FROM variant_search WHERE variant_search MATCH '"canapea"* "extensibila"*')`)
      .get() as { count: number };
    expect(pagination.totalCount).toBe(expected.count);
    expect(pagination.totalCount).toBeGreaterThan(0);
    for (const variant of variants) expect(variant.name.toLowerCase()).toMatch(/canapea.*extensibil/);
  });

  test('a changed variant is listed with its new price at once', async () => {
    const [first] = (await feed('/produse/canapele?ordonare=cheapest')).variants;
    db().prepare('UPDATE variants SET price = 1 WHERE id = (SELECT MAX(v.id) FROM variants v WHERE v.active = 1 AND v.category_id = ?)').run(first!.category.id);
    const [cheapest] = (await feed('/produse/canapele?ordonare=cheapest')).variants;
    expect(cheapest!.price.price).toBe(1);
    expect(cheapest!.id).not.toBe(first!.id);
  });
});

describe('dimension filter (`dimensiune`)', () => {
  test('ranges of the listed variants, and a width filter that keeps only widths in range', async () => {
    const all = await filtering('/produse/mobila');
    const width = all.groups.dimensions!.ranges.find((range) => range.dimension === 'width')!;
    expect(width).toMatchObject({ name: 'Lățime', selectedMin: null, selectedMax: null, url: '/produse/mobila' });
    expect(width.min).toBeLessThan(width.max);
    const url = '/produse/mobila?dimensiune=latime:1000-2000';
    const filtered = await filtering(url);
    expect(filtered.groups.dimensions!.ranges.find((range) => range.dimension === 'width')).toMatchObject({
      min: width.min,
      max: width.max,
      selectedMin: 1000,
      selectedMax: 2000,
      url: '/produse/mobila',
    });
    const { variants, pagination } = await feed(url);
    expect(pagination.totalCount).toBe(filtered.totalCount);
    expect(pagination.totalCount).toBeGreaterThan(0);
    expect(pagination.totalCount).toBeLessThan(all.totalCount);
    for (const variant of variants) {
      const range = variant.dimensions!.width!;
      expect(range.from).toBeGreaterThanOrEqual(1000);
      expect(range.to).toBeLessThanOrEqual(2000);
    }
  });

  test('malformed or reversed ranges are a 400 naming the field', async () => {
    for (const value of ['latime', 'lungime:1-2', 'latime:-', 'latime:2000-1000', 'latime:abc-2']) {
      const { status, json } = await callBackend('POST', '/api/v2/variant/filtering', { body: { url: `/produse/mobila?dimensiune=${value}` } });
      expect(status, value).toBe(400);
      expect(json).toMatchObject({ status: 400, field: 'body.url' });
    }
  });
});

test('smart prompts narrow the listing and promise the count their URL gives', async () => {
  const result = await filtering('/produse/canapele');
  expect(result.groups.smartPromptChoices.length).toBeGreaterThan(1);
  for (const prompt of result.groups.smartPromptChoices) {
    expect(prompt.count).toBeGreaterThan(0);
    expect(prompt.count).toBeLessThan(result.totalCount);
    expect((await feed(prompt.url)).pagination.totalCount, prompt.name).toBe(prompt.count);
  }
});
