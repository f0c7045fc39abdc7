/**
 * Prices as shops write them. Google's form is "1299.99 RON"; Romanian shops also write
 * "1.299,99 lei", "1299,99 RON", "1 299,99 lei", "1,299.99 RON" or the bare number. A price without
 * a currency is taken to be in lei; one in any other currency is refused, never converted.
 */

export type Parsed = { ok: true; value: number } | { ok: false; reason: 'bad-price' | 'not-ron'; detail: 'not-a-number' | 'not-positive' | 'too-high' | 'currency' };

/** More than any home or garden product costs: a value above it is a slip (bani written as lei, a GTIN in the price column). */
export const highestPrice = 10_000_000;

/** The common case, "1299.99 RON", read without the general parser. */
const plain = /^(\d{1,8})(?:\.(\d{1,2}))?(?: ?RON)?$/;
/** Amount and currency in either order; the amount's characters only, the currency anything else. */
const amountFirst = /^([+-]?[\d.,'\s\u00a0\u202f]*\d[.,]?)\s*([^\d\s.,'+-][^\d]*)?$/;
const currencyFirst = /^([^\d\s.,'+-][^\d]*?)\s*([+-]?\d[\d.,'\s\u00a0\u202f]*)$/;
const groupSeparators = /[\s\u00a0\u202f']/g;
const lei = /^(?:ron|lei|leu|ron\.|lei\.|l)$/i;
const digits = /^\d+$/;

/** A price in lei; `zero` allows 0 (free delivery), which an item's price never is. */
export function parsePrice(text: string, zero = false): Parsed {
  const fast = plain.exec(text);
  if (fast) return checked(toBani(fast[1] as string, fast[2] ?? ''), zero);
  const trimmed = text.trim();
  let amount: string | undefined;
  let currency: string | undefined;
  const first = amountFirst.exec(trimmed);
  if (first) [, amount, currency] = first;
  else {
    const second = currencyFirst.exec(trimmed);
    if (second) [, currency, amount] = second;
  }
  if (amount === undefined) return { ok: false, reason: 'bad-price', detail: 'not-a-number' };
  if (currency !== undefined && !lei.test(currency.trim())) return { ok: false, reason: 'not-ron', detail: 'currency' };
  amount = amount.replace(groupSeparators, '');
  if (amount.startsWith('-')) return { ok: false, reason: 'bad-price', detail: 'not-positive' };
  if (amount.startsWith('+')) amount = amount.slice(1);
  const bani = readAmount(amount);
  return bani === null ? { ok: false, reason: 'bad-price', detail: 'not-a-number' } : checked(bani, zero);
}

function checked(bani: number, zero: boolean): Parsed {
  if (bani < 0 || (bani === 0 && !zero)) return { ok: false, reason: 'bad-price', detail: 'not-positive' };
  if (bani > highestPrice * 100) return { ok: false, reason: 'bad-price', detail: 'too-high' };
  return { ok: true, value: bani / 100 };
}

/**
 * Whole bani from an amount with `.` and `,` in either role. With both, the later one is the
 * decimal mark. With one, written once after one to three digits and followed by exactly three
 * ("1.299", "2,500"), it groups thousands: a price in RON has two decimals, so three can only be a
 * group. Otherwise it is the decimal mark ("1299.999" rounds to 1300.00). Groups of thousands
 * must be whole ("1.29.99" is no number).
 */
function readAmount(amount: string): number | null {
  const dot = amount.lastIndexOf('.');
  const comma = amount.lastIndexOf(',');
  let whole = amount;
  let fraction = '';
  let group = '';
  if (dot !== -1 && comma !== -1) {
    const decimal = dot > comma ? dot : comma;
    group = dot > comma ? ',' : '.';
    whole = amount.slice(0, decimal);
    fraction = amount.slice(decimal + 1);
  } else if (dot !== -1 || comma !== -1) {
    const at = dot !== -1 ? dot : comma;
    const mark = amount[at] as string;
    const once = amount.indexOf(mark) === at;
    const after = amount.length - at - 1;
    if (!once || (after === 3 && at <= 3 && !amount.startsWith('0'))) group = mark;
    else {
      whole = amount.slice(0, at);
      fraction = amount.slice(at + 1);
    }
  }
  if (group !== '') {
    const groups = whole.split(group);
    const [lead, ...rest] = groups;
    if (!lead || lead.length > 3 || !digits.test(lead) || rest.some((part) => part.length !== 3 || !digits.test(part))) return null;
    whole = groups.join('');
  }
  if (whole === '' || !digits.test(whole) || (fraction !== '' && !digits.test(fraction))) return null;
  if (whole.replace(/^0+/, '').length > 12) return null;
  return toBani(whole, fraction);
}

/** Whole bani, rounded half up on the third decimal, computed on the digits (no binary fractions). */
function toBani(whole: string, fraction: string): number {
  const cents = fraction.length >= 2 ? Number(fraction.slice(0, 2)) : fraction.length === 1 ? Number(fraction) * 10 : 0;
  const roundUp = fraction.length > 2 && fraction.charCodeAt(2) >= 53 ? 1 : 0;
  return Number(whole) * 100 + cents + roundUp;
}
