import { beforeAll, describe, expect, test } from 'vitest';
import { zPostVariantFeedResponse, zPostVariantFilteringResponse } from '#generated/main-api/zod.gen';
import { sql } from 'kysely';
import { inCategoryTree } from '#server/repositories/categories';
import { store } from '#server/context';
import { catalogueIndex, orderOf } from '#server/listing/catalogue-index';
import { nameIndex } from '#server/listing/name-index';
import { fold } from '#server/catalogue/fold';
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
const categoryId = async (slug: string) => (await store().selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
/** Variants `v` of category `c` when it is the category `id`, a child of it or a grandchild. */

/** The same questions asked of SQLite directly: the in-memory index must agree with it exactly. */
describe('the catalogue index agrees with plain SQL', () => {
  test('facet counts of every colour, with a price filter and a material filter applied', async () => {
    const id = await categoryId('mobila');
    const result = await filtering('/produse/mobila?pret-de-la=300&pret-pana-la=2500&material=lemn-masiv');
    const { rows } = await sql<{ slug: string; count: number }>`SELECT v.colour_slug AS slug, COUNT(*) AS count FROM variants v JOIN categories c ON c.id = v.category_id
      WHERE v.active = 1 AND ${inCategoryTree(id)} AND v.price BETWEEN 300 AND 2500 AND v.material_slug = 'lemn-masiv' GROUP BY v.colour_slug`.execute(store());
    const counts = Object.fromEntries(result.groups.features[0]!.choices.map((choice) => [choice.ident, choice.count]));
    expect(counts).toEqual(Object.fromEntries(rows.map((row) => [row.slug, row.count])));
    expect(rows.length).toBeGreaterThan(2);
  });

  // A category as it first opens counts without a filtering pass; a filtered one marks each variant
  // first. Every group counts with all the other filters applied, never its own.
  test.each([
    { url: '/produse/mobila', filters: {} as Record<string, string> },
    { url: '/produse/mobila?culoare=gri&pret-pana-la=2000&dimensiune=latime:500-2500', filters: { colour: "v.colour_slug = 'gri'", price: 'v.price <= 2000', width: 'v.width_mm BETWEEN 500 AND 2500' } },
  ])('colours, manufacturers, shops, promotions, subcategories, price and width ranges agree with SQL: $url', async ({ url, filters }) => {
    const id = await categoryId('mobila');
    const result = await filtering(url);
    /** SQL over the category with every filter applied but `own`. */
    const query = async <T,>(select: string, own: string | null, groupBy = '') => {
      const where = Object.entries(filters).flatMap(([group, condition]) => (group === own ? [] : [`AND ${condition}`]));
      const { rows } = await sql<T>`SELECT ${sql.raw(select)} FROM variants v JOIN categories c ON c.id = v.category_id WHERE v.active = 1 AND ${inCategoryTree(id)} ${sql.raw(
        where.join(' '),
      )} ${sql.raw(groupBy)}`.execute(store());
      return rows;
    };
    const countsOf = (choices: { id?: number | null; ident: string; count: number | null }[], key: 'id' | 'ident') => Object.fromEntries(choices.map((choice) => [choice[key], choice.count]));
    const grouped = async (column: string, own: string | null = null) =>
      Object.fromEntries(
        (await query<{ key: number; count: number }>(`${column} AS key, COUNT(*) AS count`, own, `GROUP BY ${column}`)).filter((row) => row.key !== null).map((row) => [row.key, row.count]),
      );

    expect(result.totalCount).toBe((await query<{ count: number }>('COUNT(*) AS count', null))[0]!.count);
    expect(countsOf(result.groups.manufacturers!.choices, 'id')).toEqual(await grouped('v.manufacturer_id'));
    expect(countsOf(result.groups.eshops!.choices, 'id')).toEqual(await grouped('v.eshop_id'));
    expect(countsOf(result.groups.features[0]!.choices, 'ident')).toEqual(await grouped('v.colour_slug', 'colour'));
    const promo = (
      await query<Record<string, number>>(
        ['black-friday', 'reduceri-de-gradina', 'pret-redus'].map((slug, k) => `SUM(CASE WHEN v.promo_tags LIKE '%${['blackFriday', 'gardenSales', 'priceDrop'][k]}%' THEN 1 ELSE 0 END) AS "${slug}"`).join(', '),
        null,
      )
    )[0]!;
    expect(countsOf(result.groups.promo!.choices, 'ident')).toEqual(Object.fromEntries(Object.entries(promo).filter(([, count]) => count > 0)));
    const children = await store().selectFrom('categories').select('id').where('parent_id', '=', id).execute();
    const underChild = async (child: number) =>
      (
        await sql<{ count: number }>`SELECT COUNT(*) AS count FROM variants v JOIN categories c ON c.id = v.category_id WHERE v.active = 1 AND ${inCategoryTree(child)} ${sql.raw(
          Object.values(filters)
            .map((condition) => `AND ${condition}`)
            .join(' '),
        )}`.execute(store())
      ).rows[0]!.count;
    const underChildren: [number, number][] = [];
    for (const child of children) underChildren.push([child.id, await underChild(child.id)]);
    expect(countsOf(result.groups.category!.choices, 'id')).toEqual(Object.fromEntries(underChildren.filter(([, count]) => count > 0)));
    const price = (await query<{ min: number; max: number }>('MIN(v.price) AS min, MAX(v.price) AS max', 'price'))[0]!;
    expect(result.groups.price!.range).toMatchObject({ min: Math.floor(price.min), max: Math.ceil(price.max) });
    expect(result.groups.price!.histogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe((await query<{ count: number }>('COUNT(*) AS count', 'price'))[0]!.count);
    const width = (await query<{ min: number; max: number }>('MIN(v.width_mm) AS min, MAX(v.width_mm) AS max', 'width'))[0]!;
    expect(result.groups.dimensions!.ranges.find((range) => range.dimension === 'width')).toMatchObject({ min: width.min, max: width.max });
    expect(Object.keys(promo).length).toBe(3);
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
    const id = slug ? await categoryId(slug) : undefined;
    const inTree = id === undefined ? sql`` : sql`AND ${inCategoryTree(id)}`;
    const order = {
      cheapest: 'v.price ASC, v.id',
      mostExpensive: 'v.price DESC, v.id',
      biggestDiscount: 'v.price / COALESCE(v.price_before_discount, v.price) ASC, v.id',
      bestRated: 'COALESCE(v.rating, 0) DESC, v.reviews_count DESC, v.id',
      newest: 'v.created_at DESC, v.id',
      relevance: 'v.popularity DESC, v.id',
    };
    const from = sql`FROM variants v JOIN categories c ON c.id = v.category_id WHERE v.active = 1 ${inTree} ${sql.raw(where)}`;
    const total = (await sql<{ count: number }>`SELECT COUNT(*) AS count ${from}`.execute(store())).rows[0]!.count;
    expect(total).toBeGreaterThan(24);
    for (const [sort, orderBy] of Object.entries(order)) {
      for (const page of new Set([1, 2, Math.ceil(total / 24)])) {
        const expected = (await sql<{ id: number }>`SELECT v.id ${from} ORDER BY ${sql.raw(orderBy)} LIMIT 24 OFFSET ${(page - 1) * 24}`.execute(store())).rows.map((row) => row.id);
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
    // Names with a word starting with each word of the query, diacritics folded.
    const names = await store().selectFrom('variants').select('name').where('active', '=', 1).execute();
    const matching = names.filter(({ name }) => {
      const words = fold(name).split(/[^a-z0-9]+/);
      return ['canapea', 'extensibila'].every((query) => words.some((word) => word.startsWith(query)));
    }).length;
    expect(pagination.totalCount).toBe(matching);
    // SQL agrees: the catalogue's names are words between spaces, so a word beginning with a query
    // word follows a space (one put before the name too), in any of the spellings it folds from.
    const beginsAWord = (...spellings: string[]) => sql<boolean>`(${sql.join(spellings.map((spelling) => sql`(' ' || lower(name)) LIKE ${`% ${spelling}%`}`), sql` OR `)})`;
    const expected = await store()
      .selectFrom('variants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('active', '=', 1)
      .where(beginsAWord('canapea'))
      .where(beginsAWord('extensibila', 'extensibilă'))
      .executeTakeFirstOrThrow();
    expect(expected.count).toBe(matching);
    expect(pagination.totalCount).toBeGreaterThan(0);
    for (const variant of variants) expect(variant.name.toLowerCase()).toMatch(/canapea.*extensibil/);
  });

  test('a changed variant is listed with its new price at once', async () => {
    const [first] = (await feed('/produse/canapele?ordonare=cheapest')).variants;
    await store()
      .updateTable('variants')
      .set({ price: 1 })
      .where('id', '=', (eb) => eb.selectFrom('variants as v').select((inner) => inner.fn.max('v.id').as('id')).where('v.active', '=', 1).where('v.category_id', '=', first!.category.id))
      .execute();
    const [cheapest] = (await feed('/produse/canapele?ordonare=cheapest')).variants;
    expect(cheapest!.price.price).toBe(1);
    expect(cheapest!.id).not.toBe(first!.id);
  });
});

describe('changes reach the index', () => {
  const sqlOrder = async (orderBy: string) =>
    (await sql<{ id: number }>`SELECT v.id FROM variants v WHERE v.active = 1 ORDER BY ${sql.raw(orderBy)} LIMIT 24`.execute(store())).rows.map((row) => row.id);

  test('new prices and popularity are patched into the same index: sorted pages and facet counts agree with SQL at once', async () => {
    const id = await categoryId('canapele');
    // The whole catalogue's pages walk each sort's precomputed order (too many to sort): built
    // before the change, so the patch must move the changed variants in it.
    for (const sort of ['cheapest', 'mostExpensive', 'biggestDiscount', 'relevance']) await feed(`/produse?ordonare=${sort}`);
    await filtering('/produse/canapele');
    const before = await catalogueIndex(store());
    const changed = await store().selectFrom('variants as v').select('v.id').where('v.active', '=', 1).where('v.category_id', '=', id).orderBy('v.id').limit(3).execute();
    const update = (price: number, priceBeforeDiscount: number | null, popularity: number, variantId: number) =>
      store().updateTable('variants').set({ price, price_before_discount: priceBeforeDiscount, popularity }).where('id', '=', variantId).execute();
    await update(0.5, 99_999, 1e9, changed[0]!.id);
    await update(99_998, null, -1, changed[1]!.id);
    await update(12_345, 20_000, 0.5, changed[2]!.id);

    const after = await catalogueIndex(store());
    expect(after).toBe(before);
    const order = {
      cheapest: 'v.price ASC, v.id',
      mostExpensive: 'v.price DESC, v.id',
      biggestDiscount: 'v.price / COALESCE(v.price_before_discount, v.price) ASC, v.id',
      relevance: 'v.popularity DESC, v.id',
    };
    for (const [sort, orderBy] of Object.entries(order)) {
      const { variants } = await feed(`/produse${sort === 'relevance' ? '' : `?ordonare=${sort}`}`);
      expect(variants.map((variant) => variant.id), sort).toEqual(await sqlOrder(orderBy));
    }
    expect((await feed('/produse?ordonare=cheapest')).variants[0]).toMatchObject({ id: changed[0]!.id, price: { price: 0.5 } });
    const { groups } = await filtering('/produse/canapele');
    expect(groups.price!.range).toMatchObject({ min: 0, max: 99_998 });
  });

  test('forty prices and popularities changed at once: each whole sort order equals the SQL order', async () => {
    const index = await catalogueIndex(store());
    for (const sort of ['cheapest', 'relevance'] as const) orderOf(index, sort);
    const ids = (await store().selectFrom('variants').select('id').where('active', '=', 1).orderBy(sql`(id * 7919) % 6007`).limit(40).execute()).map((row) => row.id);
    // Cheap ones made dear and dear ones cheap, so that each moves past the others.
    await store()
      .transaction()
      .execute(async (trx) => {
        for (const [k, id] of ids.entries()) {
          await trx
            .updateTable('variants')
            .set({ price: k % 2 ? 10 + k : 90_000 - k, popularity: k % 2 ? 1e6 + k : -k })
            .where('id', '=', id)
            .execute();
        }
      });
    expect(await catalogueIndex(store())).toBe(index);
    const all = async (orderBy: string) => (await sql<{ id: number }>`SELECT id FROM variants WHERE active = 1 ORDER BY ${sql.raw(orderBy)}`.execute(store())).rows.map((row) => row.id);
    expect(Array.from(orderOf(index, 'cheapest'), (position) => index.id[position])).toEqual(await all('price, id'));
    expect(Array.from(orderOf(index, 'relevance'), (position) => index.id[position])).toEqual(await all('popularity DESC, id'));
  });

  test('variants taken off the listings and put back are marked in place: listings, facets, search and the shops directory agree with SQL', async () => {
    const id = await categoryId('canapele');
    // The sorts' orders, the facet counts as the category first opens and the name index, all built before.
    for (const sort of ['cheapest', 'relevance']) await feed(`/produse?ordonare=${sort}`);
    await filtering('/produse/canapele');
    await feed('/produse?q=canapea');
    const index = await catalogueIndex(store());
    const taken = await store().selectFrom('variants as v').select(['v.id', 'v.name', 'v.eshop_id']).where('v.active', '=', 1).where('v.category_id', '=', id).orderBy('v.price').limit(3).execute();
    const listed = async (active: 0 | 1) => {
      await store().updateTable('variants').set({ active }).where('id', 'in', taken.map((variant) => variant.id)).execute();
      expect(await catalogueIndex(store())).toBe(index);
    };
    const agrees = async () => {
      for (const [sort, orderBy] of [['cheapest', 'v.price ASC, v.id'], ['relevance', 'v.popularity DESC, v.id']] as const) {
        const { variants, pagination } = await feed(`/produse${sort === 'relevance' ? '' : `?ordonare=${sort}`}`);
        expect(variants.map((variant) => variant.id), sort).toEqual(await sqlOrder(orderBy));
        const { count } = await store().selectFrom('variants').select((eb) => eb.fn.countAll<number>().as('count')).where('active', '=', 1).executeTakeFirstOrThrow();
        expect(pagination.totalCount).toBe(Number(count));
      }
      const inCategory = await sql<{ slug: string; count: number }>`SELECT v.colour_slug AS slug, COUNT(*) AS count FROM variants v JOIN categories c ON c.id = v.category_id
        WHERE v.active = 1 AND ${inCategoryTree(id)} GROUP BY v.colour_slug`.execute(store());
      const result = await filtering('/produse/canapele');
      expect(result.totalCount).toBe(inCategory.rows.reduce((sum, row) => sum + Number(row.count), 0));
      expect(Object.fromEntries(result.groups.features[0]!.choices.map((choice) => [choice.ident, choice.count]))).toEqual(
        Object.fromEntries(inCategory.rows.filter((row) => row.slug !== null).map((row) => [row.slug, Number(row.count)])),
      );
      // Search: every word of the first one's name.
      const words = taken[0]!.name.split(' ').filter((word) => /^\p{L}{3,}$/u.test(word)).slice(0, 3);
      const found = await feed(`/produse?q=${encodeURIComponent(words.join(' '))}`);
      const names = await store().selectFrom('variants').select('name').where('active', '=', 1).execute();
      const matching = names.filter(({ name }) => words.every((query) => fold(name).split(/[^a-z0-9]+/).some((word) => word.startsWith(fold(query))))).length;
      expect(found.pagination.totalCount).toBe(matching);
      // The search box's suggestions: its products and its shops' counts.
      const suggestions = await callBackend('GET', `/v2/search?q=${encodeURIComponent(words.join(' '))}`);
      expect(suggestions.status).toBe(200);
      const suggested = (suggestions.json as { data: { type: number; items: { id: number }[] }[] }).data.filter((group) => group.type === 6 || group.type === 11).flatMap((group) => group.items.map((item) => item.id));
      // The shops directory and the search box count each shop's listed offers.
      const shops = await callBackend('GET', '/api/v2/shops');
      const offers = await store().selectFrom('variants').select((eb) => eb.fn.countAll<number>().as('count')).where('active', '=', 1).where('eshop_id', '=', taken[0]!.eshop_id).executeTakeFirstOrThrow();
      const shop = (shops.json as { shops: { id: number; name: string; offersCount: number }[] }).shops.find((candidate) => candidate.id === taken[0]!.eshop_id)!;
      expect(shop.offersCount).toBe(Number(offers.count));
      const byShop = await callBackend('GET', `/v2/search?q=${encodeURIComponent(shop.name)}`);
      const shopItem = (byShop.json as { data: { type: number; items: { id: number; productCount: number }[] }[] }).data.find((group) => group.type === 2)!.items.find((item) => item.id === shop.id)!;
      expect(shopItem.productCount).toBe(Number(offers.count));
      return [...found.variants.map((variant) => variant.id), ...suggested];
    };

    await listed(0);
    expect(await agrees()).not.toContain(taken[0]!.id);
    await listed(1);
    expect(await agrees()).toContain(taken[0]!.id);
  });

  test('a renamed variant is patched in place: search finds it by its new words, not by those it lost', async () => {
    await feed('/produse?q=canapea');
    const index = await catalogueIndex(store());
    const variant = await store().selectFrom('variants').select(['id', 'name']).where('active', '=', 1).where('name', 'like', 'Canapea %').orderBy('id').limit(1).executeTakeFirstOrThrow();
    // A word no name had (a new word of the name index), and the first word changed.
    await store().updateTable('variants').set({ name: 'Sofa Zvâcnită extensibilă' }).where('id', '=', variant.id).execute();
    expect(await catalogueIndex(store())).toBe(index);
    const searched = async (query: string) => {
      const { variants, pagination } = await feed(`/produse?q=${encodeURIComponent(query)}`);
      const words = fold(query).split(/[^a-z0-9]+/).filter(Boolean);
      const names = await store().selectFrom('variants').select('name').where('active', '=', 1).execute();
      expect(pagination.totalCount, query).toBe(names.filter(({ name }) => words.every((word) => fold(name).split(/[^a-z0-9]+/).some((part) => part.startsWith(word)))).length);
      return variants.map((found) => found.id);
    };
    expect(await searched('zvacnita')).toEqual([variant.id]);
    expect(await searched('sofa extens')).toContain(variant.id);
    expect(await searched(variant.name)).not.toContain(variant.id);
    // Search's suggestions put a name beginning with the query first: its first word is the new one.
    const suggestions = await callBackend('GET', '/v2/search?q=sofa');
    const products = (suggestions.json as { data: { type: number; items: { id: number; title: string }[] }[] }).data.find((group) => group.type === 6)!.items;
    expect(products[0]).toMatchObject({ id: variant.id, title: 'Sofa Zvâcnită extensibilă' });
    // The words added to the name index moved the others: every name's first word is still its own.
    const names = await nameIndex(store(), index);
    const listed = await store().selectFrom('variants').select(['id', 'name']).where('active', '=', 1).execute();
    const wrong = listed.filter(({ id, name }) => names.words[names.firstWord[index.positionOfId[id]!]!] !== fold(name.split(/[^\p{L}\p{N}]+/u)[0]!));
    expect(wrong).toEqual([]);
  });

  test('a change the index cannot patch (another category) builds it again', async () => {
    const before = await catalogueIndex(store());
    await sql`UPDATE variants SET category_id = (SELECT MAX(category_id) FROM variants WHERE active = 1) WHERE id = (SELECT MIN(id) FROM variants WHERE active = 1)`.execute(store());
    expect(await catalogueIndex(store())).not.toBe(before);
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
