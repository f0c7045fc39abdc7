import { Hono } from 'hono';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { readBuiltAssets, readBuiltFile } from './built-files';
import { compression, warmAssets } from './compression';
import { hydrateAfterPaint } from './hydrate-after-paint';
import { inlineStylesheets } from './inline-styles';
import { isOnboardingHostName, mainHostOf, onboardingHostOf, visitedHost } from './lib/onboarding';
import { onboardingPages } from './pages/_content/onboarding-pages';

/**
 * The site's server entry: Waku's own file router and adapter (pages from `app/pages`, middleware
 * from `app/middleware`), behind a front that Waku's static file serving does not offer:
 * brotli or gzip for text (HTML, RSC payloads, JavaScript, CSS, JSON; never event streams or images)
 * and a year of immutable caching for the content-hashed files under /assets/.
 */
const pages = Object.fromEntries(
  Object.entries(import.meta.glob('/app/pages/**/*.{js,ts,tsx,jsx,mjs,cjs}')).map(([path, load]) => [path.slice('/app/'.length), load]),
);

const site = adapter(fsRouter(pages), {
  middlewareModules: import.meta.glob(['/app/middleware/*.{js,ts,tsx,jsx,mjs,cjs}', '!/app/middleware/*.{test,spec}.{js,ts,tsx,jsx,mjs,cjs}']),
});

const front = new Hono();
let warming: Promise<void> | undefined;
front.use(async (_c, next) => {
  // From the first request on (not while building), the built assets are compressed in the background.
  warming ??= warmAssets(readBuiltAssets).catch(() => undefined);
  await next();
});
front.use(compression());
front.use('/assets/*', async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
});

// Two sites on one server (SPEC §2): the shop-onboarding site answers on the `parteneri.` host with
// its own pages; each site sends the other's paths across with a permanent redirect, so neither
// shows the other's pages under its name. Files, assets and the backends are served on both.
const onboardingOnly = /^\/(?:register|contact-form|wiki\/[^/]+)$/;
const sharedPrefixes = /^\/(?:assets|RSC|api|images|icons|v1|v2|sub)\//;
const onboardingPaths = new Set<string>(onboardingPages.map((page) => page.path));
front.use('*', async (c, next) => {
  const url = new URL(c.req.url);
  const host = visitedHost(c.req.header('x-forwarded-host'), c.req.header('host'), c.req.url);
  const path = url.pathname;
  if (sharedPrefixes.test(path) || /\.[a-z0-9]+$/i.test(path)) return next();
  const onboarding = isOnboardingHostName(host);
  if (onboarding && !onboardingPaths.has(path) && !onboardingOnly.test(path)) return c.redirect(`${url.protocol}//${mainHostOf(host)}${path}${url.search}`, 308);
  if (!onboarding && onboardingOnly.test(path)) return c.redirect(`${url.protocol}//${onboardingHostOf(host)}${path}${url.search}`, 308);
  return next();
});

front.all('*', async (c) => {
  const response = await site.fetch(c.req.raw, c.env);
  return hydrateAfterPaint(inlineStylesheets(response, readBuiltFile));
});

export default { ...site, fetch: front.fetch };
