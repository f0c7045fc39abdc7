import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { origins } from '#domain/origins';
import { maxUploadBodyBytes, takesUpload } from '#domain/uploads';
import { listingViewParam, rememberedLayoutCookie } from '#ui/lib/listing-view';
import { apiReferencePath, apiReferenceResponse } from './api-reference';
import { readBuiltAssets, readBuiltFile } from './built-files';
import { compression, warmAssets } from './compression';
import { errorPageResponse } from './error-page';
import { handleFormPost } from './forms/posts';
import { hydrateAfterPaint } from './hydrate-after-paint';
import { inlineStylesheets } from './inline-styles';
import { isOnboardingHostName, visitedHost } from './lib/onboarding';
import { onboardingPages } from './pages/_content/onboarding-pages';
import { newRequestContext, requestContext, runWithRequestContext } from './request-context';
import { hashedFiles, securityHeaders } from './security-headers';
import { canonicalSitePath, isWellFormedRscPath, maxBodyBytes, tooLarge } from './site-paths';

/**
 * The site's server entry: Waku's own file router and adapter (pages from `app/pages`, middleware
 * from `app/middleware`), behind a front that Waku does not offer: a request id and CSP nonce per
 * request, security headers, a bound on bodies, the two sites on one server, brotli or gzip for
 * text, a year of immutable caching for the content-hashed files under /assets/, and a styled
 * Romanian error page (503 when a backend did not answer, 500 otherwise) instead of a blank one.
 */
const pages = Object.fromEntries(
  Object.entries(import.meta.glob('/app/pages/**/*.{js,ts,tsx,jsx,mjs,cjs}')).map(([path, load]) => [path.slice('/app/'.length), load]),
);

const site = adapter(fsRouter(pages), {
  middlewareModules: import.meta.glob(['/app/middleware/*.{js,ts,tsx,jsx,mjs,cjs}', '!/app/middleware/*.{test,spec}.{js,ts,tsx,jsx,mjs,cjs}']),
});

const front = new Hono();
front.use(async (c, next) => {
  const context = newRequestContext(c.env);
  await runWithRequestContext(context, next);
  // The reference a visitor reads off an error page; the build's hashed files never need one.
  if (!c.req.path.startsWith(hashedFiles)) c.header('x-request-id', context.id);
});
let warming: Promise<void> | undefined;
front.use(async (_c, next) => {
  // From the first request on (not while building), the built assets are compressed in the background.
  warming ??= warmAssets(readBuiltAssets).catch(() => undefined);
  await next();
});
front.use(securityHeaders({ development: import.meta.env.DEV }));
front.use(compression());
// No request body is read whole before its size is known to be acceptable.
// The review page's form carries its photos when posted without JavaScript: up to 8 MiB each.
const formLimit = bodyLimit({ maxSize: maxBodyBytes, onError: () => tooLarge() });
const uploadLimit = bodyLimit({ maxSize: maxUploadBodyBytes, onError: () => tooLarge() });
front.use((c, next) => (takesUpload(c.req.path) ? uploadLimit : formLimit)(c, next));
front.use(`${hashedFiles}*`, async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  c.header('cache-control', 'public, max-age=31536000, immutable');
  // A content-hashed, immutable file is never revalidated, so a validator is bytes for nothing
  // (about 45 on each of a page's dozen scripts and styles).
  c.res.headers.delete('last-modified');
});

// The API reference for backend teams (npm run docs:api), on both sites.
front.get(apiReferencePath.slice(0, -1), (c) => c.redirect(apiReferencePath, 308));
front.get(`${apiReferencePath}*`, (c) => apiReferenceResponse(c.req.path));

// Two sites on one server (SPEC §2): the shop-onboarding site answers on the `parteneri.` host with
// its own pages; each site sends the other's paths across with a permanent redirect, to the
// configured origin of the other (never to a host named by the request), so neither shows the
// other's pages under its name. Files, assets and the backends are served on both.
const onboardingOnly = /^\/(?:register|contact-form|wiki\/[^/]+)$/;
const sharedPrefixes = /^\/(?:assets|RSC|api|images|icons|v1|v2|sub)\//;
const onboardingPaths = new Set<string>(onboardingPages.map((page) => page.path));
front.use('*', async (c, next) => {
  const url = new URL(c.req.url);
  const path = url.pathname;
  if (path.startsWith('/RSC/') && !isWellFormedRscPath(path)) return c.text('Negăsit', 404);
  if (sharedPrefixes.test(path) || /\.[a-z0-9]+$/i.test(path)) return next();
  const onboarding = isOnboardingHostName(visitedHost({ host: c.req.header('host'), forwardedHost: c.req.header('x-forwarded-host') }));
  if (onboarding && !onboardingPaths.has(path) && !onboardingOnly.test(path)) return c.redirect(`${origins().site}${path}${url.search}`, 308);
  if (!onboarding && onboardingOnly.test(path)) return c.redirect(`${origins().partner}${path}${url.search}`, 308);
  // `/produse/Canapele` is `/produse/canapele`: one address per page.
  const canonical = canonicalSitePath(path);
  if (canonical !== path) return c.redirect(`${canonical}${url.search}`, 308);
  return next();
});

// The auth and unsubscribe forms work without JavaScript: posted here, they redirect when the
// backend took them, or the page is drawn again (as for a GET) with the messages and the values.
front.post('*', async (c, next) => {
  const outcome = await handleFormPost(c.req.raw);
  if (!outcome) return next();
  if ('refused' in outcome) return c.text('Formularul a fost trimis de pe alt site și a fost refuzat.', 403);
  if ('redirect' in outcome) {
    const headers = new Headers({ location: outcome.redirect, 'cache-control': 'no-store' });
    for (const cookie of outcome.cookies) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  }
  requestContext()!.form = outcome.render;
  return next();
});

front.all('*', async (c) => {
  const context = requestContext()!;
  const url = new URL(c.req.url);
  // A refused form's page is drawn as its GET would be, with the form's state from the context.
  const request = context.form ? new Request(c.req.url, { method: 'GET', headers: withoutBodyHeaders(c.req.raw.headers), signal: c.req.raw.signal }) : c.req.raw;
  let response: Response;
  try {
    response = await site.fetch(request, c.env);
    if (context.form && response.status === 200) response = new Response(response.body, { status: context.form.status, headers: response.headers });
  } catch (error) {
    console.error(`[${context.id}] ${c.req.method} ${url.pathname} failed:`, error);
    response = new Response(null, { status: 500 });
  }
  // The backends' own errors are problem+json for their callers; a page's are for a person.
  const problem = (response.headers.get('content-type') ?? '').includes('json');
  if (response.status >= 500 && !problem) {
    const failure = context.backendFailure;
    console.error(`[${context.id}] ${c.req.method} ${url.pathname}${url.search} answered ${response.status}${failure ? `: the ${failure.backend} backend ${failure.reason}` : ''}.`);
    await response.body?.cancel();
    return errorPageResponse({ status: failure ? 503 : 500, requestId: context.id, retryPath: `${url.pathname}${url.search}` });
  }
  // A listing view chosen in the URL (grid or rows) is remembered for the listings opened without one.
  const rememberedView = c.req.method === 'GET' && response.status === 200 ? rememberedLayoutCookie(url.searchParams.get(listingViewParam)) : undefined;
  if (rememberedView) {
    response = new Response(response.body, response);
    response.headers.append('set-cookie', rememberedView);
  }
  // A shopper's own pages (and the account forms) are never kept by a shared cache.
  if (personalPages.test(url.pathname) && !response.headers.has('cache-control')) {
    response = new Response(response.body, response);
    response.headers.set('cache-control', 'private, no-store');
  }
  return hydrateAfterPaint(inlineStylesheets(response, readBuiltFile));
});

const personalPages = /^\/(?:admin(?:\/|$)|star\/(?!eshop\/)|user(?:\/|$)|login$|logout$|inregistrare$|parola\/|register\/confirmation\/|watchdog\/)/;

function withoutBodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) copy.delete(name);
  return copy;
}

export default { ...site, fetch: front.fetch };
