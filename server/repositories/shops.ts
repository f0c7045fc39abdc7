import type { Database } from '../db/database';

/** A shop as its pages and directory show it. */
export interface ShopRow {
  id: number;
  slug: string;
  name: string;
  domain: string;
  /** 1 for a shop that pays for clicks. */
  paid: number;
}

/** A shop's id, slug and name: what filters and search suggestions name it by. */
export interface NamedShop {
  id: number;
  slug: string;
  name: string;
}

/** One way a shop delivers, with its price (and price with cash on delivery). */
export interface DeliveryOptionRow {
  id: number;
  type: string;
  label: string;
  price: number;
  price_cod: number | null;
  delivery_days: number;
}

/** A category a shop or manufacturer sells most in. */
export interface TopCategoryRow {
  id: number;
  slug: string;
  long_name: string;
}

const shopColumns = 'SELECT id, slug, name, domain, paid FROM eshops';

/** Shops (`eshops`), their delivery options and what their offers add up to. */
export function shopRepository(db: Database) {
  return {
    byId: (id: number) => db.prepare(`${shopColumns} WHERE id = ?`).get(id) as ShopRow | undefined,
    bySlug: (slug: string) => db.prepare(`${shopColumns} WHERE slug = ?`).get(slug) as ShopRow | undefined,
    /** Every shop, by name (the shops directory). */
    all: () => db.prepare('SELECT id, slug, name, domain, paid FROM eshops ORDER BY name').all() as unknown as ShopRow[],
    /** Every shop's id, slug and name, in no particular order (looked up by id). */
    named: () => db.prepare('SELECT id, slug, name FROM eshops').all() as unknown as NamedShop[],
    /** Every shop's id, slug and name, by name. */
    namedAlphabetically: () => db.prepare('SELECT id, slug, name FROM eshops ORDER BY name').all() as unknown as NamedShop[],
    idBySlug: (slug: string) => db.prepare('SELECT id FROM eshops WHERE slug = ?').get(slug) as { id: number } | undefined,
    /** The ids of the shops with these slugs; fewer rows than slugs when one is unknown. */
    idsBySlugs: (slugs: readonly string[]) => db.prepare(`SELECT id, slug FROM eshops WHERE slug IN (${slugs.map(() => '?').join(',')})`).all(...slugs) as { id: number; slug: string }[],

    /** Each shop's average rating and review count over its rated variants, one row per shop with any. */
    ratings: () =>
      db.prepare('SELECT eshop_id AS id, AVG(rating) AS rating, SUM(reviews_count) AS reviews FROM variants WHERE rating IS NOT NULL GROUP BY eshop_id').all() as {
        id: number;
        rating: number;
        reviews: number;
      }[],
    /** A shop's average rating and review count over its rated variants; both null when none is rated. */
    ratingOf: (eshopId: number) =>
      db.prepare('SELECT AVG(rating) AS rating, SUM(reviews_count) AS reviews FROM variants WHERE eshop_id = ? AND rating IS NOT NULL').get(eshopId) as {
        rating: number | null;
        reviews: number | null;
      },
    /** The 12 categories with most of the shop's active offers, most first. */
    topCategories: (eshopId: number) =>
      db
        .prepare(
          `SELECT c.id, c.slug, c.long_name FROM variants v JOIN categories c ON c.id = v.category_id
       WHERE v.eshop_id = ? AND v.active = 1 GROUP BY c.id ORDER BY COUNT(*) DESC LIMIT 12`,
        )
        .all(eshopId) as unknown as TopCategoryRow[],

    /** The shops offering a product, those of active and cheaper offers first (the product's own shop leads). */
    offering: (productId: number) =>
      db
        .prepare(
          `SELECT e.name, e.domain FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.product_id = ?
           GROUP BY e.id, e.name, e.domain ORDER BY MAX(v.active) DESC, MIN(v.price), e.id`,
        )
        .all(productId) as { name: string; domain: string }[],
    /** The shops offering a product in one colour, by name. */
    offeringColour: (productId: number, colour: string) =>
      db
        .prepare(
          `SELECT DISTINCT e.id, e.name, e.domain FROM variants v JOIN eshops e ON e.id = v.eshop_id
         WHERE v.product_id = ? AND v.colour = ? ORDER BY e.name`,
        )
        .all(productId, colour) as { id: number; name: string; domain: string }[],

    /** The delivery options of each shop given (in the same order), cheapest first; one statement prepared for all. */
    deliveryOptionsOf(eshopIds: readonly number[]): DeliveryOptionRow[][] {
      const options = db.prepare('SELECT id, type, label, price, price_cod, delivery_days FROM delivery_options WHERE eshop_id = ? ORDER BY price');
      return eshopIds.map((id) => options.all(id) as unknown as DeliveryOptionRow[]);
    },
  };
}
