import { formatAmount } from '../../domain/romanian';
import { describe, expect, test } from 'vitest';
import {
  discountPercent,
  formatCount,
  formatCountOf,
  formatDiscount,
  formatDiscountOf,
  formatForeignMoney,
  formatMoney,
  formatSecondaryMoney,
  pluralize,
} from '#ui/lib/format';

const NBSP = '\u00a0';

describe('formatAmount, written out, is what Intl.NumberFormat ro-RO writes', () => {
  const intl = (bani: boolean) => new Intl.NumberFormat('ro-RO', { minimumFractionDigits: bani ? 2 : 0, maximumFractionDigits: bani ? 2 : 0, useGrouping: 'always' });
  // A fixed seed: the same thousands of numbers on every run.
  let seed = 20261128;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const values = [
    0, -0, 1, 9, 10, 999, 1000, 1234, 99_999, 100_000, 1_000_000, 123_456_789.987, 1e15, 1e20, 9.999e20, 1e21, 2e25,
    0.5, 1.5, 2.5, -0.5, -2.5, 0.005, 0.015, 0.125, 1.005, 2.675, 1628.99, 1628.995, 4301.985, 0.0049, -0.001, -0.4, -1234.5678,
    Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  ];
  for (let index = 0; index < 4000; index++) values.push(Math.round(random() * 10 ** (1 + (index % 9)) * 100) / 100);
  for (let index = 0; index < 2000; index++) values.push((random() - 0.5) * 10 ** (index % 12));
  for (let index = 0; index < 1000; index++) values.push(Math.floor(random() * 1e6) + 0.5, Math.floor(random() * 1e6) / 100 + 0.005);

  test.each([false, true])('every one of thousands of numbers, bani: %s', (bani) => {
    const format = intl(bani);
    const different = values.filter((value) => formatAmount(value, { bani }) !== format.format(value));
    expect(different.map((value) => [value, formatAmount(value, { bani }), format.format(value)])).toEqual([]);
  });
});

describe('formatMoney (lei, 2 fraction digits)', () => {
  test.each([
    [1899.99, '1.899,99'],
    [4.99, '4,99'],
    [4.9, '4,90'],
    [129999, '129.999,00'],
    [1234, '1.234,00'],
    [1234567.5, '1.234.567,50'],
    [0, '0,00'],
    [-0, '0,00'],
    [0.5, '0,50'],
  ])('%d → %s lei', (amount, expected) => {
    expect(formatMoney(amount)).toBe(`${expected}${NBSP}lei`);
  });

  test('halves round away from zero, on the decimal the number was written as', () => {
    expect(formatMoney(0.005)).toBe(`0,01${NBSP}lei`);
    expect(formatMoney(1.005)).toBe(`1,01${NBSP}lei`);
    expect(formatMoney(2.675)).toBe(`2,68${NBSP}lei`);
    expect(formatMoney(1899.995)).toBe(`1.900,00${NBSP}lei`);
    expect(formatMoney(0.004)).toBe(`0,00${NBSP}lei`);
  });

  test('amount and currency never wrap apart', () => {
    expect(formatMoney(10)).not.toContain(' ');
  });
});

describe('formatSecondaryMoney', () => {
  test('EUR by default, symbol after the amount', () => {
    expect(formatSecondaryMoney(389.99)).toBe(`389,99${NBSP}€`);
    expect(formatSecondaryMoney(26131.4)).toBe(`26.131,40${NBSP}€`);
    expect(formatSecondaryMoney(0)).toBe(`0,00${NBSP}€`);
  });

  test('other currencies keep their own symbol', () => {
    expect(formatSecondaryMoney(10, 'USD')).toBe(`10,00${NBSP}$`);
    expect(formatForeignMoney(389.99, 'EUR')).toBe(formatSecondaryMoney(389.99, 'EUR'));
  });
});

describe('formatCount (0 fraction digits)', () => {
  test.each([
    [0, '0'],
    [7, '7'],
    [1894, '1.894'],
    [20000, '20.000'],
    [0.5, '1'],
    [2.5, '3'],
    [0.49, '0'],
    [-0, '0'],
  ])('%d → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('discountPercent (whole percent, rounded down)', () => {
  test.each([
    [77.1, 100, 22], // 22.9% → 22
    [1539.99, 1999.99, 23],
    [129.99, 999.99, 87],
    [80, 100, 20], // float noise: 1 - 80/100 is 0.19999999999999996
    [70, 100, 30],
    [0, 100, 100],
    [99, 100, 1],
  ])('%d before %d → %d', (price, before, expected) => {
    expect(discountPercent(price, before)).toBe(expected);
  });

  test('no discount when the old price is missing, equal, lower, or the cut is under 1%', () => {
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, undefined)).toBeNull();
    expect(discountPercent(100, 0)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 90)).toBeNull();
    expect(discountPercent(99.5, 100)).toBeNull();
  });

  test('shown with a minus', () => {
    expect(formatDiscount(23)).toBe('-23%');
    expect(formatDiscountOf(77.1, 100)).toBe('-22%');
    expect(formatDiscountOf(129.99, 999.99)).toBe('-87%');
    expect(formatDiscountOf(100, 100)).toBeNull();
    expect(formatDiscountOf(100, null)).toBeNull();
  });
});

describe('Romanian plurals (Intl.PluralRules ro)', () => {
  const produs = { one: 'produs', other: 'produse' };

  test.each([
    [0, '0 produse'],
    [1, '1 produs'],
    [2, '2 produse'],
    [19, '19 produse'],
    [20, '20 de produse'],
    [21, '21 de produse'],
    [100, '100 de produse'],
    [101, '101 produse'],
    [119, '119 produse'],
    [120, '120 de produse'],
    [1894, '1.894 de produse'],
    [20000, '20.000 de produse'],
  ])('%i → %s', (count, expected) => {
    expect(formatCountOf(count, produs)).toBe(expected.replace(' ', NBSP));
  });

  test('pluralize adds „de” for the other form', () => {
    expect(pluralize(1, { one: 'recenzie', other: 'recenzii' })).toBe('recenzie');
    expect(pluralize(5, { one: 'recenzie', other: 'recenzii' })).toBe('recenzii');
    expect(pluralize(25, { one: 'recenzie', other: 'recenzii' })).toBe('de recenzii');
  });

  test('explicit three forms are used as given', () => {
    const forms = { one: 'produs', few: 'produse', other: 'de produse' };
    expect(pluralize(1, forms)).toBe('produs');
    expect(pluralize(19, forms)).toBe('produse');
    expect(pluralize(20, forms)).toBe('de produse');
  });
});
