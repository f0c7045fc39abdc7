import type { Database } from '../db/database';
import type { TopCategoryRow } from './shops';

/** A manufacturer's id, slug and name. */
export interface ManufacturerRow {
  id: number;
  slug: string;
  name: string;
}

/** Manufacturers and the categories they make for. */
export function manufacturerRepository(db: Database) {
  return {
    /** Every manufacturer, in no particular order (looked up by id). */
    named: () => db.prepare('SELECT id, slug, name FROM manufacturers').all() as unknown as ManufacturerRow[],
    /** Every manufacturer, by name. */
    namedAlphabetically: () => db.prepare('SELECT id, slug, name FROM manufacturers ORDER BY name').all() as unknown as ManufacturerRow[],
    /** The ids of the manufacturers with these slugs; fewer rows than slugs when one is unknown. */
    idsBySlugs: (slugs: readonly string[]) =>
      db.prepare(`SELECT id, slug FROM manufacturers WHERE slug IN (${slugs.map(() => '?').join(',')})`).all(...slugs) as { id: number; slug: string }[],
    /** The manufacturer of a variant; undefined for an unknown variant or one without a manufacturer. */
    ofVariant: (variantId: number) =>
      db.prepare('SELECT m.id, m.name, m.slug FROM manufacturers m JOIN variants v ON v.manufacturer_id = m.id WHERE v.id = ?').get(variantId) as
        | ManufacturerRow
        | undefined,
    /** The 12 categories with most of the manufacturer's active offers, most first. */
    topCategories: (manufacturerId: number) =>
      db
        .prepare(
          `SELECT c.id, c.slug, c.long_name FROM variants v JOIN categories c ON c.id = v.category_id
         WHERE v.manufacturer_id = ? AND v.active = 1 GROUP BY c.id ORDER BY COUNT(*) DESC, c.id LIMIT 12`,
        )
        .all(manufacturerId) as unknown as TopCategoryRow[],
  };
}
