import { sql } from 'kysely';
import type { Store } from '../db/store';

export interface TrafficRowRecord {
  variantId: number;
  variantName: string | null;
  variantSlug: string | null;
  source: number;
  day: string;
  impressions: number;
  clicks: number;
}

export interface VariationRecord {
  experimentId: string;
  variationId: string;
  exposures: number;
  clickers: number;
  clicks: number;
}

type Period = { from: string; until: string; source: number | null };

/** What staff read back from the recorded impressions, clicks and exposures. */
export function reportRepository(store: Store) {
  // Impressions and clicks per variant, source and day, joined into one table of both.
  const perDay = (table: 'impressions' | 'clicks', { from, until, source }: Period) => {
    const day = sql<string>`substr(created_at, 1, 10)`;
    return store
      .selectFrom(table)
      .select((eb) => ['variant_id', 'source', day.as('day'), eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .$if(source !== null, (query) => query.where('source', '=', source ?? 0))
      .groupBy(['variant_id', 'source', day]);
  };
  const traffic = (period: Period) =>
    store
      .with('seen', () => perDay('impressions', period))
      .with('clicked', () => perDay('clicks', period))
      .with('keys', (db) => db.selectFrom('seen').select(['variant_id', 'source', 'day']).union(db.selectFrom('clicked').select(['variant_id', 'source', 'day'])))
      .selectFrom('keys as k')
      .leftJoin('seen as s', (join) => join.onRef('s.variant_id', '=', 'k.variant_id').onRef('s.source', '=', 'k.source').onRef('s.day', '=', 'k.day'))
      .leftJoin('clicked as c', (join) => join.onRef('c.variant_id', '=', 'k.variant_id').onRef('c.source', '=', 'k.source').onRef('c.day', '=', 'k.day'))
      .leftJoin('variants as v', 'v.id', 'k.variant_id')
      .select((eb) => [
        'k.variant_id as variantId',
        'v.name as variantName',
        'v.slug as variantSlug',
        'k.source as source',
        'k.day as day',
        eb.fn.coalesce('s.n', eb.lit(0)).as('impressions'),
        eb.fn.coalesce('c.n', eb.lit(0)).as('clicks'),
      ]);
  return {
    /** One page of the period's rows (most impressions, then most clicks first), their count, and the period's totals. */
    async traffic(period: Period, page: number, pageSize: number): Promise<{ rows: TrafficRowRecord[]; totals: { rows: number; impressions: number; clicks: number } }> {
      const rows = await traffic(period)
        .orderBy('impressions', 'desc')
        .orderBy('clicks', 'desc')
        .orderBy('day', 'desc')
        .orderBy('variantId')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const totals = await store
        .selectFrom(traffic(period).as('traffic'))
        .select((eb) => [
          eb.fn.countAll<number>().as('rows'),
          eb.fn.coalesce(eb.fn.sum<number>('impressions'), eb.lit(0)).as('impressions'),
          eb.fn.coalesce(eb.fn.sum<number>('clicks'), eb.lit(0)).as('clicks'),
        ])
        .executeTakeFirstOrThrow();
      return {
        rows: rows.map((row) => ({ ...row, impressions: Number(row.impressions), clicks: Number(row.clicks) })),
        totals: { rows: Number(totals.rows), impressions: Number(totals.impressions), clicks: Number(totals.clicks) },
      };
    },
    /** Per experiment and variation: exposed visitors, those who clicked to a shop after their exposure, and their clicks. */
    async experiments(): Promise<VariationRecord[]> {
      const rows = await store
        .selectFrom('viewed_experiments as e')
        .leftJoin('clicks as c', (join) => join.onRef('c.visitor', '=', 'e.visitor').onRef('c.created_at', '>=', 'e.first_seen_at'))
        .select((eb) => [
          'e.experiment_id as experimentId',
          'e.variation_id as variationId',
          eb.fn.count<number>('e.visitor').distinct().as('exposures'),
          eb.fn.count<number>('c.visitor').distinct().as('clickers'),
          eb.fn.count<number>('c.id').as('clicks'),
        ])
        .groupBy(['e.experiment_id', 'e.variation_id'])
        .orderBy('e.experiment_id')
        .orderBy((eb) => eb.cast('e.variation_id', 'integer'))
        .execute();
      return rows.map((row) => ({ ...row, exposures: Number(row.exposures), clickers: Number(row.clickers), clicks: Number(row.clicks) }));
    },
  };
}
