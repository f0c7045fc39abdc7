/**
 * `sale_price_effective_date`: an ISO 8601 interval, "2026-11-20T00:00+0200/2026-11-30T23:59+0200"
 * in Google's form (answer/6324460), also with seconds, a `Z`, a `+02:00` offset, no time at all
 * ("2026-11-20/2026-11-30") or spaces around the slash.
 *
 * Cuib prices by the day, so the interval becomes the Romanian calendar days it touches: a moment
 * with an offset is placed on Bucharest's clock; a date or time without one is taken as written,
 * the shop's own local day (Google reads a missing zone as UTC, but a Romanian shop writing
 * "2026-11-30T23:59" means the 30th, not 1 December in Bucharest). An end at exactly midnight
 * leaves that day out. A date alone covers its whole day, as Google reads it.
 */

export interface SaleDays {
  /** First and last day of the sale, YYYY-MM-DD, in Romania. */
  first: string;
  last: string;
}

const moment = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Days by interval as written: a feed's sales share a handful of intervals across its items. */
const known = new Map<string, SaleDays | null>();
const mostKnown = 1_000;

/** The sale's days, or null when the value is no interval (Google then cannot use it: see the validator). */
export function saleDays(text: string): SaleDays | null {
  const cached = known.get(text);
  if (cached !== undefined) return cached;
  const days = readDays(text);
  if (known.size >= mostKnown) known.clear();
  known.set(text, days);
  return days;
}

function readDays(text: string): SaleDays | null {
  const slash = text.indexOf('/');
  if (slash === -1 || text.indexOf('/', slash + 1) !== -1) return null;
  const start = dayOfMoment(text.slice(0, slash).trim(), 'start');
  const end = dayOfMoment(text.slice(slash + 1).trim(), 'end');
  if (start === null || end === null || end < start) return null;
  return { first: start, last: end };
}

function dayOfMoment(text: string, side: 'start' | 'end'): string | null {
  const parts = moment.exec(text);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s, zone] = parts;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 24 || minute > 59 || second > 60) return null;
  if (hour === 24 && (minute > 0 || second > 0)) return null;
  let local = Date.UTC(year, month - 1, day, hour, minute, second);
  if (zone !== undefined) {
    const instant = local - offsetMs(zone);
    local = instant + bucharestOffsetMs(instant);
  }
  // Midnight ending a sale ends it before that day starts.
  const midnight = local % 86_400_000 === 0;
  const date = new Date(side === 'end' && midnight && h !== undefined ? local - 1 : local);
  return date.toISOString().slice(0, 10);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMs(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0')) * 60_000;
}

/**
 * Romania's offset from UTC at a moment: EET (+2), and EEST (+3) from the last Sunday of March to the
 * last Sunday of October, switching at 01:00 UTC, as everywhere in the EU.
 */
export function bucharestOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summerFrom = lastSunday(year, 2) + 3_600_000;
  const summerTo = lastSunday(year, 9) + 3_600_000;
  return (instant >= summerFrom && instant < summerTo ? 3 : 2) * 3_600_000;
}

/** Midnight UTC of the last Sunday of a month (0-based). */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0);
  return last - new Date(last).getUTCDay() * 86_400_000;
}
