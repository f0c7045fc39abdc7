import { type Database, type Statement, transaction } from '../db/database';
import { isPostgres } from '../db/postgres/database';
import { continueIdentities } from '../db/postgres/migrations';
import { dateOf, dayAt, discountReference, type PriceChange } from '../prices/omnibus';
import { colourFor } from './agreement';
import { carriers, colours, kinds, leafAttributes, leafSizes, manufacturers, models, roundKinds, shopNames, styles } from './market';
import { generateHistory, type ShopDiscount } from './price-history';
import { seedQuestions } from './questions';
import { createRandom, type Random } from './random';
import { slugify } from './slug';
import { type Leaf, pictureOf, tree } from './tree';

export interface SeedOptions {
  variants: number;
  seed?: number;
}

/** The catalogue's "today", fixed so that a seed always produces the same dates. */
export const catalogueEpoch = Date.UTC(2026, 10, 1);
const day = 86_400_000;
export const shopCount = 64;

const price = (value: number) => Math.max(1, Math.round(value)) - 0.01;

/** How far above a product's usual price a shop's claimed earlier price may go. */
const highestListPrice = 2.2;

/** A size near the kind's typical one, in whole centimetres (stored in mm). */
const near = (random: Random, mm: number) => Math.max(10, Math.round((mm * (0.8 + random.next() * 0.4)) / 10) * 10);

function insertCategories(db: Database) {
  const insert = db.prepare('INSERT INTO categories (id, parent_id, slug, name, long_name, depth, drawing) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const leaves: { id: number; leaf: Leaf; garden: boolean }[] = [];
  let id = 1;
  for (const top of tree) {
    const topId = id++;
    insert.run(topId, null, slugify(top.name), top.name, top.name, 0, null);
    for (const group of top.groups) {
      const groupId = id++;
      insert.run(groupId, topId, slugify(group.name), group.name, `${top.name} › ${group.name}`, 1, null);
      for (const leaf of group.leaves) {
        const leafId = id++;
        insert.run(leafId, groupId, slugify(leaf[0]), leaf[0], `${top.name} › ${group.name} › ${leaf[0]}`, 2, pictureOf(leaf));
        leaves.push({ id: leafId, leaf, garden: top.name === 'Grădină' });
      }
    }
  }
  return leaves;
}

function insertShops(db: Database, random: Random) {
  const insertShop = db.prepare('INSERT INTO eshops (id, slug, name, domain, paid) VALUES (?, ?, ?, ?, ?)');
  const insertDelivery = db.prepare(
    'INSERT INTO delivery_options (eshop_id, type, label, price, price_cod, delivery_days) VALUES (?, ?, ?, ?, ?, ?)',
  );
  shopNames(shopCount).forEach((shop, index) => {
    const id = index + 1;
    insertShop.run(id, slugify(shop.name), shop.name, shop.domain, random.chance(0.55) ? 1 : 0);
    const carrier = random.pick(carriers);
    const courierPrice = random.int(15, 45) - 0.01;
    insertDelivery.run(id, 'courier', `Livrare prin ${carrier}`, courierPrice, courierPrice + random.int(5, 12), random.int(1, 4));
    if (random.chance(0.5)) insertDelivery.run(id, 'pickup', 'Ridicare personală din showroom', 0, null, random.int(0, 2));
    if (random.chance(0.4)) insertDelivery.run(id, 'locker', 'Livrare la easybox / locker', random.int(9, 15) - 0.01, null, random.int(1, 3));
  });
}

/**
 * A voucher worth a fixed amount takes at most a third of the price (at least 10 lei), so no
 * product costs nothing, or less, with it: 120 lei off a 49,99 lei vase becomes 10 lei off.
 */
export const voucherAmount = (drawn: number, price: number) => Math.min(drawn, Math.max(10, Math.floor(price / 3 / 10) * 10));

/**
 * Fills an empty database with a deterministic Romanian market: 162 categories in three levels,
 * 64 shops with their deliveries, manufacturers, and variants in colours offered by several
 * shops (alternative offers), with discounts, vouchers, instalments, dimensions and promotions, and
 * a year of price history per variant; a discount shows only against the lowest price of the 30
 * days before the current one (the Omnibus rule), so the few fake ones show none. Answers false,
 * seeding nothing, when the database already holds a catalogue.
 */
export function seedCatalogue(db: Database, { variants, seed = 20261122 }: SeedOptions): boolean {
  const random = createRandom(seed);
  return transaction(db, () => {
    // Site workers starting together over one new database: the first to take the write lock seeds it.
    if (isSeeded(db)) return false;
    const leaves = insertCategories(db);
    insertShops(db, random);
    const insertManufacturer = db.prepare('INSERT INTO manufacturers (id, slug, name) VALUES (?, ?, ?)');
    manufacturers.forEach((name, index) => insertManufacturer.run(index + 1, slugify(name), name));

    const variantRows = batchedInsert(
      db,
      `variants (id, product_id, slug, name, description, category_id, eshop_id, colour, price,
        price_before_discount, in_stock, active, delivery_in_days, free_shipping, rating, reviews_count,
        image_count, popularity, created_at, manufacturer_id, material, style, width_mm, height_mm, depth_mm,
        diameter_mm, discount_valid_until, voucher_code, voucher_value, voucher_type, installment_months, tier, promo_tags,
        shop_price_before_discount, lowest_price_30_days, price_since, colour_slug, material_slug, style_slug)`,
      39,
      64,
    );
    // Price histories draw from their own stream, so the rest of the catalogue stays what the seed always made.
    const history = createRandom(seed ^ 0x5eed_2026);
    const historyEnd = dayAt(catalogueEpoch);
    const dates = new Map<number, string>();
    const dateString = (day: number) => dates.get(day) ?? dates.set(day, dateOf(day)).get(day)!;
    const historyRows = batchedInsert(db, 'price_history (variant_id, date, price)', 3, 256);
    const insertHistory = (id: number, changes: readonly PriceChange[]) => {
      for (const change of changes) {
        historyRows.add(id, dateString(change.day), change.price);
      }
    };

    let variantId = 1;
    let productId = 1;
    while (variantId <= variants) {
      const { id: category, leaf, garden } = random.pick(leaves);
      const [leafName, noun, min, max, drawing, gender] = leaf;
      const kind = kinds[drawing];
      const model = random.pick(models);
      const attribute = random.pick(leafAttributes[leafName] ?? kind.attributes);
      const material = random.pick(kind.materials);
      const style = random.pick(styles);
      const manufacturer = random.int(1, manufacturers.length);
      const basePrice = min + Math.floor((max - min) * random.next() ** 1.6);
      const [w, h, d] = leafSizes[leafName] ?? kind.size;
      const round = roundKinds.has(drawing) && random.chance(0.5) && drawing !== 'baterii';
      const size = { width: near(random, w), height: near(random, h), depth: near(random, d) };
      const rated = random.chance(0.7);
      const rating = rated ? Math.round((3.2 + random.next() * 1.8) * 10) / 10 : null;
      const reviews = rated ? Math.floor(1 + random.next() ** 3 * 400) : 0;
      const colourCount = random.int(1, 3);
      for (let c = 0; c < colourCount && variantId <= variants; c++) {
        const colourWord = random.pick(colours);
        // The facet keeps the colour's own name; the product's name agrees with its noun.
        const colour = colourWord.name;
        const name = `${noun} ${model} ${attribute}, ${colourFor(colourWord, gender)}`;
        const offers = random.int(1, 4);
        for (let o = 0; o < offers && variantId <= variants; o++) {
          const offerPrice = price(basePrice * (0.9 + random.next() * 0.2));
          const discounted = random.chance(0.35);
          const percent = discounted ? (random.chance(0.08) ? random.int(61, 88) : random.int(5, 60)) : 0;
          // The price the shop says it had: at most 2.2 times the product's usual one (a -60 % clearance
          // from a list price), never 6.000 lei held for most of a year before a drop to 1.892,99 lei.
          const before = discounted ? price(Math.min(offerPrice / (1 - percent / 100), basePrice * highestListPrice)) : null;
          // A few percent of the shops' discounts are fake: the price was raised weeks before.
          const shopDiscount: ShopDiscount = discounted ? (history.chance(0.04) ? 'fake' : 'real') : 'none';
          const prices = generateHistory(history, historyEnd, { price: offerPrice, claimedBefore: before, discount: shopDiscount, garden });
          const shownBefore = discountReference(offerPrice, prices.lowest30Days);
          const active = random.chance(0.95);
          const inStock = active && random.chance(0.8);
          const voucher = random.chance(0.12);
          const voucherPercent = random.chance(0.6);
          const promo = [
            random.chance(0.1) ? 'blackFriday' : '',
            drawing === 'mobilier-de-gradina' || drawing === 'gratare' || drawing === 'piscine' ? (random.chance(0.3) ? 'gardenSales' : '') : '',
            discounted && random.chance(0.3) && shownBefore !== null ? 'priceDrop' : '',
          ].filter(Boolean);
          variantRows.add(
            variantId,
            productId,
            slugify(name),
            name,
            `${noun} ${model} din colecția ${manufacturers[manufacturer - 1]}, stil ${style}, din ${material}, culoare ${colour}. ${
              round ? `Diametru ${size.width / 10} cm.` : `Dimensiuni: ${size.width / 10} × ${size.depth / 10} × ${size.height / 10} cm.`
            }`,
            category,
            random.int(1, shopCount),
            colour,
            offerPrice,
            shownBefore,
            inStock ? 1 : 0,
            active ? 1 : 0,
            inStock ? random.int(0, 5) : random.chance(0.5) ? random.int(7, 40) : null,
            random.chance(0.3) ? 1 : 0,
            rating,
            reviews,
            random.chance(0.04) ? 0 : random.int(1, 8),
            random.next(),
            new Date(catalogueEpoch - random.int(0, 365) * day).toISOString(),
            manufacturer,
            material,
            style,
            round ? null : size.width,
            size.height,
            round ? null : size.depth,
            round ? size.width : null,
            discounted && random.chance(0.5) ? new Date(catalogueEpoch + random.int(5, 40) * day).toISOString().slice(0, 10) : null,
            voucher ? `CUIB${random.int(10, 99)}` : null,
            voucher ? (voucherPercent ? random.int(5, 20) : voucherAmount(random.int(2, 20) * 10, offerPrice)) : null,
            voucher ? (voucherPercent ? 'percent' : 'amount') : null,
            offerPrice >= 600 && random.chance(0.6) ? random.pick([6, 10, 12, 24]) : null,
            random.chance(0.05) ? 'bestseller' : random.chance(0.1) ? 'seller' : null,
            promo.join(','),
            before,
            prices.lowest30Days,
            dateString(prices.since),
            slugify(colour),
            slugify(material),
            slugify(style),
          );
          insertHistory(variantId, prices.changes);
          variantId++;
        }
      }
      productId++;
    }
    variantRows.flush();
    historyRows.flush();
    // Review invitations for some purchases: every 40th variant, ordered in the last weeks.
    const invite = db.prepare('INSERT INTO review_invitations (ident, variant_id, eshop_id, email, order_date, expires_at) SELECT ?, id, eshop_id, ?, ?, ? FROM variants WHERE id = ?');
    for (let id = 40; id <= variants; id += 40) {
      const ordered = catalogueEpoch - random.int(3, 30) * day;
      invite.run(`inv${id.toString(36).padStart(6, '0')}${random.int(100000, 999999)}`, `cumparator${id}@exemplu.ro`, new Date(ordered).toISOString().slice(0, 10), new Date(ordered + 400 * day).toISOString(), id);
    }
    // Questions draw from their own stream too, so adding them changed nothing else the seed makes.
    seedQuestions(db, createRandom(seed ^ 0x9a_0013), variants, catalogueEpoch);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(JSON.stringify({ variants, seed }));
    if (isPostgres(db)) continueIdentities(db);
    return true;
  });
}

/**
 * Rows of one table inserted `perStatement` at a time (one multi-row INSERT each): far fewer calls
 * into SQLite, and round trips to PostgreSQL, than rows. `flush` inserts what is left.
 */
function batchedInsert(db: Database, target: string, columns: number, perStatement: number) {
  const statements = new Map<number, Statement>();
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  const statementFor = (rows: number) =>
    statements.get(rows) ?? statements.set(rows, db.prepare(`INSERT INTO ${target} VALUES ${Array.from({ length: rows }, () => row).join(', ')}`)).get(rows)!;
  let pending: (number | string | null)[] = [];
  const flush = () => {
    if (pending.length > 0) statementFor(pending.length / columns).run(...pending);
    pending = [];
  };
  return {
    add(...values: (number | string | null)[]) {
      pending.push(...values);
      if (pending.length === perStatement * columns) flush();
    },
    flush,
  };
}

/** True when the catalogue has been generated already. */
export function isSeeded(db: Database): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seed'").get() !== undefined;
}
