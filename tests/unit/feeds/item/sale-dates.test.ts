import { describe, expect, test } from 'vitest';
import { bucharestOffsetMs, saleDays } from '#server/feeds/item/sale-dates';

describe('sale days from sale_price_effective_date', () => {
  test.each([
    ['2026-11-20T00:00+0200/2026-11-30T23:59+0200', '2026-11-20', '2026-11-30'],
    ['2026-11-20T00:00:00+02:00/2026-11-30T23:59:59+02:00', '2026-11-20', '2026-11-30'],
    ['2026-11-20/2026-11-30', '2026-11-20', '2026-11-30'],
    ['2026-11-20 / 2026-11-30', '2026-11-20', '2026-11-30'],
    ['2026-11-20T00:00/2026-11-30T00:00', '2026-11-20', '2026-11-29'],
    ['2026-11-20T00:00/2026-11-30T24:00', '2026-11-20', '2026-11-30'],
    // Google's own example, 13:00 to 15:30 in California: Bucharest is ten hours ahead.
    ['2016-02-24T13:00-0800/2016-02-29T15:30-0800', '2016-02-24', '2016-03-01'],
    // 22:00 UTC is midnight in Bucharest in winter (+2), 01:00 in summer (+3).
    ['2026-01-09T22:00Z/2026-01-14T22:00Z', '2026-01-10', '2026-01-14'],
    ['2026-07-09T22:00Z/2026-07-14T22:00Z', '2026-07-10', '2026-07-15'],
    ['2026-11-20T10:00:00.000Z/2026-11-30T10:00:00.000Z', '2026-11-20', '2026-11-30'],
  ])('%s is %s to %s', (written, first, last) => {
    expect(saleDays(written)).toEqual({ first, last });
  });

  test.each([
    ['no interval', '2026-11-20'],
    ['Romanian dates', '20.11.2026/30.11.2026'],
    ['ending before it starts', '2026-11-30/2026-11-20'],
    ['a day that does not exist', '2026-02-29/2026-03-05'],
    ['a month that does not exist', '2026-13-01/2026-13-05'],
    ['three parts', '2026-11-20/2026-11-25/2026-11-30'],
    ['a time past midnight', '2026-11-20T24:30/2026-11-30'],
    ['text', 'Black Friday'],
  ])('%s is no interval', (_, written) => {
    expect(saleDays(written)).toBeNull();
  });

  test('a one-day sale ending at midnight the next day', () => {
    expect(saleDays('2026-11-27T00:00+0200/2026-11-28T00:00+0200')).toEqual({ first: '2026-11-27', last: '2026-11-27' });
  });
});

describe("Romania's clock", () => {
  test('moves to summer time at 01:00 UTC on the last Sunday of March and back on the last Sunday of October', () => {
    const hour = 3_600_000;
    expect(bucharestOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(2 * hour);
    expect(bucharestOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(3 * hour);
    expect(bucharestOffsetMs(Date.parse('2026-10-25T00:59:59Z'))).toBe(3 * hour);
    expect(bucharestOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(2 * hour);
  });

  test('agrees with the time zone database for every hour of a year', () => {
    const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', timeZoneName: 'shortOffset' });
    for (let at = Date.parse('2027-01-01T00:00Z'); at < Date.parse('2028-01-01T00:00Z'); at += 3_600_000) {
      const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
      expect(`GMT+${bucharestOffsetMs(at) / 3_600_000}`).toBe(name);
    }
  });
});
