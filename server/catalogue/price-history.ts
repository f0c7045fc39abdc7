import { lowestBefore, type PriceChange } from '../prices/omnibus';
import type { Random } from './random';

/**
 * What the shop says about the current price: no discount, a discount from a price that held for
 * months (`real`), or one from a price raised a few weeks before (`fake`: the Omnibus rule counts
 * it as no discount).
 */
export type ShopDiscount = 'none' | 'real' | 'fake';

export interface HistoryRequest {
  /** The current price, in force at the end of the history. */
  price: number;
  /** The price the shop says it had before its discount (for `real` and `fake`). */
  claimedBefore: number | null;
  discount: ShopDiscount;
  /** Garden goods have their sales in the spring season. */
  garden: boolean;
}

export interface GeneratedHistory {
  /** Oldest first; the first on the history's first day, the last one the current price. */
  changes: PriceChange[];
  /** The day the current price took effect. */
  since: number;
  /** The lowest price of the 30 days before `since`, or null. */
  lowest30Days: number | null;
}

/** Prices the way shops write them: whole lei minus a ban (1.299,99). */
export const shopPrice = (value: number) => Math.max(1, Math.round(value)) - 0.01;

/** A temporary sale: the price drops on `day` and is back on `end`; or a lasting change (no `end`). */
interface PriceEvent {
  day: number;
  end?: number;
  /** Sale depth (0.2 = 20 % off) or, for a lasting change, the new level relative to the usual price. */
  factor: number;
}

const dayMs = 86_400_000;
const dayOfDate = (year: number, month: number, date: number) => Date.UTC(year, month, date) / dayMs;

/** Results per year and per day: every variant of a seed asks the same few (seeding makes millions of histories). */
function remembered<K, V>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => known.get(key) ?? known.set(key, compute(key)).get(key)!;
}

/** Black Friday: the fourth Friday of November. */
const blackFriday = remembered((year: number) => {
  const first = dayOfDate(year, 10, 1);
  const weekday = new Date(first * dayMs).getUTCDay();
  return first + ((5 - weekday + 7) % 7) + 21;
});

const yearOf = remembered((day: number) => new Date(day * dayMs).getUTCFullYear());

/** The sales of every season the year ending on `end` saw, in the order they happened. */
function seasonalSales(random: Random, start: number, end: number, garden: boolean): PriceEvent[] {
  const events: PriceEvent[] = [];
  for (let year = yearOf(start); year <= yearOf(end); year++) {
    // January sales: most shops clear stock after the holidays.
    if (random.chance(0.4)) events.push({ day: dayOfDate(year, 0, random.int(2, 7)), end: dayOfDate(year, 0, random.int(21, 31)), factor: 0.1 + random.next() * 0.2 });
    // The garden season opens in spring: garden furniture, grills and pools go on sale.
    if (garden && random.chance(0.7)) {
      const opens = dayOfDate(year, 2, 15) + random.int(0, 30);
      events.push({ day: opens, end: opens + random.int(14, 45), factor: 0.1 + random.next() * 0.15 });
    }
    // Black Friday: a dip from the week before to Cyber Monday.
    if (random.chance(0.5)) {
      const friday = blackFriday(year);
      events.push({ day: friday - random.int(2, 8), end: friday + random.int(3, 4), factor: 0.12 + random.next() * 0.23 });
    }
  }
  return events;
}

/**
 * A year of believable prices ending at the current one: the usual price with a few lasting
 * changes, the season's sales and Black Friday dips, then how the current price came to be — a
 * rise (no discount), a reduction from a price held for over a month (a real discount), or, for a
 * fake discount, the usual price raised a few weeks before and "reduced" back to about where it was.
 * The 30 days before the current price are kept free of sales, so the discount the shop claims is
 * the one the Omnibus rule finds (or, for a fake one, finds none).
 */
export function generateHistory(random: Random, end: number, { price, claimedBefore, discount, garden }: HistoryRequest): GeneratedHistory {
  const start = end - 365;
  const changes: PriceChange[] = [];
  const push = (day: number, value: number) => {
    const last = changes.at(-1);
    if (last && (day <= last.day || value === last.price)) return;
    changes.push({ day, price: value });
  };

  // The price since when the current one is explained, and the usual level before it.
  let since: number;
  let segment: [day: number, price: number][];
  let usual: number;
  if (discount === 'real' && claimedBefore !== null) {
    since = end - random.int(1, 25);
    const held = since - random.int(35, 120);
    segment = [[held, claimedBefore], [since, price]];
    usual = claimedBefore;
  } else if (discount === 'fake' && claimedBefore !== null) {
    since = end - random.int(1, 20);
    const raised = since - random.int(10, 25);
    const wasAbout = shopPrice(price * (0.97 + random.next() * 0.03));
    segment = [[raised - random.int(30, 90), wasAbout], [raised, claimedBefore], [since, price]];
    usual = wasAbout;
  } else if (random.chance(0.06)) {
    // Some prices never change.
    return { changes: [{ day: start, price }], since: start, lowest30Days: null };
  } else {
    since = end - random.int(7, 200);
    segment = [[since, price]];
    // Without a discount the last change was a rise: the price did not drop within the month.
    usual = price * 0.95;
  }
  const opens = segment[0]![0];

  let level = shopPrice(usual * (0.92 + random.next() * 0.08));
  push(start, level);
  const events = seasonalSales(random, start, end, garden);
  for (let n = random.int(1, 3); n > 0; n--) events.push({ day: random.int(start + 5, Math.max(start + 6, opens - 5)), factor: 0.9 + random.next() * 0.1 });
  events.sort((a, b) => a.day - b.day);
  for (const event of events) {
    const last = changes.at(-1)!;
    // Nothing happens while the current price's own story unfolds.
    if (event.day <= last.day || (event.end ?? event.day) >= opens) continue;
    if (event.end === undefined) {
      level = shopPrice(usual * event.factor);
      push(event.day, level);
    } else {
      push(event.day, shopPrice(level * (1 - event.factor)));
      push(event.end, level);
    }
  }
  for (const [day, value] of segment) push(Math.max(day, changes.at(-1)!.day + 1), value);
  // A rise that rounds to the same price leaves the current price older than planned.
  const last = changes.at(-1)!;
  return { changes, since: last.day, lowest30Days: lowestBefore(changes, last.day) };
}
