import type { Insertable, Updateable } from 'kysely';
import { colours } from '../catalogue/market';
import { fold } from '../catalogue/fold';
import { slugify } from '../catalogue/slug';
import { type Batched, batched } from '../db/batched';
import { compiledOnce } from '../db/compiled-once';
import { continueIdentityOf, lockKey } from '../db/dialect';
import type { StoreTransaction } from '../db/store';
import type { Tables } from '../db/tables';
import { dayOf, discountReference, lowestBefore } from '../prices/omnibus';
import { withPriceDrop } from '../repositories/prices';
import type { FeedItem } from './item/index';
import { productMatcher } from './matching';
import type { Change } from './scan';

export interface ApplyRequest {
  shopId: number;
  /** A paused shop's new and returning items are kept off the listings until it resumes. */
  paused: boolean;
  /** The import's day (YYYY-MM-DD): a changed price takes effect on it. */
  today: string;
  /** The import's time (ISO): new variants are created at it. */
  now: string;
  /** The items to add or change, a chunk at a time (as the feed is still being read: changes-tail.ts). */
  changes: AsyncIterable<Change[]>;
  /**
   * Once the changes are written: the known variants the feed no longer lists. It throws, and the
   * transaction is rolled back, when the feed must not be applied after all (broken, held).
   */
  removed: () => Promise<readonly number[]>;
}

/** Changes are applied this many at a time: one query per kind of lookup. */
export const changesPerChunk = 500;

/** The columns a new variant's row gives (those of `describedBy` and the rest of a new row's). */
const variantColumns = 46;

/** Known colours by their folded names (either gender's form): their facet keeps one name. */
const colourNames = new Map<string, string>(colours.flatMap((colour) => [[fold(colour.name), colour.name], ...(colour.feminine ? [[fold(colour.feminine), colour.name] as [string, string]] : [])]));

/** The colour facet's name for what a feed says (`Gri`, `gri antracit` stays as written, lower-cased). */
const colourOf = (colour: string | null) => (colour ? (colourNames.get(fold(colour)) ?? colour.toLowerCase()) : '');

/** The variant columns a feed item decides (prices are written separately, with their history). */
function describedBy(item: FeedItem, category: number, hash: string, maker: number | null): Updateable<Tables['variants']> {
  const colour = colourOf(item.colour);
  const material = item.material ? item.material.toLowerCase() : null;
  return {
    name: item.title,
    slug: slugify(item.title) || 'produs',
    description: item.description,
    category_id: category,
    colour,
    colour_slug: colour ? slugify(colour) : null,
    material,
    material_slug: material ? slugify(material) : null,
    in_stock: item.availability === 'in_stock' ? 1 : 0,
    delivery_in_days: item.deliveryDays,
    free_shipping: item.shippingPrice === 0 ? 1 : 0,
    image_count: item.images.length,
    manufacturer_id: maker,
    width_mm: item.widthMm,
    height_mm: item.heightMm,
    depth_mm: item.depthMm,
    shop_price_before_discount: item.priceBeforeDiscount,
    discount_valid_until: item.saleEndsOn,
    feed_hash: hash,
    link: item.link,
    gtin: item.gtin,
    mpn: item.mpn,
    item_group_id: item.itemGroupId,
  };
}

/**
 * Applies a feed's changes inside the caller's transaction, as they come (possibly while the rest of
 * the feed is still read): adds its new items as variants (matched to
 * other shops' offers of the same product, with their first price in the history and their pictures
 * to fetch), writes changed ones over their variants (a new price is a price-history entry, from
 * which the Omnibus price and the „preț redus recent” tag are derived again; a returning item is
 * listed again), and takes the ones the feed no longer lists off the listings, keeping their likes,
 * watches and history. Every write raises the catalogue's version (triggers); an import that
 * changes nothing writes nothing.
 */
export async function applyChanges(trx: StoreTransaction, request: ApplyRequest): Promise<void> {
  // New product and variant ids are taken under one lock, so two shops' imports never take the same.
  await lockKey(trx, 'catalogue-ids');
  const listed = request.paused ? { active: 0, paused_off: 1 } : { active: 1, paused_off: 0 };
  const makers = new Map<string, number>();
  for (const row of await trx.selectFrom('manufacturers').select(['id', 'slug']).execute()) makers.set(row.slug, row.id);
  const makerOf = async (brand: string | null): Promise<number | null> => {
    if (!brand) return null;
    const slug = slugify(brand);
    if (!slug) return null;
    const known = makers.get(slug);
    if (known !== undefined) return known;
    const { id } = await trx.insertInto('manufacturers').values({ slug, name: brand }).returning('id').executeTakeFirstOrThrow();
    makers.set(slug, id);
    return id;
  };
  const matcher = await productMatcher(trx, request.shopId);
  let nextVariant = Number((await trx.selectFrom('variants').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst())?.last ?? 0) + 1;
  let inserted = false;
  // New rows go in as multi-row inserts whose statements are compiled once per size (db/batched.ts).
  const variantRows = batched<Insertable<Tables['variants']>>(trx, variantColumns, (rows) => trx.insertInto('variants').values(rows));
  const historyRows = batched<Insertable<Tables['price_history']>>(trx, 3, (rows) => trx.insertInto('price_history').values(rows));
  const pictureRows = batched<Insertable<Tables['variant_pictures']>>(trx, 3, (rows) => trx.insertInto('variant_pictures').values(rows));
  const run = compiledOnce(trx);

  for await (const chunk of request.changes) {
    // One after another: two items of a new brand must not both insert it.
    const withMakers: (Change & { maker: number | null })[] = [];
    for (const change of chunk) withMakers.push({ ...change, maker: await makerOf(change.item.brand) });
    const additions = withMakers.filter((change) => change.variant === undefined);
    const updates = withMakers.filter((change) => change.variant !== undefined);

    if (additions.length > 0) {
      await matcher.prepare(additions);
      for (const { item, category, hash, maker } of additions) {
        const id = nextVariant++;
        await variantRows.add({
          ...(describedBy(item, category, hash, maker) as Insertable<Tables['variants']>),
          id,
          product_id: matcher.productOf(item, maker),
          eshop_id: request.shopId,
          shop_item_id: item.id,
          price: item.price,
          price_before_discount: null,
          lowest_price_30_days: null,
          price_since: request.today,
          rating: null,
          reviews_count: 0,
          popularity: 0.5,
          created_at: request.now,
          diameter_mm: null,
          voucher_code: null,
          voucher_value: null,
          voucher_type: null,
          installment_months: null,
          tier: null,
          promo_tags: '',
          style: null,
          style_slug: null,
          ...listed,
        });
        await historyRows.add({ variant_id: id, date: request.today, price: item.price });
        for (const [index, url] of item.images.entries()) await pictureRows.add({ variant_id: id, picture_no: index, url });
      }
      inserted = true;
    }

    if (updates.length > 0) await applyUpdates(trx, updates as (Change & { variant: number; maker: number | null })[], request, listed, { run, history: historyRows });
  }

  await variantRows.flush();
  await historyRows.flush();
  await pictureRows.flush();
  const removed = await request.removed();
  for (let start = 0; start < removed.length; start += changesPerChunk) {
    const ids = removed.slice(start, start + changesPerChunk);
    await trx.updateTable('variants').set({ active: 0, paused_off: 0 }).where('id', 'in', ids).execute();
  }
  if (inserted) await continueIdentityOf(trx, 'variants');
}

/** The variant columns `describedBy` and the listing decide: read before a change, to write only what differs. */
const describedColumns = [
  'name', 'slug', 'description', 'category_id', 'colour', 'colour_slug', 'material', 'material_slug', 'in_stock', 'delivery_in_days', 'free_shipping',
  'image_count', 'manufacturer_id', 'width_mm', 'height_mm', 'depth_mm', 'shop_price_before_discount', 'discount_valid_until', 'feed_hash', 'link', 'gtin',
  'mpn', 'item_group_id', 'active', 'paused_off',
] as const satisfies readonly (keyof Tables['variants'])[];

/**
 * Writes changed items over their variants (only the columns that differ: a repriced item rewrites
 * its price, not its description, and touches no index it does not change), their new prices into
 * the history, new pictures to fetch. Statements are compiled once per shape (db/compiled-once.ts).
 */
async function applyUpdates(
  trx: StoreTransaction,
  updates: (Change & { variant: number; maker: number | null })[],
  request: ApplyRequest,
  listed: { active: number; paused_off: number },
  writes: { run: ReturnType<typeof compiledOnce>; history: Batched<Insertable<Tables['price_history']>> },
) {
  const { run, history } = writes;
  const ids = updates.map((change) => change.variant);
  const current = new Map(
    (await trx.selectFrom('variants').select(['id', 'price', 'promo_tags', ...describedColumns]).where('id', 'in', ids).execute()).map((row) => [row.id, row]),
  );
  const repriced = updates.filter((change) => current.get(change.variant)?.price !== change.item.price).map((change) => change.variant);
  const histories = new Map<number, { date: string; price: number }[]>();
  if (repriced.length > 0) {
    for (const point of await trx.selectFrom('price_history').select(['variant_id', 'date', 'price']).where('variant_id', 'in', repriced).orderBy('variant_id').orderBy('date').execute()) {
      const list = histories.get(point.variant_id) ?? histories.set(point.variant_id, []).get(point.variant_id)!;
      list.push({ date: point.date, price: point.price });
    }
  }
  const pictures = new Map<number, Map<number, string>>();
  for (const row of await trx.selectFrom('variant_pictures').select(['variant_id', 'picture_no', 'url']).where('variant_id', 'in', ids).execute()) {
    (pictures.get(row.variant_id) ?? pictures.set(row.variant_id, new Map()).get(row.variant_id)!).set(row.picture_no, row.url);
  }

  for (const { variant, item, category, hash, maker } of updates) {
    const row = current.get(variant);
    if (!row) continue;
    const wanted: Updateable<Tables['variants']> = { ...describedBy(item, category, hash, maker), ...listed };
    if (row.price !== item.price) {
      const points = histories.get(variant) ?? [];
      const last = points.at(-1);
      const { today } = request;
      // History is only appended to; a second change on the same day replaces the first.
      if (last?.date === today) {
        if (points.at(-2)?.price === item.price) {
          await run('history-undone', [variant, today], () => trx.deleteFrom('price_history').where('variant_id', '=', variant).where('date', '=', today));
          points.pop();
        } else {
          await run('history-replaced', [item.price, variant, today], () => trx.updateTable('price_history').set({ price: item.price }).where('variant_id', '=', variant).where('date', '=', today));
          last.price = item.price;
        }
      } else if (!last || last.date < today) {
        await history.add({ variant_id: variant, date: today, price: item.price });
        points.push({ date: today, price: item.price });
      }
      const changes = points.map((point) => ({ day: dayOf(point.date), price: point.price }));
      const since = changes.at(-1)?.day ?? dayOf(today);
      const lowest = lowestBefore(changes, since);
      const reference = discountReference(item.price, lowest);
      Object.assign(wanted, {
        price: item.price,
        price_since: points.at(-1)?.date ?? today,
        lowest_price_30_days: lowest,
        price_before_discount: reference,
        promo_tags: withPriceDrop(row.promo_tags, reference !== null),
      });
    }
    const set: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(wanted)) if (value !== undefined && (row as Record<string, unknown>)[column] !== value) set[column] = value;
    const columns = Object.keys(set);
    if (columns.length > 0) {
      await run(`variant:${columns.join(',')}`, [...Object.values(set), variant], () =>
        trx
          .updateTable('variants')
          .set(set as Updateable<Tables['variants']>)
          .where('id', '=', variant),
      );
    }

    const before = pictures.get(variant) ?? new Map<number, string>();
    const changed = item.images.flatMap((url, index) => (before.get(index) === url ? [] : [{ variant_id: variant, picture_no: index, url }]));
    const gone = [...before.keys()].filter((index) => index >= item.images.length);
    if (changed.length > 0 || gone.length > 0) {
      await trx.deleteFrom('variant_pictures').where('variant_id', '=', variant).where('picture_no', 'in', [...changed.map((p) => p.picture_no), ...gone]).execute();
      if (changed.length > 0) await trx.insertInto('variant_pictures').values(changed).execute();
    }
  }
}
