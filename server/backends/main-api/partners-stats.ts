import type { Hono } from 'hono';
import type { PartnerStats, TrafficFigures } from '#generated/main-api/types.gen';
import { zGetPartnerStatsQuery } from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { badRequest } from '../../http/problem';
import { validate } from '../../http/validate';
import { partnerStatsRepository } from '../../repositories/partner-stats';
import { partnerOf } from './partners-account';

const dayMs = 86_400_000;
/** The longest period asked at once: a quarter (as staff's traffic report). */
const maxDays = 92;
/** The period when none is asked: the last 30 days, today included. */
const defaultDays = 30;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** clicks ÷ impressions to 4 decimals; null without impressions. */
const rate = (clicks: number, impressions: number) => (impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : null);
const figures = (impressions: number, clicks: number): TrafficFigures => ({ impressions, clicks, ctr: rate(clicks, impressions) });

/** The shop's impressions, clicks to its site and click-through rate, per day and per category. */
export function registerPartnerStatsRoutes(app: Hono): void {
  app.get('/api/v2/partners/me/stats', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const input = await validate(c, { query: zGetPartnerStatsQuery });
    if (input instanceof Response) return input;
    const to = input.query.to ?? isoDay(Date.now());
    const from = input.query.from ?? isoDay(Date.parse(to) - (defaultDays - 1) * dayMs);
    if (from > to) return badRequest('query.from', `Prima zi (${from}) este după ultima (${to}).`);
    const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
    if (days > maxDays) return badRequest('query.to', `Poți vedea cel mult ${maxDays} de zile deodată.`);

    const stats = partnerStatsRepository(store());
    const shopId = partner.shop.id;
    const period = [shopId, `${from}T00:00:00.000Z`, new Date(Date.parse(to) + dayMs).toISOString()] as const;
    const seenPerDay = new Map((await stats.perDay('impressions', ...period)).map((row) => [row.day, row.n]));
    const clickedPerDay = new Map((await stats.perDay('clicks', ...period)).map((row) => [row.day, row.n]));
    const perCategory = new Map<number, { category: PartnerStats['categories'][number]['category']; impressions: number; clicks: number }>();
    for (const measure of ['impressions', 'clicks'] as const) {
      for (const row of await stats.perCategory(measure, ...period)) {
        const entry = perCategory.get(row.category_id) ?? { category: { id: row.category_id, urlSlug: row.slug, longName: row.long_name }, impressions: 0, clicks: 0 };
        entry[measure] += row.n;
        perCategory.set(row.category_id, entry);
      }
    }

    const dayList = Array.from({ length: days }, (_, i) => isoDay(Date.parse(from) + i * dayMs));
    const impressions = [...seenPerDay.values()].reduce((sum, n) => sum + n, 0);
    const clicks = [...clickedPerDay.values()].reduce((sum, n) => sum + n, 0);
    const body: PartnerStats = {
      from,
      to,
      totals: figures(impressions, clicks),
      days: dayList.map((day) => ({ day, ...figures(seenPerDay.get(day) ?? 0, clickedPerDay.get(day) ?? 0) })),
      categories: [...perCategory.values()]
        .sort((a, b) => b.impressions - a.impressions || b.clicks - a.clicks || a.category.longName.localeCompare(b.category.longName, 'ro'))
        .map((entry) => ({ category: entry.category, ...figures(entry.impressions, entry.clicks) })),
    };
    return c.json(body);
  });
}
