import type { Context, Hono } from 'hono';
import type { PartnerShop } from '#generated/main-api/types.gen';
import { zPutPartnerFeedBody } from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { badRequest } from '../../http/problem';
import { validate } from '../../http/validate';
import { feedImportRepository } from '../../repositories/feed-imports';
import { type PartnerShopRow, partnerShopRepository } from '../../repositories/partner-shops';
import { partnerOf } from './partners-account';
import { hostProblem } from './partners-hosts';
import { toPartnerShop } from './partners-records';

/** The contract's limit on a feed address. */
const longestFeedUrl = 2000;

/** Why a feed address cannot be used, in Romanian, or undefined when it can. */
export function feedUrlProblem(text: string): string | undefined {
  if (text.length > longestFeedUrl) return `Adresa feedului poate avea cel mult ${longestFeedUrl} de caractere.`;
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return 'Scrie adresa completă a feedului, începând cu https://.';
  if (url.username || url.password) return 'Adresa feedului nu poate conține un nume de utilizator sau o parolă: feedul trebuie să fie public.';
  return hostProblem(url.hostname);
}

/** The shop as the portal shows it, read now. */
export async function partnerShopOf(shop: PartnerShopRow): Promise<PartnerShop> {
  const live = await partnerShopRepository(store()).liveOfferCounts([shop.id]);
  const latest = await feedImportRepository(store()).latestOf([shop.id]);
  return toPartnerShop(shop, live.get(shop.id) ?? 0, latest.get(shop.id));
}

async function answerShop(c: Context, shopId: number): Promise<Response> {
  return c.json(await partnerShopOf((await partnerShopRepository(store()).byId(shopId))!));
}

/** The partner's shop and its feed settings. */
export function registerPartnerShopRoutes(app: Hono): void {
  app.get('/api/v2/partners/me/shop', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    return answerShop(c, partner.shop.id);
  });

  app.put('/api/v2/partners/me/feed', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    // The contract forbids fields it does not name: a typo is refused, not dropped.
    const input = await validate(c, { body: zPutPartnerFeedBody.strict() });
    if (input instanceof Response) return input;
    const url = input.body.url.trim();
    const wrong = feedUrlProblem(url);
    if (wrong) return badRequest('body.url', wrong);
    await partnerShopRepository(store()).setFeed(partner.shop.id, url, input.body.format ?? 'auto');
    return answerShop(c, partner.shop.id);
  });
}
