import { sql } from 'kysely';
import { epochSecondsOf } from '../db/dialect';
import type { Store } from '../db/store';

/**
 * One active variant as the catalogue index reads it, an array in this column order: id, category,
 * price, price before discount, colour slug, manufacturer, shop, material slug, style slug, promo
 * tags, width, height, depth, diameter (mm), popularity, rating, reviews count, created at (Unix
 * seconds), voucher (1 with a code), delivery days.
 */
export type VariantIndexRow = [
  number, number, number, number | null, string | null, number | null, number, string | null, string | null, string,
  number | null, number | null, number | null, number | null, number, number | null, number, number, number, number | null,
];

/** The slug and display name of a colour, material and style that variants use together. */
export interface DisplayNamesRow {
  colour_slug: string | null;
  colour: string | null;
  material_slug: string | null;
  material: string | null;
  style_slug: string | null;
  style: string | null;
}

/** Ids asked for at once in one `IN (...)`: few enough for any store's limit on parameters. */
const chunkSize = 500;

/**
 * Whole-catalogue reads of `variants` that the in-memory indexes (listing/catalogue-index,
 * listing/name-index) are built from. Whole-catalogue reads come in pages of ids (`after`, then
 * the last id of the page): no cursor holds the store between them, so other requests are answered
 * while an index is built.
 */
export function variantColumnRepository(store: Store) {
  const indexColumns = () =>
    store
      .selectFrom('variants')
      .select([
        'id',
        'category_id',
        'price',
        'price_before_discount',
        'colour_slug',
        'manufacturer_id',
        'eshop_id',
        'material_slug',
        'style_slug',
        'promo_tags',
        'width_mm',
        'height_mm',
        'depth_mm',
        'diameter_mm',
        'popularity',
        'rating',
        'reviews_count',
        epochSecondsOf(store, 'created_at').as('created'),
        sql<number>`CASE WHEN voucher_code IS NULL THEN 0 ELSE 1 END`.as('voucher'),
        'delivery_in_days',
      ])
      .where('active', '=', 1);
  type IndexColumns = Awaited<ReturnType<ReturnType<typeof indexColumns>['execute']>>[number];
  const asRow = (row: IndexColumns): VariantIndexRow => [
    row.id,
    row.category_id,
    row.price,
    row.price_before_discount,
    row.colour_slug,
    row.manufacturer_id,
    row.eshop_id,
    row.material_slug,
    row.style_slug,
    row.promo_tags,
    row.width_mm,
    row.height_mm,
    row.depth_mm,
    row.diameter_mm,
    row.popularity,
    row.rating,
    row.reviews_count,
    Number(row.created),
    Number(row.voucher),
    row.delivery_in_days,
  ];
  return {
    /** How many active variants each category holds (its own, not those beneath it). */
    async activeCountsByCategory(): Promise<{ id: number; count: number }[]> {
      const rows = await store
        .selectFrom('variants')
        .select((eb) => ['category_id as id', eb.fn.countAll<number>().as('count')])
        .where('active', '=', 1)
        .groupBy('category_id')
        .execute();
      return rows.map((row) => ({ id: row.id, count: Number(row.count) }));
    },
    /** The largest variant id, inactive ones included; 0 for an empty catalogue. */
    async maxId(): Promise<number> {
      const row = await store
        .selectFrom('variants')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('maxId'))
        .executeTakeFirstOrThrow();
      return Number(row.maxId);
    },
    /** Up to `limit` active variants' indexed columns with ids above `after`, by id. */
    async indexRowsAfter(after: number, limit: number): Promise<VariantIndexRow[]> {
      const rows = await indexColumns().where('id', '>', after).orderBy('id').limit(limit).execute();
      return rows.map(asRow);
    },
    /** The indexed columns of these active variants (an inactive one is left out), in no particular order. */
    async indexRowsOf(ids: readonly number[]): Promise<VariantIndexRow[]> {
      const rows: VariantIndexRow[] = [];
      for (let from = 0; from < ids.length; from += chunkSize) {
        for (const row of await indexColumns().where('id', 'in', ids.slice(from, from + chunkSize)).execute()) rows.push(asRow(row));
      }
      return rows;
    },
    /**
     * The catalogue's version, the newest change a catalogue index can patch (0 when none), and the
     * variants of those after `since` up to that newest, all read at one moment (one statement).
     */
    async changesSince(since: number): Promise<{ version: string; last: number; ids: number[] }> {
      const head = store
        .selectNoFrom((eb) => [
          eb.selectFrom('meta').select('value').where('key', '=', 'catalogue_version').as('version'),
          eb.selectFrom('catalogue_changes').select((c) => c.fn.coalesce(c.fn.max('seq'), sql<number>`0`).as('last')).as('last'),
        ])
        .as('h');
      const rows = await store
        .selectFrom(head)
        .leftJoin('catalogue_changes as c', (join) => join.on('c.seq', '>', since).onRef('c.seq', '<=', 'h.last'))
        .select(['h.version', 'h.last', 'c.variant_id'])
        .orderBy('c.seq')
        .execute();
      const first = rows[0];
      return {
        version: first?.version ?? '0',
        last: Number(first?.last ?? 0),
        ids: rows.flatMap((row) => (row.variant_id === null ? [] : [row.variant_id])),
      };
    },
    /** Each distinct combination of colour, material and style, with their slugs (all variants). */
    async displayNames(): Promise<DisplayNamesRow[]> {
      return store.selectFrom('variants').select(['colour_slug', 'colour', 'material_slug', 'material', 'style_slug', 'style']).distinct().execute();
    },
    /** The names of these variants, listed or not. */
    async namesOf(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
      const rows: { id: number; name: string }[] = [];
      for (let from = 0; from < ids.length; from += chunkSize) rows.push(...(await store.selectFrom('variants').select(['id', 'name']).where('id', 'in', ids.slice(from, from + chunkSize)).execute()));
      return rows;
    },
    /** Up to `limit` active variants' id and name with ids above `after`, by id. */
    async activeNamesAfter(after: number, limit: number): Promise<{ id: number; name: string }[]> {
      return store.selectFrom('variants').select(['id', 'name']).where('active', '=', 1).where('id', '>', after).orderBy('id').limit(limit).execute();
    },
  };
}
