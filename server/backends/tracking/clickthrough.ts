import { getCookie } from 'hono/cookie';
import { isVisitorId, visitorCookie } from '#domain/visitor';
import { backendApp } from '../../http/app';
import { zClickThroughPath, zClickThroughQuery } from '#generated/clickthrough/zod.gen';
import { store } from '../../context';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { eventRepository } from '../../repositories/events';
import { variantRepository } from '../../repositories/variants';

/** Clicks to shops: recorded, then redirected to the variant on the shop's own registered domain. */
export const clickthroughApp = backendApp();

/** A fed item's link, normalised, when it is http(s) on the shop's domain or one of its subdomains; else null. */
function shopLink(link: string | null, domain: string): URL | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    const host = url.hostname.toLowerCase();
    const own = domain.toLowerCase();
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
    return host === own || host.endsWith(`.${own}`) ? url : null;
  } catch {
    return null;
  }
}

const attributionParams = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

clickthroughApp.get('/v2/clickthrough/:a/:b', async (c) => {
  const input = await validate(c, { path: zClickThroughPath, query: zClickThroughQuery });
  if (input instanceof Response) return input;
  const target = await variantRepository(store()).clickTarget(input.path.a);
  if (!target) return notFound(`Nu există produsul ${input.path.a}.`, 'path.a');
  const attribution: Record<string, string> = {};
  for (const name of attributionParams) {
    const value = input.query[name];
    if (value) attribution[name] = value;
  }
  await eventRepository(store()).click({
    variantId: input.path.a,
    source: input.path.b,
    position: input.query.position,
    requestId: input.query.requestId,
    extra: input.query.extra,
    attribution,
    // Read, never issued: a click is no reason to give a browser an id it did not have.
    visitor: isVisitorId(getCookie(c, visitorCookie)) ? getCookie(c, visitorCookie) : undefined,
  });
  // The location is the item's link from the shop's feed when it is on the shop's registered domain
  // (checked again here, after normalising), else built from that domain: no parameter can redirect elsewhere.
  const fed = shopLink(target.link, target.domain);
  const location = fed ?? new URL(`https://${target.domain}/`);
  if (!fed) location.pathname = `/${target.slug}`;
  location.searchParams.set('utm_source', 'cuib');
  location.searchParams.set('utm_medium', 'comparator');
  return c.redirect(location.toString(), 302);
});
