import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { catalogueEpoch, seedCatalogue } from '#server/catalogue/generate';
import { store } from '#server/context';
import { openSqliteStore } from '#server/db/database';
import { dateOf, dayAt, dayOf, discountReference, lowestBefore } from '#server/prices/omnibus';
import { useTestCatalogue } from '../support/embedded';

interface Row {
  id: number;
  price: number;
  price_before_discount: number | null;
  shop_price_before_discount: number | null;
  lowest_price_30_days: number | null;
  price_since: string;
  promo_tags: string;
  garden: number;
}
type Point = { date: string; price: number };

let rows: Row[] = [];
const histories = new Map<number, Point[]>();

beforeAll(async () => {
  await useTestCatalogue(2000);
  ({ rows } = await sql<Row>`SELECT v.id, v.price, v.price_before_discount, v.shop_price_before_discount, v.lowest_price_30_days, v.price_since, v.promo_tags,
      (SELECT top.name = 'Grădină' FROM categories leaf JOIN categories grp ON grp.id = leaf.parent_id JOIN categories top ON top.id = grp.parent_id WHERE leaf.id = v.category_id) AS garden
    FROM variants v ORDER BY v.id`.execute(store()));
  for (const point of await store().selectFrom('price_history').select(['variant_id', 'date', 'price']).orderBy('variant_id').orderBy('date').execute()) {
    const list = histories.get(point.variant_id) ?? histories.set(point.variant_id, []).get(point.variant_id)!;
    list.push({ date: point.date, price: point.price });
  }
});

const changesOf = (id: number) => histories.get(id)!.map((point) => ({ day: dayOf(point.date), price: point.price }));
/** The price in force on a day. */
const priceOn = (id: number, date: string) => histories.get(id)!.findLast((point) => point.date <= date)?.price;
const share = (list: readonly Row[], holds: (row: Row) => boolean) => list.filter(holds).length / list.length;
/** A temporary sale: cheaper on `during` than on `before`, and back by `after`. */
const dipped = (id: number, before: string, during: string, after: string) => priceOn(id, during)! < priceOn(id, before)! && priceOn(id, after)! >= priceOn(id, before)!;

const historyStart = dateOf(dayAt(catalogueEpoch) - 365);
const historyEnd = dateOf(dayAt(catalogueEpoch));

describe('generated price histories', () => {
  test('cover the 12 months before the catalogue date for every variant, ending at its current price', () => {
    expect(histories.size).toBe(rows.length);
    for (const row of rows) {
      const points = histories.get(row.id)!;
      expect(points[0]!.date).toBe(historyStart);
      expect(points.at(-1)).toEqual({ date: row.price_since, price: row.price });
      expect(points.at(-1)!.date <= historyEnd).toBe(true);
      // Each point is a change: later than the one before, at another price.
      for (let i = 1; i < points.length; i++) {
        expect(points[i]!.date > points[i - 1]!.date).toBe(true);
        expect(points[i]!.price).not.toBe(points[i - 1]!.price);
      }
    }
  });

  test('change a few times a year; some prices never change', () => {
    const counts = rows.map((row) => histories.get(row.id)!.length - 1);
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(average).toBeGreaterThan(2);
    expect(average).toBeLessThan(10);
    expect(Math.max(...counts)).toBeLessThanOrEqual(15);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
  });

  test('dip for Black Friday in late November', () => {
    // Black Friday 2025 was on 28 November.
    expect(share(rows, (row) => dipped(row.id, '2025-11-15', '2025-11-28', '2025-12-06'))).toBeGreaterThan(0.3);
  });

  test('have January sales, and spring sales for garden goods', () => {
    expect(share(rows, (row) => dipped(row.id, '2025-12-28', '2026-01-15', '2026-02-05'))).toBeGreaterThan(0.2);
    const garden = rows.filter((row) => row.garden === 1);
    const others = rows.filter((row) => row.garden !== 1);
    expect(garden.length).toBeGreaterThan(50);
    const springSale = (row: Row) => ['2026-03-25', '2026-04-05', '2026-04-15', '2026-04-25'].some((day) => dipped(row.id, '2026-03-10', day, '2026-06-15'));
    expect(share(garden, springSale)).toBeGreaterThan(share(others, springSale) + 0.25);
  });

  test('store the lowest price of the 30 days before the current one, and show a discount only against it', () => {
    for (const row of rows) {
      const lowest = lowestBefore(changesOf(row.id), dayOf(row.price_since));
      expect(row.lowest_price_30_days).toBe(lowest);
      expect(row.price_before_discount).toBe(discountReference(row.price, lowest));
    }
  });

  test('include fake discounts: the price raised a few weeks before, then "reduced" back; they count as no discount', () => {
    const fakes = rows.filter((row) => row.shop_price_before_discount !== null && row.price_before_discount === null);
    const claimed = rows.filter((row) => row.shop_price_before_discount !== null);
    expect(fakes.length).toBeGreaterThan(0);
    // A few percent of the shops' discounts.
    expect(fakes.length / claimed.length).toBeLessThan(0.1);
    for (const fake of fakes) {
      const since = dayOf(fake.price_since);
      const raisedOn = histories.get(fake.id)!.findLast((point) => point.price === fake.shop_price_before_discount)!;
      expect(since - dayOf(raisedOn.date)).toBeLessThan(30);
      expect(priceOn(fake.id, dateOf(since - 30))).toBeLessThanOrEqual(fake.price);
      expect(fake.promo_tags.split(',')).not.toContain('priceDrop');
    }
    // The real ones show the price they were reduced from, as the shop says.
    const real = claimed.filter((row) => row.price_before_discount !== null);
    expect(real.length / claimed.length).toBeGreaterThan(0.9);
    for (const row of real) expect(row.price_before_discount).toBe(row.shop_price_before_discount);
  });

  test('only a shown discount carries the „preț redus recent” tag', () => {
    const tagged = rows.filter((row) => row.promo_tags.split(',').includes('priceDrop'));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((row) => row.price_before_discount !== null)).toBe(true);
  });
});

test('the same seed writes the same histories', async () => {
  const dump = async () => {
    const store = await openSqliteStore();
    await seedCatalogue(store, { variants: 300, seed: 7 });
    const text = JSON.stringify([
      await store.selectFrom('price_history').selectAll().orderBy('variant_id').orderBy('date').execute(),
      await store.selectFrom('variants').select(['id', 'price', 'price_before_discount', 'lowest_price_30_days', 'price_since', 'promo_tags']).orderBy('id').execute(),
    ]);
    await store.destroy();
    return text;
  };
  expect(await dump()).toBe(await dump());
});
