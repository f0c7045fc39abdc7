import type { Database } from '../db/database';

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

/** What staff read back from the recorded impressions, clicks and exposures. */
export function reportRepository(db: Database) {
  // Impressions and clicks per variant, source and day, joined into one table of both.
  const traffic = `
    WITH seen AS (
      SELECT variant_id, source, substr(created_at, 1, 10) AS day, COUNT(*) AS n FROM impressions
      WHERE created_at >= :from AND created_at < :until AND (CAST(:source AS INTEGER) IS NULL OR source = :source) GROUP BY 1, 2, 3
    ), clicked AS (
      SELECT variant_id, source, substr(created_at, 1, 10) AS day, COUNT(*) AS n FROM clicks
      WHERE created_at >= :from AND created_at < :until AND (CAST(:source AS INTEGER) IS NULL OR source = :source) GROUP BY 1, 2, 3
    ), keys AS (SELECT variant_id, source, day FROM seen UNION SELECT variant_id, source, day FROM clicked)
    SELECT k.variant_id AS variantId, v.name AS variantName, v.slug AS variantSlug, k.source AS source, k.day AS day,
           COALESCE(s.n, 0) AS impressions, COALESCE(c.n, 0) AS clicks
    FROM keys k
    LEFT JOIN seen s ON s.variant_id = k.variant_id AND s.source = k.source AND s.day = k.day
    LEFT JOIN clicked c ON c.variant_id = k.variant_id AND c.source = k.source AND c.day = k.day
    LEFT JOIN variants v ON v.id = k.variant_id`;
  return {
    /** One page of the period's rows (most impressions, then most clicks first), their count, and the period's totals. */
    traffic(period: { from: string; until: string; source: number | null }, page: number, pageSize: number) {
      const rows = db.prepare(`${traffic} ORDER BY impressions DESC, clicks DESC, day DESC, variantId LIMIT :limit OFFSET :offset`).all({
        ...period,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }) as unknown as TrafficRowRecord[];
      const totals = db.prepare(`SELECT COUNT(*) AS rows, COALESCE(SUM(impressions), 0) AS impressions, COALESCE(SUM(clicks), 0) AS clicks FROM (${traffic}) AS traffic`).get(period) as {
        rows: number;
        impressions: number;
        clicks: number;
      };
      return { rows, totals };
    },
    /** Per experiment and variation: exposed visitors, those who clicked to a shop after their exposure, and their clicks. */
    experiments(): VariationRecord[] {
      return db
        .prepare(
          `SELECT e.experiment_id AS experimentId, e.variation_id AS variationId, COUNT(DISTINCT e.visitor) AS exposures,
                  COUNT(DISTINCT c.visitor) AS clickers, COUNT(c.id) AS clicks
           FROM viewed_experiments e LEFT JOIN clicks c ON c.visitor = e.visitor AND c.created_at >= e.first_seen_at
           GROUP BY 1, 2 ORDER BY 1, CAST(e.variation_id AS INTEGER)`,
        )
        .all() as unknown as VariationRecord[];
    },
  };
}
