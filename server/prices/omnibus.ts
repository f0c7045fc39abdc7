/**
 * The price rules of the EU Omnibus directive (2019/2161, art. 6a): a price reduction is announced
 * only against the lowest price of the 30 days before the reduced price took effect, never against
 * a price the shop raised shortly before. Pure functions, shared by the catalogue generator and the
 * price repository.
 */

/** A price and the day it took effect, in whole days since 1970-01-01 (UTC). */
export interface PriceChange {
  day: number;
  price: number;
}

/** How far back the rule looks. */
export const omnibusDays = 30;

const dayMs = 86_400_000;

/** `2026-11-23` → its day number. */
export const dayOf = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / dayMs);

/** A day number → `2026-11-23`. */
export const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The day a moment (milliseconds since the epoch) falls on, in UTC. */
export const dayAt = (ms: number) => Math.floor(ms / dayMs);

/**
 * The lowest price in force on any day from `from` to `to` (both included), from changes ordered
 * oldest first: the price in force when the span opens, and every change inside it. Null when no
 * known price was in force then.
 */
export function lowestDuring(changes: readonly PriceChange[], from: number, to: number): number | null {
  let lowest = Infinity;
  let inForce: number | undefined;
  for (const change of changes) {
    if (change.day > to) break;
    if (change.day <= from) inForce = change.price;
    else if (change.price < lowest) lowest = change.price;
  }
  if (inForce !== undefined && inForce < lowest) lowest = inForce;
  return lowest === Infinity ? null : lowest;
}

/**
 * The lowest price of the 30 days before the change on `day` took effect (the day itself excluded):
 * what a reduction on that day may be measured against. Null when the history does not reach back.
 */
export const lowestBefore = (changes: readonly PriceChange[], day: number) => lowestDuring(changes, day - omnibusDays, day - 1);

/**
 * The lowest price of the 30 days before a reduction (`lowest`, the reduction on day `since`), as a
 * page may tell it on `today`: only while the reduced price is younger than 30 days. From then on the
 * lowest price of the last 30 days is the reduced price itself (as the price history shows), and a
 * figure from before the reduction would read as a claim about this month. Kept when the day of the
 * price is unknown.
 */
export const lowestBeforeReduction = (lowest: number | null, since: number | null, today: number) =>
  since !== null && today - since >= omnibusDays ? null : lowest;

/** A reduction in whole percent, rounded down; null under 1 % (that is no discount). */
export function discountPercent(price: number, before: number | null): number | null {
  if (before === null || !(before > price)) return null;
  return Math.floor((1 - price / before) * 100) || null;
}

/**
 * The price a discount is shown against (`priceBeforeDiscount`): the 30-day lowest when the price is
 * at least 1 % below it, else null, so a price raised and then "reduced" back shows no discount.
 */
export const discountReference = (price: number, lowest30Days: number | null) => (discountPercent(price, lowest30Days) === null ? null : lowest30Days);
