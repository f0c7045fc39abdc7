import { type Database, transaction } from '../db/database';
import { slugify } from './slug';
import { createRandom } from './random';
import { categoryTree, colours, eshops, models } from './vocabulary';

export interface SeedOptions {
  variants: number;
  seed?: number;
}

/** The catalogue's "today", fixed so that a seed always produces the same dates. */
const catalogueEpoch = Date.UTC(2026, 10, 1);

/**
 * Fills an empty database with a deterministic Romanian catalogue. Products come in colours, and
 * the same product is offered by several shops (alternative offers).
 */
export function seedCatalogue(db: Database, { variants, seed = 20261122 }: SeedOptions): void {
  const random = createRandom(seed);
  transaction(db, () => {
    const insertCategory = db.prepare(
      'INSERT INTO categories (id, parent_id, slug, name, long_name, depth) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const leaves: { id: number; leaf: (typeof categoryTree)[number]['children'][number] }[] = [];
    let categoryId = 1;
    for (const top of categoryTree) {
      const topId = categoryId++;
      insertCategory.run(topId, null, top.slug, top.name, top.name, 0);
      for (const leaf of top.children) {
        const id = categoryId++;
        insertCategory.run(id, topId, leaf.slug, leaf.name, `${top.name} › ${leaf.name}`, 1);
        leaves.push({ id, leaf });
      }
    }

    const insertEshop = db.prepare('INSERT INTO eshops (id, slug, name, domain, paid) VALUES (?, ?, ?, ?, ?)');
    eshops.forEach((shop, index) => insertEshop.run(index + 1, shop.slug, shop.name, shop.domain, shop.paid ? 1 : 0));

    const insertVariant = db.prepare(`
      INSERT INTO variants (id, product_id, slug, name, description, category_id, eshop_id, colour, price,
        price_before_discount, in_stock, active, delivery_in_days, free_shipping, rating, reviews_count,
        image_count, popularity, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

    let variantId = 1;
    let productId = 1;
    while (variantId <= variants) {
      const { id: category, leaf } = random.pick(leaves);
      const model = random.pick(models);
      const attribute = random.pick(leaf.attributes);
      const basePrice = random.int(leaf.priceRange[0], leaf.priceRange[1]);
      const colourCount = random.int(1, 3);
      for (let c = 0; c < colourCount && variantId <= variants; c++) {
        const colour = random.pick(colours).name;
        const name = `${leaf.noun} ${model} ${attribute}, ${colour}`;
        const offers = random.int(1, 3);
        for (let o = 0; o < offers && variantId <= variants; o++) {
          const eshop = random.int(1, eshops.length);
          const discounted = random.chance(0.35);
          const price = Math.round(basePrice * (0.92 + random.next() * 0.16)) - 0.01;
          const before = discounted ? Math.round(price / (1 - random.int(5, 60) / 100)) - 0.01 : null;
          const active = random.chance(0.95);
          const inStock = active && random.chance(0.8);
          const rated = random.chance(0.6);
          insertVariant.run(
            variantId,
            productId,
            slugify(name),
            name,
            `${name}. Produs ${leaf.name.toLowerCase()} din colecția ${model}, livrat de magazinul partener.`,
            category,
            eshop,
            colour,
            price,
            before,
            inStock ? 1 : 0,
            active ? 1 : 0,
            inStock ? random.int(0, 5) : random.chance(0.5) ? random.int(7, 40) : null,
            random.chance(0.3) ? 1 : 0,
            rated ? Math.round((3 + random.next() * 2) * 10) / 10 : null,
            rated ? random.int(1, 240) : 0,
            random.chance(0.04) ? 0 : random.int(1, 6),
            random.next(),
            new Date(catalogueEpoch - random.int(0, 365) * 86_400_000).toISOString(),
          );
          variantId++;
        }
      }
      productId++;
    }
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed', ?)").run(JSON.stringify({ variants, seed }));
  });
}

/** True when the catalogue has been generated already. */
export function isSeeded(db: Database): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seed'").get() !== undefined;
}
