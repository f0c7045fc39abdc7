/*
 * The target price a shopper types, read the ways Romanians write lei: `1500`, `1.500`,
 * `1499,99`, `1.499,99`, `1499.99`, with or without „lei”.
 */

/** The amount in lei, null for an empty field, NaN for something that is not an amount. */
export function parseLei(text: string): number | null {
  const compact = text.replace(/\s|lei/gi, '');
  if (compact === '') return null;
  const normal = compact.includes(',')
    ? compact.replace(/\./g, '').replace(',', '.')
    : // A dot before exactly three digits groups thousands (1.500); otherwise it marks bani (1499.99).
      /^-?\d{1,3}(\.\d{3})+$/.test(compact)
      ? compact.replace(/\./g, '')
      : compact;
  return /^-?\d+(\.\d{1,2})?$/.test(normal) ? Number(normal) : Number.NaN;
}

/**
 * What is wrong with a target price, in Romanian, or undefined when it is fine (or empty, which is
 * allowed): it must be an amount above 0 and below the current price.
 */
export function targetPriceProblem(text: string, price: number, formatPrice: (amount: number) => string): string | undefined {
  const target = parseLei(text);
  if (target === null) return undefined;
  if (Number.isNaN(target)) return 'Scrie prețul în lei, de exemplu 1.500 sau 1.499,99.';
  if (target <= 0) return 'Prețul dorit trebuie să fie mai mare de 0 lei.';
  if (target >= price) return `Alege un preț mai mic decât cel de acum (${formatPrice(price)}).`;
  return undefined;
}
