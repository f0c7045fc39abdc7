/**
 * ro-RO numbers and plurals, shared by the site (`ui/lib/format.ts`) and the backend (meta
 * descriptions, filter labels, e-mails, error messages). Each Intl object is built on first use:
 * building one loads locale data, and a page that shows no number should not pay for it.
 */

const LOCALE = 'ro-RO';

/** A value made on first use and kept. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// `useGrouping: 'always'`: ro-RO leaves 4-digit numbers ungrouped by default (1234), shops write 1.234.
const whole = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: 'always' }));
const withBani = once(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));
const pluralRules = once(() => new Intl.PluralRules(LOCALE));

/** A number as shops write it: `3.000` whole (the default), `4.301,99` with bani. */
export const formatAmount = (value: number, { bani = false }: { bani?: boolean } = {}) => (bani ? withBani() : whole()).format(value);

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
