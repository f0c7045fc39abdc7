import type { PriceHistory } from '#generated/main-api/types.gen';
import { once } from '#domain/romanian';

/*
 * The price history chart's arithmetic, apart from its drawing: which prices hold over the period,
 * where they go on the plot, the y axis's round ticks and the x axis's dates. Pure functions, so
 * the component stays a server component and the rules can be read (and tested) on their own.
 *
 * Dates are whole days counted in UTC (`2026-11-24` is day 20781): the contract sends calendar
 * dates, and a time zone must never move a price change to the day before.
 */

/** The plot's own coordinates: x and y from 0 to 1000 (the SVG's viewBox, stretched to fit). */
export const plotSize = 1000;

const dayMs = 86_400_000;

/** `2026-11-24` (or a date-time starting so) → its day number. */
export const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / dayMs);

/** A day number → the ISO date. */
export const isoOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** Romania's calendar date in ISO form (en-CA writes YYYY-MM-DD); built once: building one costs more than formatting. */
const romanianDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }));

/** Today in Romania, as an ISO date. */
export const todayInRomania = () => romanianDay().format(new Date());

/** A price that holds from `from` to `to` (day numbers, `to` excluded except at the period's end). */
export interface Step {
  from: number;
  to: number;
  price: number;
}

export interface ShopSteps {
  eshopId: number;
  eshopName: string;
  steps: Step[];
}

/**
 * Each shop's prices over the period `[start, end]` as steps: a price holds until the next change.
 * The price in force on the first day is the last one set on or before it; changes after `end` are
 * ignored; a shop whose first price comes later starts there. Shops without a price in the period are left out.
 */
export function stepsOf(history: PriceHistory, start: number, end: number): ShopSteps[] {
  return history.series
    .map((series) => {
      const points = series.points
        .map((point) => ({ day: dayOf(point.date), price: point.price }))
        .filter((point) => point.day <= end)
        .sort((a, b) => a.day - b.day);
      // The last price set on or before the first day is the one in force on it.
      const opening = points.filter((point) => point.day <= start).at(-1);
      const changes = [...(opening ? [{ day: start, price: opening.price }] : []), ...points.filter((point) => point.day > start)];
      const steps: Step[] = [];
      for (const point of changes) {
        const previous = steps.at(-1);
        // A repeated price is no change: the step just goes on.
        if (previous?.price === point.price) continue;
        if (previous) previous.to = point.day;
        steps.push({ from: point.day, to: end, price: point.price });
      }
      return { eshopId: series.eshopId, eshopName: series.eshopName, steps };
    })
    .filter((shop) => shop.steps.length > 0);
}

/** The lowest price of the period and where it first held. */
export interface Lowest {
  price: number;
  day: number;
  shopIndex: number;
}

/** The lowest price over every shop, on the first day it held (on a tie, the first shop's: the variant's own). */
export function lowestOf(shops: ShopSteps[]): Lowest | null {
  let lowest: Lowest | null = null;
  for (const [shopIndex, shop] of shops.entries()) {
    for (const step of shop.steps) {
      if (!lowest || step.price < lowest.price) lowest = { price: step.price, day: step.from, shopIndex };
    }
  }
  return lowest;
}

/** Steps between round numbers: 1, 2, 2,5 and 5 times a power of ten. */
const niceFactors = [1, 2, 2.5, 5, 10];

/**
 * 3 to 5 round values spanning the prices, lowest first. A flat or nearly flat history is given a
 * span of at least a fifth of its price, centred on it, so a change of a few lei does not fill the
 * chart from top to bottom (and a single price does not divide by zero).
 */
export function yTicks(min: number, max: number): number[] {
  let lo = min;
  let hi = max;
  const minimumSpan = Math.max(max * 0.2, 1);
  if (hi - lo < minimumSpan) {
    const middle = (hi + lo) / 2;
    lo = middle - minimumSpan / 2;
    hi = middle + minimumSpan / 2;
  }
  lo = Math.max(0, lo);
  const raw = (hi - lo) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const candidates = [...niceFactors.map((factor) => factor * power), ...niceFactors.map((factor) => factor * power * 10)].filter((step) => step >= raw);
  for (const step of candidates) {
    const first = Math.floor(lo / step + 1e-9) * step;
    const last = Math.ceil(hi / step - 1e-9) * step;
    const count = Math.round((last - first) / step) + 1;
    if (count <= 5) return Array.from({ length: Math.max(count, 3) }, (_, i) => round2(first + i * step));
  }
  return [lo, hi];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A date label under the x axis; `minor` ones give way when the chart is narrow. */
export interface XTick {
  day: number;
  label: string;
  /** The year, under January's label. */
  year?: string;
  minor: boolean;
}

// Built on first use, like the site's other formatters (ui/lib/format.ts).
const monthFormat = once(() => new Intl.DateTimeFormat('ro-RO', { month: 'short', timeZone: 'UTC' }));
const dayMonthFormat = once(() => new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', timeZone: 'UTC' }));

/**
 * The x axis's dates: a year by months („ian.”, „feb.”; January with its year under it), 90 days by
 * the 1st and 15th („1 oct.”, „15 oct.”), 30 days by weeks back from today („24 nov.”).
 */
export function xTicks(start: number, end: number, days: number): XTick[] {
  const ticks: XTick[] = [];
  if (days <= 30) {
    for (let day = end, i = 0; day > start; day -= 7, i += 1) ticks.unshift({ day, label: dayMonthFormat().format(new Date(day * dayMs)), minor: i % 2 === 1 });
    return ticks;
  }
  for (let day = start + 1; day <= end; day += 1) {
    const date = new Date(day * dayMs);
    const dayOfMonth = date.getUTCDate();
    if (days <= 90 && (dayOfMonth === 1 || dayOfMonth === 15)) {
      ticks.push({ day, label: dayMonthFormat().format(date), minor: dayOfMonth === 15 });
    } else if (days > 90 && dayOfMonth === 1) {
      const month = date.getUTCMonth();
      ticks.push({ day, label: monthFormat().format(date), year: month === 0 ? String(date.getUTCFullYear()) : undefined, minor: month % 2 === 1 });
    }
  }
  return ticks;
}

/** A linear scale from a domain onto the plot's 0–1000. */
export const scale = (from: number, to: number, flip = false) => (value: number) => {
  const share = to === from ? 0.5 : (value - from) / (to - from);
  return round2((flip ? 1 - share : share) * plotSize);
};

/** An SVG path for a shop's steps: across at each price, straight down or up at each change. */
export function stepPath(steps: Step[], x: (day: number) => number, y: (price: number) => number): string {
  return steps.map((step, i) => `${i === 0 ? 'M' : 'V'}${i === 0 ? `${x(step.from)} ` : ''}${y(step.price)} H${x(step.to)}`).join(' ');
}
