import { sql } from 'kysely';
import type { Store } from '../db/store';

/** A count of impressions or clicks of a shop's offers on one day (UTC). */
export interface DayCount {
  day: string;
  n: number;
}

/** A count of impressions or clicks of a shop's offers in one category. */
export interface CategoryCount {
  category_id: number;
  slug: string;
  long_name: string;
  n: number;
}

type Measure = 'impressions' | 'clicks';

/** What Cuib recorded of one shop's offers: impressions and clicks to the shop, by day and by category. */
export function partnerStatsRepository(store: Store) {
  // `from` and `until` are ISO times; `until` is excluded. Both tables keep ISO text, so the day is its first 10 characters.
  const ofShop = (measure: Measure, shopId: number, from: string, until: string) =>
    store
      .selectFrom(`${measure} as x` as 'impressions as x')
      .innerJoin('variants as v', 'v.id', 'x.variant_id')
      .where('v.eshop_id', '=', shopId)
      .where('x.created_at', '>=', from)
      .where('x.created_at', '<', until);
  const day = sql<string>`substr(x.created_at, 1, 10)`;
  return {
    /** The days with any, in order. */
    async perDay(measure: Measure, shopId: number, from: string, until: string): Promise<DayCount[]> {
      const rows = await ofShop(measure, shopId, from, until)
        .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, n: Number(row.n) }));
    },
    /** The categories (of the offers as they are now) with any. */
    async perCategory(measure: Measure, shopId: number, from: string, until: string): Promise<CategoryCount[]> {
      const rows = await ofShop(measure, shopId, from, until)
        .innerJoin('categories as c', 'c.id', 'v.category_id')
        .select((eb) => ['c.id as category_id', 'c.slug', 'c.long_name', eb.fn.countAll<number>().as('n')])
        .groupBy(['c.id', 'c.slug', 'c.long_name'])
        .execute();
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },
  };
}
