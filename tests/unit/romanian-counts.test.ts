import { describe, expect, test } from 'vitest';
import { formatAmount } from '../../domain/romanian';
import { formatCountOf, formatRange, instalmentNoun } from '../../ui/lib/format';

const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('counted instalments and lei in Romanian', () => {
  test.each([
    [1, '1 rată'],
    [2, '2 rate'],
    [19, '19 rate'],
    [20, '20 de rate'],
    [24, '24 de rate'],
    [101, '101 rate'],
    [120, '120 de rate'],
  ])('%i → %s', (count, text) => {
    expect(plain(formatCountOf(count, instalmentNoun))).toBe(text);
  });

  test('lei written by the backend keep the thousands dot', () => {
    expect(formatAmount(4301.99, { bani: true })).toBe('4.301,99');
    expect(formatAmount(3000)).toBe('3.000');
    expect(formatAmount(950)).toBe('950');
  });
});

describe('a kept range, never with a dangling dash', () => {
  test.each([
    [2700, 3000, 'lei', '2.700–3.000 lei'],
    [2700, null, 'lei', 'de la 2.700 lei'],
    [null, 3000, 'lei', 'până la 3.000 lei'],
    [99.5, null, 'lei', 'de la 99,50 lei'],
    [120, null, 'cm', 'de la 120 cm'],
  ])('%s to %s %s → %s', (min, max, unit, text) => {
    expect(plain(formatRange(min, max, unit))).toBe(text);
  });
});

describe('generated vouchers', () => {
  test('a fixed-amount voucher takes at most a third of the price, at least 10 lei', async () => {
    const { voucherAmount } = await import('../../server/catalogue/generate');
    expect(voucherAmount(120, 49.99)).toBe(10);
    expect(voucherAmount(120, 999)).toBe(120);
    expect(voucherAmount(200, 450)).toBe(150);
  });
});

describe('the web summary of reviews', () => {
  test('names what buyers like and mention as objects of the sentence', async () => {
    const { webReviewSummary } = await import('../../server/catalogue/reviews');
    const sources = Array.from({ length: 40 }, (_, i) => ({ variantId: 5000 + i, variantName: 'Canapea Vera', variantSlug: 'canapea-vera', reviewsCount: 120, imageCount: 3, vector: [2, 4, 10, 40, 64], eshop: { id: 1, name: 'Casa Ardeal', slug: 'casa-ardeal', paid: true } }));
    const summaries = sources.map((source) => webReviewSummary(source, [{ name: 'Casa Ardeal', domain: 'casaardeal.ro' }])?.summary).filter(Boolean) as string[];
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) {
      expect(summary).toMatch(/^Cumpărătorii apreciază mai ales .+ și .+\.$/);
      // Never a predicate or a bare adjective after the verb.
      expect(summary).not.toMatch(/apreciază mai ales (arată|confortabil|ușor de)|și (arată|confortabil)|menționează (culoare|livrare|montaj)\b/);
      expect(summary).not.toMatch(/montajul ușor.*montajul greoi|livrarea rapidă.*livrarea lentă/);
    }
  });
});
