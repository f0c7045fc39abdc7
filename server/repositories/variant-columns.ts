import type { Database } from '../db/database';
import { isPostgres } from '../db/postgres/database';

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

const indexColumnsOf = (db: Database) => `id, category_id, price, price_before_discount, colour_slug, manufacturer_id, eshop_id, material_slug, style_slug,
  promo_tags, width_mm, height_mm, depth_mm, diameter_mm, popularity, rating, reviews_count,
  ${isPostgres(db) ? 'extract(epoch from created_at::timestamptz)::bigint' : 'unixepoch(created_at)'},
  CASE WHEN voucher_code IS NULL THEN 0 ELSE 1 END, delivery_in_days`;

/** The slug and display name of a colour, material and style that variants use together. */
export interface DisplayNamesRow {
  colour_slug: string | null;
  colour: string | null;
  material_slug: string | null;
  material: string | null;
  style_slug: string | null;
  style: string | null;
}

/**
 * Whole-catalogue reads of `variants` that the in-memory indexes (listing/catalogue-index,
 * listing/name-index) are built from. Apart from the variants repository, which answers listings
 * from those indexes and so would import them in a cycle. Rows come as arrays where an index reads
 * every variant: no object per row.
 */
export function variantColumnRepository(db: Database) {
  const indexColumns = indexColumnsOf(db);
  const postgres = isPostgres(db);
  return {
    /** How many active variants each category holds (its own, not those beneath it). */
    activeCountsByCategory: () => db.prepare('SELECT category_id AS id, COUNT(*) AS count FROM variants WHERE active = 1 GROUP BY category_id').all() as { id: number; count: number }[],
    /** The largest variant id, inactive ones included; 0 for an empty catalogue. */
    maxId: () => (db.prepare('SELECT COALESCE(MAX(id), 0) AS maxId FROM variants').get() as { maxId: number }).maxId,
    /** Every active variant's indexed columns, by category, then most popular first, then id. */
    indexRows(): Iterable<VariantIndexRow> {
      const rows = db.prepare(`SELECT ${indexColumns} FROM variants WHERE active = 1 ORDER BY category_id, popularity DESC, id`);
      rows.setReturnArrays(true);
      return rows.iterate() as Iterable<VariantIndexRow>;
    },
    /** The indexed columns of these active variants (an inactive one is left out). */
    indexRowsOf(ids: readonly number[]): VariantIndexRow[] {
      const rows = db.prepare(
        `SELECT ${indexColumns} FROM variants WHERE active = 1 AND id IN (SELECT CAST(value AS INTEGER) FROM ${postgres ? 'json_array_elements_text(?::json) AS ids(value)' : 'json_each(?)'})`,
      );
      rows.setReturnArrays(true);
      return rows.all(JSON.stringify(ids)) as unknown as VariantIndexRow[];
    },
    /**
     * The catalogue's version, the newest change a catalogue index can patch (0 when none), and the
     * variants of those after `since`, all read at one moment (one statement).
     */
    changesSince(since: number): { version: string; last: number; ids: number[] } {
      const row = db
        .prepare(
          `SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') AS version,
             (SELECT COALESCE(MAX(seq), 0) FROM catalogue_changes) AS last,
             (SELECT ${postgres ? "COALESCE(json_agg(variant_id), '[]')::text" : 'json_group_array(variant_id)'} FROM catalogue_changes WHERE seq > ?) AS ids`,
        )
        .get(since) as { version: string | null; last: number; ids: string };
      return { version: row.version ?? '0', last: row.last, ids: JSON.parse(row.ids) as number[] };
    },
    /** Each distinct combination of colour, material and style, with their slugs (all variants). */
    displayNames: () => db.prepare('SELECT DISTINCT colour_slug, colour, material_slug, material, style_slug, style FROM variants').iterate() as Iterable<DisplayNamesRow>,
    /** Every active variant's id and name, as `[id, name]`. */
    activeNames(): Iterable<[id: number, name: string]> {
      const select = db.prepare('SELECT id, name FROM variants WHERE active = 1');
      select.setReturnArrays(true);
      return select.iterate() as Iterable<[number, string]>;
    },
  };
}
