import { now } from '../clock';
import { lockKey } from '../db/dialect';
import type { Store } from '../db/store';
import { dateOf, dayAt, dayOf, discountReference, lowestBefore, lowestDuring, type PriceChange } from '../prices/omnibus';

/** A stored price change: the day (YYYY-MM-DD) it took effect and the price. */
export interface PricePointRow {
  date: string;
  price: number;
}

/** A variant's prices after a change, as the API shows them. */
export interface VariantPriceState {
  price: number;
  priceSince: string;
  lowestPrice30Days: number | null;
  /** The price a discount is shown against (Omnibus), or null: no discount. */
  priceBeforeDiscount: number | null;
}

/** An offer of the same product in the same colour, for price comparisons over time. */
export interface OfferRow {
  variant_id: number;
  eshop_id: number;
  eshop_name: string;
}

const toChanges = (points: readonly PricePointRow[]): PriceChange[] => points.map((point) => ({ day: dayOf(point.date), price: point.price }));

/** Promo tags with or without „preț redus recent”. */
export function withPriceDrop(tags: string, on: boolean): string {
  const list = tags ? tags.split(',').filter((tag) => tag !== 'priceDrop') : [];
  if (on) list.push('priceDrop');
  return list.join(',');
}

/** Every price a variant had, oldest first. */
export async function priceHistoryOf(store: Store, variantId: number): Promise<PricePointRow[]> {
  return store.selectFrom('price_history').select(['date', 'price']).where('variant_id', '=', variantId).orderBy('date').execute();
}

/**
 * Changes a variant's price from `date` (default: today), as a shop's feed would: records the change
 * in its price history and recomputes what the Omnibus rule derives from it — the lowest price of
 * the 30 days before, the price a discount is shown against, and the „preț redus recent” tag (on
 * for a real reduction, off otherwise). A second change on the same day replaces the first; the
 * price already in force changes nothing. Answers the variant's prices as the API shows them. Listings
 * see it at once (the catalogue index rebuilds on any variant change); watches are notified by the
 * next run of the watch job. Changes of one variant queue behind each other (a lock per variant),
 * so its history stays exact when two arrive at once.
 *
 * From another process (an end-to-end test), open the site's store and call it:
 * `await changeVariantPrice(siteStore, 42, 899.99)`.
 *
 * Throws for an unknown variant, a price that is not a positive number, or a date before the
 * variant's latest change (history is only ever appended to).
 */
export async function changeVariantPrice(store: Store, variantId: number, price: number, { date = dateOf(dayAt(now())) }: { date?: string } = {}): Promise<VariantPriceState> {
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`A price must be a positive number, not ${price}.`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(dayOf(date))) throw new RangeError(`A date is written YYYY-MM-DD, not ${date}.`);
  const rounded = Math.round(price * 100) / 100;
  return store.transaction().execute(async (trx) => {
    await lockKey(trx, `variant-price:${variantId}`);
    const variant = await trx.selectFrom('variants').select('promo_tags').where('id', '=', variantId).executeTakeFirst();
    if (!variant) throw new RangeError(`There is no variant ${variantId}.`);
    const points = await priceHistoryOf(trx, variantId);
    const last = points.at(-1);
    if (last && date < last.date) throw new RangeError(`Variant ${variantId} changed price on ${last.date}; a change cannot take effect before it (${date}).`);
    if (last?.date === date) {
      // A second change the same day replaces the first; back to the day before's price, it undoes it.
      if (points.at(-2)?.price === rounded) await trx.deleteFrom('price_history').where('variant_id', '=', variantId).where('date', '=', date).execute();
      else await trx.updateTable('price_history').set({ price: rounded }).where('variant_id', '=', variantId).where('date', '=', date).execute();
    } else if (last?.price !== rounded) {
      await trx.insertInto('price_history').values({ variant_id: variantId, date, price: rounded }).execute();
    }
    const changes = toChanges(await priceHistoryOf(trx, variantId));
    const since = changes.at(-1)!.day;
    const lowestPrice30Days = lowestBefore(changes, since);
    const priceBeforeDiscount = discountReference(rounded, lowestPrice30Days);
    // The shop's claimed old price and the discount's end date were said of the price being replaced.
    await trx
      .updateTable('variants')
      .set({
        price: rounded,
        price_since: dateOf(since),
        lowest_price_30_days: lowestPrice30Days,
        price_before_discount: priceBeforeDiscount,
        promo_tags: withPriceDrop(variant.promo_tags, priceBeforeDiscount !== null),
        shop_price_before_discount: null,
        discount_valid_until: null,
      })
      .where('id', '=', variantId)
      .execute();
    return { price: rounded, priceSince: dateOf(since), lowestPrice30Days, priceBeforeDiscount };
  });
}

export function priceRepository(store: Store) {
  return {
    history: (variantId: number) => priceHistoryOf(store, variantId),

    /**
     * The offers to compare a variant with: the variant itself first, then one offer per other shop
     * selling the same product in the same colour (its cheapest active one), by shop name.
     */
    async offers(variantId: number): Promise<OfferRow[] | undefined> {
      const own = await store
        .selectFrom('variants as v')
        .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
        .select(['v.id as variant_id', 'v.eshop_id', 'e.name as eshop_name', 'v.product_id', 'v.colour'])
        .where('v.id', '=', variantId)
        .executeTakeFirst();
      if (!own) return undefined;
      const others = await store
        .selectFrom('variants as v')
        .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
        .select(['v.id as variant_id', 'v.eshop_id', 'e.name as eshop_name'])
        .where('v.product_id', '=', own.product_id)
        .where('v.colour', '=', own.colour)
        .where('v.eshop_id', '<>', own.eshop_id)
        .where('v.active', '=', 1)
        .orderBy('v.price')
        .orderBy('v.id')
        .execute();
      const perShop = new Map<number, OfferRow>();
      for (const offer of others) if (!perShop.has(offer.eshop_id)) perShop.set(offer.eshop_id, offer);
      const byName = [...perShop.values()].sort((a, b) => a.eshop_name.localeCompare(b.eshop_name, 'ro'));
      return [{ variant_id: own.variant_id, eshop_id: own.eshop_id, eshop_name: own.eshop_name }, ...byName];
    },
  };
}

/**
 * A price series over the days `from` to `to` (both YYYY-MM-DD): the price in force on `from`,
 * dated `from`, then each change after it, oldest first. A variant listed only later starts with its
 * first price.
 */
export function seriesBetween(points: readonly PricePointRow[], from: string, to: string): PricePointRow[] {
  const inForce = points.findLast((point) => point.date <= from);
  const after = points.filter((point) => point.date > from && point.date <= to);
  return inForce ? [{ date: from, price: inForce.price }, ...after] : after;
}

/** The lowest price in force on any day from `from` to `to` (YYYY-MM-DD), or null. */
export const lowestBetween = (points: readonly PricePointRow[], from: string, to: string) => lowestDuring(toChanges(points), dayOf(from), dayOf(to));
