import type { Hono } from 'hono';
import type { ClickSource, ExperimentResults, TrafficReport } from '#generated/main-api/types.gen';
import { zGetTrafficReportQuery } from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { badRequest } from '../../http/problem';
import { validate } from '../../http/validate';
import { reportRepository } from '../../repositories/reports';
import { refusedUnlessStaff } from './moderation';

const dayMs = 86_400_000;
/** The longest period one report covers: a quarter. */
const maxDays = 92;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** The staff's measurement reports: traffic per variant, source and day, and experiment results. */
export function registerStaffReportRoutes(app: Hono): void {
  app.get('/api/v2/staff/traffic', async (c) => {
    const refused = await refusedUnlessStaff(c, 'Raportul de trafic');
    if (refused) return refused;
    const input = await validate(c, { query: zGetTrafficReportQuery });
    if (input instanceof Response) return input;
    const { page, pageSize, source } = input.query;
    const to = input.query.to ?? isoDay(Date.now());
    const from = input.query.from ?? isoDay(Date.parse(to) - 6 * dayMs);
    if (from > to) return badRequest('query.from', `Prima zi (${from}) este după ultima (${to}).`);
    if ((Date.parse(to) - Date.parse(from)) / dayMs >= maxDays) return badRequest('query.to', `Un raport acoperă cel mult ${maxDays} de zile.`);
    const { rows, totals } = await reportRepository(store()).traffic({ from, until: isoDay(Date.parse(to) + dayMs), source: source ?? null }, page, pageSize);
    const body: TrafficReport = {
      from,
      to,
      rows: rows.map((row) => ({ ...row, source: row.source as ClickSource, ctr: rate(row.clicks, row.impressions) })),
      totals: { impressions: totals.impressions, clicks: totals.clicks, ctr: rate(totals.clicks, totals.impressions) },
      pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(totals.rows / pageSize)), totalCount: totals.rows },
    };
    return c.json(body);
  });

  app.get('/api/v2/staff/experiments', async (c) => {
    const refused = await refusedUnlessStaff(c, 'Rezultatele experimentelor');
    if (refused) return refused;
    const byKey = new Map<string, ExperimentResults['experiments'][number]>();
    for (const row of await reportRepository(store()).experiments()) {
      const experiment = byKey.get(row.experimentId) ?? { key: row.experimentId, variations: [] };
      experiment.variations.push({
        variationId: Number(row.variationId),
        exposures: row.exposures,
        clickers: row.clickers,
        clicks: row.clicks,
        clickRate: rate(row.clickers, row.exposures),
      });
      byKey.set(row.experimentId, experiment);
    }
    return c.json({ experiments: [...byKey.values()] } satisfies ExperimentResults);
  });
}
