/**
 * ro-RO numbers and plurals, shared by the site (`ui/lib/format.ts`) and the backend (meta
 * descriptions, filter labels, e-mails, error messages). The plural rules are built on first use:
 * building an Intl object loads locale data, and a page that shows no count should not pay for it.
 */

const LOCALE = 'ro-RO';

/** A value made on first use and kept. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const pluralRules = once(() => new Intl.PluralRules(LOCALE));

/** Past this, `toFixed` writes an exponent; Intl writes every digit. */
const largestFixed = 1e21;
const intlAmount = (value: number, bani: boolean) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: bani ? 2 : 0, maximumFractionDigits: bani ? 2 : 0, useGrouping: 'always' }).format(value);

/** `abs` (finite, below 1e21) rounded to `digits` places, half away from zero, on its shortest decimal: [whole, fraction]. */
function roundedDecimal(abs: number, digits: number): [string, string] {
  const text = String(abs);
  // An exponent below 1e21 means a number under 1e-6, which rounds to nothing at two places.
  if (text.includes('e')) return ['0', '0'.repeat(digits)];
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) >= 53 /* '5' */) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}

/**
 * A number as shops write it: `3.000` whole (the default), `4.301,99` with bani. This is exactly
 * what `Intl.NumberFormat('ro-RO', { useGrouping: 'always' })` writes with 0 or 2 fraction digits:
 * '.' between thousands, ',' before the bani, halves rounded away from zero on the decimal the
 * number was written as (1.005 → 1,01), the minus kept on a negative that rounds to 0. The unit
 * test checks it against Intl over thousands of numbers. It is written out because a browser's
 * first number format loads ICU's number data: 17-27 ms on this machine, four times that on
 * Lighthouse's phone, inside the listing's hydration (the price slider's labels).
 * (`useGrouping: 'always'`: ro-RO leaves 4-digit numbers ungrouped by default, shops write 1.234.)
 */
export function formatAmount(value: number, { bani = false }: { bani?: boolean } = {}): string {
  if (!(Math.abs(value) < largestFixed)) return intlAmount(value, bani);
  const [whole, fraction] = roundedDecimal(Math.abs(value), bani ? 2 : 0);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(?:\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A count with its noun, the number grouped as shops write it: `1 zi`, `19 zile`, `20 de zile`,
 * `1.894 de produse`. Every number that counts something is written through this (or `pluralize`).
 */
export const countOf = (count: number, forms: NounForms & { few?: string }) => `${formatAmount(count)}\u00a0${pluralize(count, forms)}`;

/** A Romanian noun in its two written forms: `{ one: 'produs', other: 'produse' }`. */
export interface NounForms {
  one: string;
  other: string;
}

/**
 * The noun form for a count, by Intl.PluralRules('ro'): `one` for 1; `few` (0, 2–19, 101–119, …)
 * takes the plural; `other` (20–100, 120–…) takes the plural after „de”.
 * `pluralize(20, { one: 'produs', other: 'produse' })` is `de produse`.
 */
export function pluralize(count: number, forms: NounForms & { few?: string }): string {
  switch (pluralRules().select(count)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few ?? forms.other;
    default:
      return forms.few === undefined ? `de ${forms.other}` : forms.other;
  }
}
