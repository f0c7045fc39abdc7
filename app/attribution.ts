import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { attributionMaxAgeSeconds, attributionOfLanding, attributionParams } from '#domain/attribution';
import { origins } from '#domain/origins';

/**
 * Attribution cookies (SPEC §9): a page opened from a campaign link (`utm_*`, `gclid`) or from a
 * search engine or another site keeps where the visitor came from for 30 days; the browser adds
 * it to each click to a shop. A new campaign replaces the whole previous set. Only documents
 * (a page or a redirect opened as one, not an RSC payload, files or API calls) are landings. The
 * cookies are readable by the page's script, which copies them onto click-through links; they
 * hold no identifier of the person.
 * Set by the site's front (app/waku.server.ts), so a page answered from the shared cache sets them too.
 */
export const attribution = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.req.method !== 'GET') return;
  const dest = c.req.header('sec-fetch-dest');
  const page = (c.res.headers.get('content-type') ?? '').startsWith('text/html') && dest !== 'empty';
  // A tracked link to an old address lands on a redirect first: it counts as the landing too.
  const redirect = c.res.status >= 300 && c.res.status < 400 && (dest === undefined || dest === 'document');
  if (!page && !redirect) return;
  const { site, secure } = origins();
  const landing = attributionOfLanding(new URL(c.req.url), c.req.header('referer'), new URL(site).hostname);
  if (!landing) return;
  for (const name of attributionParams) {
    const value = landing[name];
    setCookie(c, name, value ?? '', { path: '/', sameSite: 'Lax', secure, maxAge: value ? attributionMaxAgeSeconds : 0 });
  }
};

