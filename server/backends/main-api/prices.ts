import type { Hono } from 'hono';
import type { PriceHistory } from '#generated/main-api/types.gen';
import { zGetVariantPriceHistoryPath, zGetVariantPriceHistoryQuery } from '#generated/main-api/zod.gen';
import { now } from '../../clock';
import { store } from '../../context';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { dateOf, dayAt, omnibusDays } from '../../prices/omnibus';
import { lowestBetween, priceRepository, seriesBetween } from '../../repositories/prices';

/** A variant's price history beside the same product's at the other shops. */
export function registerPriceRoutes(app: Hono): void {
  app.get('/api/v2/variant/:variantId/price-history', async (c) => {
    const input = await validate(c, { path: zGetVariantPriceHistoryPath, query: zGetVariantPriceHistoryQuery });
    if (input instanceof Response) return input;
    const { variantId } = input.path;
    const prices = priceRepository(store());
    const offers = await prices.offers(variantId);
    if (!offers) return notFound(`Nu există produsul ${variantId}.`, 'path.variantId');
    const today = dayAt(now());
    const [from, to] = [dateOf(today - input.query.days), dateOf(today)];
    const own = await prices.history(variantId);
    const body: PriceHistory = {
      variantId,
      days: input.query.days,
      lowestPrice30Days: lowestBetween(own, dateOf(today - omnibusDays), to),
      series: [],
    };
    for (const [index, offer] of offers.entries()) {
      const points = seriesBetween(index === 0 ? own : await prices.history(offer.variant_id), from, to);
      // The variant's own series is always there; another shop's only with a price in the period.
      if (index === 0 || points.length > 0) body.series.push({ eshopId: offer.eshop_id, eshopName: offer.eshop_name, variantId: offer.variant_id, points });
    }
    return c.json(body);
  });
}
