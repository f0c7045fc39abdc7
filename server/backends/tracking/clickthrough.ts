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
  // The location is built only from the shop's registered domain: no parameter can redirect elsewhere.
  const location = new URL(`https://${target.domain}/`);
  location.pathname = `/${target.slug}`;
  location.searchParams.set('utm_source', 'cuib');
  location.searchParams.set('utm_medium', 'comparator');
  return c.redirect(location.toString(), 302);
});
