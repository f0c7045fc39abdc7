import type { AdminRankingData, AdminVariantData } from '#generated/admin-data/types.gen';
import { zGetAdminDataQuery } from '#generated/admin-data/zod.gen';
import { createRandom } from '../../catalogue/random';
import { store } from '../../context';
import { backendApp } from '../../http/app';
import { isAdmin, sessionOf } from '../../http/identity';
import { problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { catalogueIndex } from '../../listing/catalogue-index';
import { popularityRanks } from '../../listing/catalogue-query';
import { variantRepository } from '../../repositories/variants';

/** Ranking data for staff in admin mode: how each variant earned its place in a listing. */
export const adminDataApp = backendApp();

const formula = 'scor = sortingCpc × ordersCoefficient × clickRateCoefficient × eshopRank';

/** The ranking of a variant on a day: drawn from its id and the day, so the same question gets the same answer. */
function rankingOn(row: { id: number; popularity: number; tier: 'bestseller' | 'seller' | null; paid: number }, date: string, rank: number, withCpc: boolean): AdminRankingData {
  const random = createRandom(row.id * 31 + Number(date.replaceAll('-', '')));
  const cpc = withCpc && row.paid ? Math.round((0.2 + random.next()) * 100) / 100 : 0;
  const orders = Math.round((0.6 + row.popularity) * 100) / 100;
  const clickRate = Math.round((0.7 + random.next() * 0.6) * 100) / 100;
  const eshopRank = Math.round((3 + random.next() * 2) * 10) / 10;
  return {
    cpc,
    sortingCpc: Math.round(cpc * 1.1 * 100) / 100,
    ordersCoefficient: orders,
    clickRateCoefficient: clickRate,
    eshopRank,
    score: Math.round(Math.max(cpc * 1.1, 0.1) * orders * clickRate * eshopRank * 1000) / 10,
    rank,
    formula,
    date,
    tier: row.tier,
  };
}

adminDataApp.get('/v1/data', async (c) => {
  const claims = await sessionOf(c);
  if (!claims) return problem(401, 'Autentifică-te cu un cont de administrator.');
  if (!isAdmin(claims)) return problem(403, 'Datele de clasament sunt doar pentru administratori.');
  const input = await validate(c, { query: zGetAdminDataQuery });
  if (input instanceof Response) return input;
  const { variantIds, withCpc = false, categoryId } = input.query;
  const rows = await variantRepository(store()).rankingInputs(variantIds);
  // Rank within the category listing: by popularity, as the listing's relevance sort orders it.
  const ranks = popularityRanks(await catalogueIndex(store()), categoryId, rows.map((row) => row.popularity));
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const body: AdminVariantData[] = rows.map((row, i) => {
    const rank = ranks[i]!;
    return {
      variantId: row.id,
      data: rankingOn(row, today, rank, withCpc),
      previousData: rankingOn(row, yesterday, Math.max(1, rank + ((row.id % 5) - 2)), withCpc),
    };
  });
  return c.json(body);
});
