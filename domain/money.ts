/**
 * Lei as shops write them, for text the backend writes (meta descriptions, filter labels):
 * `4.301,99`, `3.000`. ro-RO leaves four-digit numbers ungrouped by default (`4301,99`);
 * `useGrouping: 'always'` puts the dot back. The site's own formatters are in `ui/lib/format.ts`.
 */
const whole = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0, useGrouping: 'always' });
const withBani = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });

/** `3.000` for whole amounts (price bounds), `4.301,99` with bani. */
export const formatLei = (value: number, { bani = false }: { bani?: boolean } = {}) => (bani ? withBani : whole).format(value);
