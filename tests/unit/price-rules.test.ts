import { describe, expect, test } from 'vitest';
import { dateOf, dayOf, discountPercent, discountReference, lowestBefore, lowestBeforeReduction, lowestDuring, type PriceChange } from '#server/prices/omnibus';

/** Changes written as dates, the way a shop's price list reads. */
const history = (...points: [date: string, price: number][]): PriceChange[] => points.map(([date, price]) => ({ day: dayOf(date), price }));

describe('the 30 days before a price took effect (Omnibus)', () => {
  test('counts the price in force when the window opens and every change inside it', () => {
    const changes = history(['2026-06-01', 1000], ['2026-10-10', 950], ['2026-10-20', 990], ['2026-11-20', 800]);
    // Window: 2026-10-21 … 2026-11-19; 990 is in force when it opens, nothing changes inside.
    expect(lowestBefore(changes, dayOf('2026-11-20'))).toBe(990);
    // Window: 2026-10-11 … 2026-11-09 opens with 950 in force.
    expect(lowestBefore(changes, dayOf('2026-11-10'))).toBe(950);
  });

  test('leaves out the day the price took effect', () => {
    const changes = history(['2026-09-01', 1200], ['2026-11-01', 900]);
    expect(lowestBefore(changes, dayOf('2026-11-01'))).toBe(1200);
  });

  test('a price raised three weeks before and "reduced" back is no discount', () => {
    const changes = history(['2026-06-01', 999.99], ['2026-10-30', 1499.99], ['2026-11-20', 999.99]);
    const lowest = lowestBefore(changes, dayOf('2026-11-20'));
    expect(lowest).toBe(999.99);
    expect(discountReference(999.99, lowest)).toBeNull();
  });

  test('a price raised over 30 days before the reduction counts (the rule is about the month before)', () => {
    const changes = history(['2026-06-01', 999.99], ['2026-09-01', 1499.99], ['2026-11-20', 999.99]);
    expect(discountReference(999.99, lowestBefore(changes, dayOf('2026-11-20')))).toBe(1499.99);
  });

  test('is unknown when the history does not reach back before the price', () => {
    expect(lowestBefore(history(['2026-11-20', 500]), dayOf('2026-11-20'))).toBeNull();
  });

  test('a span counts the price in force on its first day', () => {
    const changes = history(['2026-01-01', 300], ['2026-11-01', 250], ['2026-11-10', 280]);
    expect(lowestDuring(changes, dayOf('2026-10-24'), dayOf('2026-11-23'))).toBe(250);
    expect(lowestDuring(changes, dayOf('2026-11-05'), dayOf('2026-11-23'))).toBe(250);
    expect(lowestDuring(changes, dayOf('2025-01-01'), dayOf('2025-12-31'))).toBeNull();
  });
});

describe('discounts', () => {
  test('are whole percent, rounded down, and under 1 % there is none', () => {
    expect(discountPercent(1539.99, 1999.99)).toBe(23);
    expect(discountPercent(1549.99, 1999.99)).toBe(22);
    expect(discountPercent(995, 1000)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1200, 1000)).toBeNull();
    expect(discountPercent(500, null)).toBeNull();
    expect(discountReference(995, 1000)).toBeNull();
    expect(discountReference(990, 1000)).toBe(1000);
  });
});

describe('the line „Cel mai mic preț din cele 30 de zile dinaintea reducerii”', () => {
  const reducedOn = dayOf('2026-10-21');
  test('is shown while the reduced price is younger than the 30 days the rule looks at', () => {
    expect(lowestBeforeReduction(2668.99, reducedOn, dayOf('2026-10-21'))).toBe(2668.99);
    expect(lowestBeforeReduction(2668.99, reducedOn, dayOf('2026-11-19'))).toBe(2668.99);
  });

  test('is dropped once the reduced price has held for 30 days: the last 30 days then show only the reduced price', () => {
    expect(lowestBeforeReduction(2668.99, reducedOn, dayOf('2026-11-20'))).toBeNull();
    // The reported case: reduced on 21 October, seen on 27 November.
    expect(lowestBeforeReduction(2668.99, reducedOn, dayOf('2026-11-27'))).toBeNull();
  });

  test('stays unknown without history, and is kept when the day of the price is unknown', () => {
    expect(lowestBeforeReduction(null, reducedOn, dayOf('2026-10-25'))).toBeNull();
    expect(lowestBeforeReduction(999, null, dayOf('2026-10-25'))).toBe(999);
  });
});

test('dates and day numbers convert both ways', () => {
  expect(dateOf(dayOf('2026-11-23'))).toBe('2026-11-23');
  expect(dayOf('2026-11-24') - dayOf('2026-11-23')).toBe(1);
});
