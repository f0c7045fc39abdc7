import type { Insertable } from 'kysely';
import { batched } from '../db/batched';
import { continueIdentities, lockKey } from '../db/dialect';
import type { Store, StoreTransaction } from '../db/store';
import type { Tables } from '../db/tables';
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
  /** Told a line such as „Seeding: 40,000 / 100,000 variants” each tenth of a large seed. */
  progress?: (line: string) => void;
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

async function insertCategories(trx: StoreTransaction) {
  const rows: Insertable<Tables['categories']>[] = [];
  const leaves: { id: number; leaf: Leaf; garden: boolean }[] = [];
  let id = 1;
  for (const top of tree) {
    const topId = id++;
    rows.push({ id: topId, parent_id: null, slug: slugify(top.name), name: top.name, long_name: top.name, depth: 0, drawing: null });
    for (const group of top.groups) {
      const groupId = id++;
      rows.push({ id: groupId, parent_id: topId, slug: slugify(group.name), name: group.name, long_name: `${top.name} › ${group.name}`, depth: 1, drawing: null });
      for (const leaf of group.leaves) {
        const leafId = id++;
        rows.push({ id: leafId, parent_id: groupId, slug: slugify(leaf[0]), name: leaf[0], long_name: `${top.name} › ${group.name} › ${leaf[0]}`, depth: 2, drawing: pictureOf(leaf) });
        leaves.push({ id: leafId, leaf, garden: top.name === 'Grădină' });
      }
    }
  }
  await trx.insertInto('categories').values(rows).execute();
  return leaves;
}

async function insertShops(trx: StoreTransaction, random: Random) {
  const shops: Insertable<Tables['eshops']>[] = [];
  const deliveries: Insertable<Tables['delivery_options']>[] = [];
  shopNames(shopCount).forEach((shop, index) => {
    const id = index + 1;
    shops.push({ id, slug: slugify(shop.name), name: shop.name, domain: shop.domain, paid: random.chance(0.55) ? 1 : 0 });
    const carrier = random.pick(carriers);
    const courierPrice = random.int(15, 45) - 0.01;
    deliveries.push({ eshop_id: id, type: 'courier', label: `Livrare prin ${carrier}`, price: courierPrice, price_cod: courierPrice + random.int(5, 12), delivery_days: random.int(1, 4) });
    if (random.chance(0.5)) deliveries.push({ eshop_id: id, type: 'pickup', label: 'Ridicare personală din showroom', price: 0, price_cod: null, delivery_days: random.int(0, 2) });
    if (random.chance(0.4)) deliveries.push({ eshop_id: id, type: 'locker', label: 'Livrare la easybox / locker', price: random.int(9, 15) - 0.01, price_cod: null, delivery_days: random.int(1, 3) });
  });
  await trx.insertInto('eshops').values(shops).execute();
  await trx.insertInto('delivery_options').values(deliveries).execute();
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
 * seeding nothing, when the database already holds a catalogue. All of it is one transaction.
 */
export async function seedCatalogue(store: Store, { variants, seed = 20261122, progress }: SeedOptions): Promise<boolean> {
  return store.transaction().execute(async (trx) => {
    // Site workers starting together over one new database: the first to take the lock seeds it.
    await lockKey(trx, 'catalogue-seed');
    if (await isSeeded(trx)) return false;
    await generate(trx, { variants, seed, progress: variants >= progressFrom ? progress : undefined });
    return true;
  });
}

/** Seeds this large report their progress (every tenth of the variants); smaller ones take a second or two. */
const progressFrom = 10_000;

/** „Seeding: 40,000 / 100,000 variants” each time another tenth is stored. */
function progressReport(variants: number, progress: ((line: string) => void) | undefined) {
  if (!progress) return undefined;
  let stored = 0;
  let tenths = 0;
  return (count: number) => {
    stored += count;
    const reached = Math.floor((stored * 10) / variants);
    if (reached > tenths) {
      tenths = reached;
      progress(`Seeding: ${stored.toLocaleString('en')} / ${variants.toLocaleString('en')} variants`);
    }
  };
}

async function generate(trx: StoreTransaction, { variants, seed, progress }: Required<Omit<SeedOptions, 'progress'>> & Pick<SeedOptions, 'progress'>) {
  const random = createRandom(seed);
  const leaves = await insertCategories(trx);
  // No variants asked: the category tree alone, for a marketplace fed only by shops' feeds.
  if (variants === 0) return await markSeeded(trx, variants, seed);
  await insertShops(trx, random);
  await trx
    .insertInto('manufacturers')
    .values(manufacturers.map((name, index) => ({ id: index + 1, slug: slugify(name), name })))
    .execute();

  const variantRows = batched<Insertable<Tables['variants']>>(trx, 39, (rows) => trx.insertInto('variants').values(rows), progressReport(variants, progress));
  // Price histories draw from their own stream, so the rest of the catalogue stays what the seed always made.
  const history = createRandom(seed ^ 0x5eed_2026);
  const historyEnd = dayAt(catalogueEpoch);
  const dates = new Map<number, string>();
  const dateString = (day: number) => dates.get(day) ?? dates.set(day, dateOf(day)).get(day)!;
  const historyRows = batched<Insertable<Tables['price_history']>>(trx, 3, (rows) => trx.insertInto('price_history').values(rows));
  const insertHistory = async (id: number, changes: readonly PriceChange[]) => {
    for (const change of changes) await historyRows.add({ variant_id: id, date: dateString(change.day), price: change.price });
  };
  // The shop of every variant that gets a review invitation (every 40th).
  const invitedShops = new Map<number, number>();

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
        // The properties are computed in this order, the order the seed has always drawn them in.
        const row = {
          id: variantId,
          product_id: productId,
          slug: slugify(name),
          name,
          description: `${noun} ${model} din colecția ${manufacturers[manufacturer - 1]}, stil ${style}, din ${material}, culoare ${colour}. ${
            round ? `Diametru ${size.width / 10} cm.` : `Dimensiuni: ${size.width / 10} × ${size.depth / 10} × ${size.height / 10} cm.`
          }`,
          category_id: category,
          eshop_id: random.int(1, shopCount),
          colour,
          price: offerPrice,
          price_before_discount: shownBefore,
          in_stock: inStock ? 1 : 0,
          active: active ? 1 : 0,
          delivery_in_days: inStock ? random.int(0, 5) : random.chance(0.5) ? random.int(7, 40) : null,
          free_shipping: random.chance(0.3) ? 1 : 0,
          rating,
          reviews_count: reviews,
          image_count: random.chance(0.04) ? 0 : random.int(1, 8),
          popularity: random.next(),
          created_at: new Date(catalogueEpoch - random.int(0, 365) * day).toISOString(),
          manufacturer_id: manufacturer,
          material,
          style,
          width_mm: round ? null : size.width,
          height_mm: size.height,
          depth_mm: round ? null : size.depth,
          diameter_mm: round ? size.width : null,
          discount_valid_until: discounted && random.chance(0.5) ? new Date(catalogueEpoch + random.int(5, 40) * day).toISOString().slice(0, 10) : null,
          voucher_code: voucher ? `CUIB${random.int(10, 99)}` : null,
          voucher_value: voucher ? (voucherPercent ? random.int(5, 20) : voucherAmount(random.int(2, 20) * 10, offerPrice)) : null,
          voucher_type: voucher ? (voucherPercent ? 'percent' : 'amount') : null,
          installment_months: offerPrice >= 600 && random.chance(0.6) ? random.pick([6, 10, 12, 24]) : null,
          tier: random.chance(0.05) ? 'bestseller' : random.chance(0.1) ? 'seller' : null,
          promo_tags: promo.join(','),
          shop_price_before_discount: before,
          lowest_price_30_days: prices.lowest30Days,
          price_since: dateString(prices.since),
          colour_slug: slugify(colour),
          material_slug: slugify(material),
          style_slug: slugify(style),
        };
        if (variantId % 40 === 0) invitedShops.set(variantId, row.eshop_id);
        await variantRows.add(row);
        await insertHistory(variantId, prices.changes);
        variantId++;
      }
    }
    productId++;
  }
  await variantRows.flush();
  await historyRows.flush();
  // Review invitations for some purchases: every 40th variant, ordered in the last weeks.
  const invitations: Insertable<Tables['review_invitations']>[] = [];
  for (let id = 40; id <= variants; id += 40) {
    const ordered = catalogueEpoch - random.int(3, 30) * day;
    invitations.push({
      ident: `inv${id.toString(36).padStart(6, '0')}${random.int(100000, 999999)}`,
      variant_id: id,
      eshop_id: invitedShops.get(id)!,
      email: `cumparator${id}@exemplu.ro`,
      order_date: new Date(ordered).toISOString().slice(0, 10),
      expires_at: new Date(ordered + 400 * day).toISOString(),
    });
  }
  const invitationRows = batched<Insertable<Tables['review_invitations']>>(trx, 6, (rows) => trx.insertInto('review_invitations').values(rows));
  for (const invitation of invitations) await invitationRows.add(invitation);
  await invitationRows.flush();
  // Questions draw from their own stream too, so adding them changed nothing else the seed makes.
  await seedQuestions(trx, createRandom(seed ^ 0x9a_0013), variants, catalogueEpoch);
  await markSeeded(trx, variants, seed);
}

/** Records the seed (the catalogue is generated), and lets later rows take ids after the ones given. */
async function markSeeded(trx: StoreTransaction, variants: number, seed: number) {
  await trx
    .insertInto('meta')
    .values({ key: 'seed', value: JSON.stringify({ variants, seed }) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
  await continueIdentities(trx);
}

/** True when the catalogue has been generated already. */
export async function isSeeded(store: Store): Promise<boolean> {
  return (await store.selectFrom('meta').select('key').where('key', '=', 'seed').executeTakeFirst()) !== undefined;
}
