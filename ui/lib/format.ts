/** ro-RO formatting with Intl (SPEC §9): money with 2 fraction digits, counts with none. */

const moneyFormat = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
const countFormat = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0, useGrouping: 'always' });
const plural = new Intl.PluralRules('ro-RO');

/** `1.899,99 lei` — the amount, then „lei”, joined by a no-break space so they never wrap apart. */
export function formatMoney(amount: number): string {
  return `${moneyFormat.format(amount)}\u00a0lei`;
}

/** A price in another currency: `389,99 €`. */
export function formatForeignMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('ro-RO', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/**
 * The discount in whole percent, rounded down (SPEC §2: never promise more than the shop gives),
 * or null when there is no real discount.
 */
export function discountPercent(price: number, priceBeforeDiscount: number | null | undefined): number | null {
  if (!priceBeforeDiscount || priceBeforeDiscount <= price) return null;
  const percent = Math.floor(((priceBeforeDiscount - price) / priceBeforeDiscount) * 100 + 1e-9);
  return percent >= 1 ? percent : null;
}

/** `-23%`, with a real minus sign's ASCII stand-in that screen readers read as "minus". */
export function formatDiscount(percent: number): string {
  return `-${percent}%`;
}

/**
 * Romanian plural forms from Intl.PluralRules('ro'): one (1 produs), few (2–19, 101–119: 2 produse)
 * and other (20 și peste: 20 de produse).
 */
export function pluralize(count: number, forms: { one: string; few: string; other: string }): string {
  const category = plural.select(count);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other;
}
