import type { Hono } from 'hono';
import type { VariantDeliveries, WatchedVariants } from '#generated/main-api/types.gen';
import {
  zGetUserFavouritesOnSaleQuery,
  zGetUserRemarketingVariantsQuery,
  zGetUserVariantsLikedQuery,
  zGetUserVariantsWatchedQuery,
  zGetVariantDeliveriesPath,
} from '#generated/main-api/zod.gen';
import { decryptShare, encryptShare } from '../../auth/share-token';
import { store } from '../../context';
import { ownerOf, sessionOf } from '../../http/identity';
import { notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { likeRepository } from '../../repositories/likes';
import { shopRepository } from '../../repositories/shops';
import { variantRepository } from '../../repositories/variants';
import { statusOf, watchRepository } from '../../repositories/watches';
import { toVariant } from './variant';

const loginNeeded = () => problem(401, 'Autentifică-te ca să îți vezi produsele favorite.');

/** Favourites, their share link, watched variants, suggestions for the visitor, and deliveries. */
export function registerUserRoutes(app: Hono): void {
  app.get('/api/v2/user/favourites-share', async (c) => {
    const user = await sessionOf(c);
    if (!user) return loginNeeded();
    const encryptedShare = await encryptShare(user.id);
    return c.json({ encryptedShare, url: `/user/favourites/${encryptedShare}` });
  });

  app.get('/api/v2/user/variants-liked', async (c) => {
    const input = await validate(c, { query: zGetUserVariantsLikedQuery });
    if (input instanceof Response) return input;
    const { page = 1, pageSize = 24, sort, encryptedShare, active } = input.query;
    let owner: string;
    if (encryptedShare) {
      const userId = await decryptShare(encryptedShare);
      if (userId === undefined) return notFound('Linkul de partajare nu este valabil.', 'query.encryptedShare');
      owner = `u:${userId}`;
    } else {
      const user = await sessionOf(c);
      if (!user) return loginNeeded();
      owner = `u:${user.id}`;
    }
    const { rows, totalCount } = await variantRepository(store()).liked(owner, { sort, page, pageSize, active });
    return c.json({
      variants: rows.map((row) => toVariant(row, 99)),
      pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount },
    });
  });

  app.get('/api/v2/user/favourites-on-sale', async (c) => {
    const input = await validate(c, { query: zGetUserFavouritesOnSaleQuery });
    if (input instanceof Response) return input;
    const user = await sessionOf(c);
    if (!user) return loginNeeded();
    const { rows } = await variantRepository(store()).liked(`u:${user.id}`, {
      sort: 'biggestDiscount',
      page: 1,
      pageSize: input.query.limit ?? 10,
      active: true,
      discountedOnly: true,
    });
    return c.json({ variants: rows.map((row) => toVariant(row, 99)) });
  });

  // What the visitor liked most recently; for a new visitor, today's most popular deals.
  app.get('/api/v2/user/remarketing-variants', async (c) => {
    const input = await validate(c, { query: zGetUserRemarketingVariantsQuery });
    if (input instanceof Response) return input;
    const limit = input.query.limit ?? 10;
    const { owner } = await ownerOf(c);
    const variants = variantRepository(store());
    const liked = (await variants.byIds((await likeRepository(store()).likedBy(owner, 'variant')).slice(0, limit))).filter((row) => row.active === 1);
    const rows = liked.length > 0 ? liked : await variants.popularDeals(limit);
    return c.json({ variants: rows.map((row) => toVariant(row, 99)) });
  });

  app.get('/api/v2/user/variants-watched', async (c) => {
    const input = await validate(c, { query: zGetUserVariantsWatchedQuery });
    if (input instanceof Response) return input;
    const user = await sessionOf(c);
    if (!user) return problem(401, 'Autentifică-te ca să vezi produsele urmărite.');
    const watches = await watchRepository(store()).ofOwner(`u:${user.id}`, input.query.limit ?? 10);
    const rows = new Map((await variantRepository(store()).byIds(watches.map((watch) => watch.variant_id))).map((row) => [row.id, row]));
    const body: WatchedVariants = {
      variants: watches.flatMap((watch) => {
        const row = rows.get(watch.variant_id);
        return row ? [{ variant: toVariant(row, 99), type: watch.type, targetPrice: watch.target_price, status: statusOf(watch) }] : [];
      }),
    };
    return c.json(body);
  });

  app.get('/api/v2/variant/:variantId/deliveries', async (c) => {
    const input = await validate(c, { path: zGetVariantDeliveriesPath });
    if (input instanceof Response) return input;
    const variant = await variantRepository(store()).productAndColour(input.path.variantId);
    if (!variant) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    // Every shop offering the same product in the same colour, with how each delivers.
    const shops = await shopRepository(store()).offeringColour(variant.product_id, variant.colour);
    const options = await shopRepository(store()).deliveryOptionsOf(shops.map((shop) => shop.id));
    const body: VariantDeliveries = {
      variantId: input.path.variantId,
      eshops: shops.map((shop, i) => ({
        label: shop.name,
        logo: null,
        website: `https://${shop.domain}`,
        items: options[i]!.map((item) => ({ id: item.id, type: item.type, label: item.label, price: item.price, priceCod: item.price_cod, deliveryDays: item.delivery_days })),
      })),
    };
    return c.json(body);
  });
}
