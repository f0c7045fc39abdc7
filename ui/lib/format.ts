/**
 * ro-RO formatting (SPEC §9): money with 2 fraction digits, counts with none, Romanian plurals.
 * Pure functions. Lei amounts are written out exactly as Intl writes them (`formatAmount`,
 * domain/romanian.ts, which says why); other currencies and the plural rules are Intl's, each
 * built once, on its first use: building one loads locale data, and a page that only shows
 * prices should not pay for it while it starts.
 */

import { countOf, formatAmount, type NounForms, once, pluralize } from '#domain/romanian';

export { type NounForms, pluralize };

const LOCALE = 'ro-RO';

const secondaryFormats = new Map<string, Intl.NumberFormat>();

/** `-0` would print as `-0,00`. */
const unsigned = (value: number) => (Object.is(value, -0) ? 0 : value);

/**
 * A price in lei, as Romanian shops print it: `1.899,99 lei`. The amount and „lei” are joined by a
 * no-break space so they never wrap apart. Halves round away from zero (`0,005` → `0,01`).
 */
export function formatMoney(amount: number): string {
  return `${formatAmount(unsigned(amount), { bani: true })}\u00a0lei`;
}

/** A price as a shopper would say a round one: `1.500 lei`, or with bani when it has them (`1.499,99 lei`). */
export const formatPrice = (amount: number): string => (Number.isInteger(amount) ? `${formatAmount(unsigned(amount))}\u00a0lei` : formatMoney(amount));

/**
 * A range a filter keeps, with its unit, never with a dangling dash: `2.700–3.000 lei`,
 * `de la 2.700 lei`, `până la 3.000 lei`. Whole amounts drop their decimals.
 */
export function formatRange(min: number | null, max: number | null, unit: string): string {
  const amount = (value: number) => formatAmount(unsigned(value), { bani: !Number.isInteger(value) });
  if (min !== null && max !== null) return `${amount(min)}–${amount(max)}\u00a0${unit}`;
  if (min !== null) return `de la ${amount(min)}\u00a0${unit}`;
  if (max !== null) return `până la ${amount(max)}\u00a0${unit}`;
  return '';
}

/** A price in a second currency (SPEC §9), with its symbol after the amount: `389,99 €`. */
export function formatSecondaryMoney(amount: number, currency = 'EUR'): string {
  let format = secondaryFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    secondaryFormats.set(currency, format);
  }
  return format.format(unsigned(amount));
}

/** @deprecated Same as {@link formatSecondaryMoney}; kept for existing callers. */
export const formatForeignMoney = (amount: number, currency: string) => formatSecondaryMoney(amount, currency);

/** A whole number with thousands grouped: `20.000`. Fractions round half away from zero. */
export function formatCount(count: number): string {
  return formatAmount(unsigned(count));
}

/**
 * The discount in whole percent, rounded down (never promise more than the shop gives), or null
 * when there is no real discount: no old price, an old price not above the current one, or under 1%.
 */
export function discountPercent(price: number, priceBeforeDiscount: number | null | undefined): number | null {
  if (priceBeforeDiscount == null || !(priceBeforeDiscount > price) || price < 0) return null;
  // The epsilon keeps float noise from dropping a whole percent: 1 - 80/100 is 0.19999999999999996.
  const percent = Math.floor(((priceBeforeDiscount - price) / priceBeforeDiscount) * 100 + 1e-9);
  return percent >= 1 ? percent : null;
}

/** A discount tag: `-23%`. */
export function formatDiscount(percent: number): string {
  return `-${percent}%`;
}

/** The discount tag for a price pair, or null when there is no discount (see {@link discountPercent}). */
export function formatDiscountOf(price: number, priceBeforeDiscount: number | null | undefined): string | null {
  const percent = discountPercent(price, priceBeforeDiscount);
  return percent === null ? null : formatDiscount(percent);
}

/**
 * The EU Omnibus line beside a reduced price: the lowest price of the 30 days before the reduction
 * took effect (not of the last 30 days, which may already be the reduced price).
 */
export const lowestBeforeReductionLabel = 'Cel mai mic preț din cele 30 de zile dinaintea reducerii';

/** The noun most counts on the site are of. */
export const productNoun: NounForms = { one: 'produs', other: 'produse' };

/** Monthly instalments: `1 rată`, `6 rate`, `24 de rate`. */
export const instalmentNoun: NounForms = { one: 'rată', other: 'rate' };

/** A count with its noun: `1 produs`, `2 produse`, `1.894 de produse`. */
export function formatCountOf(count: number, forms: NounForms): string {
  return countOf(unsigned(count), forms);
}

const dateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' }));

/** `12 noiembrie 2026`. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

const languageNames = once(() => new Intl.DisplayNames(['ro'], { type: 'language' }));

/** `maghiară` for `hu`: the language a review was translated from. */
export function languageName(code: string): string {
  return languageNames().of(code) ?? code;
}
