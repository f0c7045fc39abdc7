import type { Hono } from 'hono';
import type { PartnerOfferList } from '#generated/main-api/types.gen';
import { zGetPartnerOffersQuery } from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { validate } from '../../http/validate';
import { partnerShopRepository } from '../../repositories/partner-shops';
import { partnerOf } from './partners-account';
import { variantPagePath } from './partners-records';

/** The shop's live offers from its feed, each with its page on Cuib. */
export function registerPartnerOfferRoutes(app: Hono): void {
  app.get('/api/v2/partners/me/offers', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const input = await validate(c, { query: zGetPartnerOffersQuery });
    if (input instanceof Response) return input;
    const { page, pageSize } = input.query;
    const { rows, total } = await partnerShopRepository(store()).offers(partner.shop.id, page, pageSize);
    const body: PartnerOfferList = {
      offers: rows.map((row) => ({
        variantId: row.id,
        shopItemId: row.shop_item_id,
        name: row.name,
        price: row.price,
        inStock: row.in_stock === 1,
        deliveryInDays: row.delivery_in_days,
        category: { id: row.category_id, urlSlug: row.category_slug, longName: row.category_long_name },
        pageUrl: variantPagePath(row.id, row.slug),
        link: row.link,
      })),
      pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), totalCount: total },
    };
    return c.json(body);
  });
}
