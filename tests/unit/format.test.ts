import { describe, expect, test } from 'vitest';
import { discountPercent, formatCount, formatDiscount, formatForeignMoney, formatMoney, pluralize } from '#ui/lib/format';

describe('ro-RO formatting', () => {
  test('money has 2 fraction digits, a dot for thousands and „lei”', () => {
    expect(formatMoney(1899.99)).toBe('1.899,99\u00a0lei');
    expect(formatMoney(4.9)).toBe('4,90\u00a0lei');
    expect(formatMoney(129999)).toBe('129.999,00\u00a0lei');
    expect(formatMoney(0)).toBe('0,00\u00a0lei');
  });

  test('counts have no fraction digits', () => {
    expect(formatCount(20000)).toBe('20.000');
    expect(formatCount(7)).toBe('7');
  });

  test('a second currency uses its own symbol', () => {
    expect(formatForeignMoney(389.99, 'EUR')).toBe('389,99\u00a0€');
  });
});

describe('discountPercent', () => {
  test('rounds down', () => {
    expect(discountPercent(77.1, 100)).toBe(22);
    expect(discountPercent(1539.99, 1999.99)).toBe(23);
    expect(discountPercent(130, 1000)).toBe(87);
  });

  test('no discount when the old price is missing, equal or lower, or under 1%', () => {
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 90)).toBeNull();
    expect(discountPercent(99.5, 100)).toBeNull();
  });

  test('shows with a minus', () => {
    expect(formatDiscount(23)).toBe('-23%');
  });
});

describe('pluralize (Intl.PluralRules ro)', () => {
  const produs = { one: 'produs', few: 'produse', other: 'de produse' };
  test.each([
    [0, 'produse'],
    [1, 'produs'],
    [2, 'produse'],
    [19, 'produse'],
    [20, 'de produse'],
    [101, 'produse'],
    [120, 'de produse'],
    [1000, 'de produse'],
  ])('%i %s', (count, expected) => {
    expect(pluralize(count, produs)).toBe(expected);
  });
});
