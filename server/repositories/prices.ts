import { now } from '../clock';
import { type Database, transaction } from '../db/database';
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
function withPriceDrop(tags: string, on: boolean): string {
  const list = tags ? tags.split(',').filter((tag) => tag !== 'priceDrop') : [];
  if (on) list.push('priceDrop');
  return list.join(',');
}

/** Every price a variant had, oldest first. */
export function priceHistoryOf(db: Database, variantId: number): PricePointRow[] {
  return db.prepare('SELECT date, price FROM price_history WHERE variant_id = ? ORDER BY date').all(variantId) as unknown as PricePointRow[];
}

/**
 * Changes a variant's price from `date` (default: today), as a shop's feed would: records the change
 * in its price history and recomputes what the Omnibus rule derives from it — the lowest price of
 * the 30 days before, the price a discount is shown against, and the „preț redus recent” tag (on
 * for a real reduction, off otherwise). A second change on the same day replaces the first; the
 * price already in force changes nothing. Answers the variant's prices as the API shows them. Listings
 * see it at once (the catalogue index rebuilds on any variant change); watches are notified by the
 * next run of the watch job.
 *
 * From another process (an end-to-end test), open the site's database and call it:
 * `changeVariantPrice(openDatabase(join(dataDir, 'cuib.sqlite')), 42, 899.99)`.
 *
 * Throws for an unknown variant, a price that is not a positive number, or a date before the
 * variant's latest change (history is only ever appended to).
 */
export function changeVariantPrice(db: Database, variantId: number, price: number, { date = dateOf(dayAt(now())) }: { date?: string } = {}): VariantPriceState {
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`A price must be a positive number, not ${price}.`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(dayOf(date))) throw new RangeError(`A date is written YYYY-MM-DD, not ${date}.`);
  const rounded = Math.round(price * 100) / 100;
  return transaction(db, () => {
    const variant = db.prepare('SELECT promo_tags FROM variants WHERE id = ?').get(variantId) as { promo_tags: string } | undefined;
    if (!variant) throw new RangeError(`There is no variant ${variantId}.`);
    const points = priceHistoryOf(db, variantId);
    const last = points.at(-1);
    if (last && date < last.date) throw new RangeError(`Variant ${variantId} changed price on ${last.date}; a change cannot take effect before it (${date}).`);
    if (last?.date === date) {
      // A second change the same day replaces the first; back to the day before's price, it undoes it.
      if (points.at(-2)?.price === rounded) db.prepare('DELETE FROM price_history WHERE variant_id = ? AND date = ?').run(variantId, date);
      else db.prepare('UPDATE price_history SET price = ? WHERE variant_id = ? AND date = ?').run(rounded, variantId, date);
    } else if (last?.price !== rounded) {
      db.prepare('INSERT INTO price_history (variant_id, date, price) VALUES (?, ?, ?)').run(variantId, date, rounded);
    }
    const changes = toChanges(priceHistoryOf(db, variantId));
    const since = changes.at(-1)!.day;
    const lowestPrice30Days = lowestBefore(changes, since);
    const priceBeforeDiscount = discountReference(rounded, lowestPrice30Days);
    // The shop's claimed old price and the discount's end date were said of the price being replaced.
    db.prepare(
      `UPDATE variants SET price = ?, price_since = ?, lowest_price_30_days = ?, price_before_discount = ?, promo_tags = ?,
         shop_price_before_discount = NULL, discount_valid_until = NULL
       WHERE id = ?`,
    ).run(rounded, dateOf(since), lowestPrice30Days, priceBeforeDiscount, withPriceDrop(variant.promo_tags, priceBeforeDiscount !== null), variantId);
    return { price: rounded, priceSince: dateOf(since), lowestPrice30Days, priceBeforeDiscount };
  });
}

export function priceRepository(db: Database) {
  return {
    history: (variantId: number) => priceHistoryOf(db, variantId),

    /**
     * The offers to compare a variant with: the variant itself first, then one offer per other shop
     * selling the same product in the same colour (its cheapest active one), by shop name.
     */
    offers(variantId: number): OfferRow[] | undefined {
      const own = db
        .prepare('SELECT v.id AS variant_id, v.eshop_id, e.name AS eshop_name, v.product_id, v.colour FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.id = ?')
        .get(variantId) as (OfferRow & { product_id: number; colour: string }) | undefined;
      if (!own) return undefined;
      const others = db
        .prepare(
          `SELECT v.id AS variant_id, v.eshop_id, e.name AS eshop_name FROM variants v JOIN eshops e ON e.id = v.eshop_id
           WHERE v.product_id = ? AND v.colour = ? AND v.eshop_id <> ? AND v.active = 1
           ORDER BY v.price, v.id`,
        )
        .all(own.product_id, own.colour, own.eshop_id) as unknown as OfferRow[];
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
