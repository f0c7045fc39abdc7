import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { origins } from '#domain/origins';
import { maxUploadBodyBytes, takesFeedUpload, takesUpload } from '#domain/uploads';
import { listingViewParam, rememberedLayoutCookie } from '#ui/lib/listing-view';
import { apiReferencePath, apiReferenceResponse } from './api-reference';
import { attribution } from './attribution';
import { publicDir, readBuiltFile } from './built-files';
import { compression } from './compression';
import { errorPageResponse } from './error-page';
import { handleFormPost } from './forms/posts';
import { hydrateAfterPaint } from './hydrate-after-paint';
import { inlineStylesheets } from './inline-styles';
import { catalogueVersion } from './lib/main-api';
import { isOnboardingHostName, visitedHost } from './lib/onboarding';
import { servingHostlessRequests } from './missing-host';
import { visitorId } from './front/visitor-id';
import { personalPages, productScope } from './page-cache/key';
import { noSharedCookies } from './page-cache/no-shared-cookies';
import { type CatalogueLag, createPageCache, type DrawnPage } from './page-cache/page-cache';
import { sharedDraw } from './page-cache/shared-draw';
import { onboardingPages } from './pages/_content/onboarding-pages';
import { newRequestContext, type RequestContext, requestContext, runWithRequestContext } from './request-context';
import { hashedFiles, securityHeaders } from './security-headers';
import { canonicalSitePath, healthPath, healthy, isWellFormedRscPath, maxBodyBytes, tooLarge } from './site-paths';

/**
 * The site's server entry: Waku's own file router and adapter (pages from `app/pages`, middleware
 * from `app/middleware`), behind a front that Waku does not offer: a request id and CSP nonce per
 * request, security headers, a bound on bodies, the two sites on one server, brotli or gzip for
 * text (the build's files precompressed), a year of immutable caching for the content-hashed
 * files under /assets/, the shared page cache, and a styled Romanian error page (503 when a backend did not answer, 500 otherwise) instead of a blank one.
 */
const pages = Object.fromEntries(
  Object.entries(import.meta.glob('/app/pages/**/*.{js,ts,tsx,jsx,mjs,cjs}')).map(([path, load]) => [path.slice('/app/'.length), load]),
);

const site = adapter(fsRouter(pages), {
  middlewareModules: import.meta.glob(['/app/middleware/*.{js,ts,tsx,jsx,mjs,cjs}', '!/app/middleware/*.{test,spec}.{js,ts,tsx,jsx,mjs,cjs}']),
});

const front = new Hono();
// First, before any other work: the load balancer asks every second.
front.get(healthPath, () => healthy());
// Outermost: whatever set a cookie on an answer (attribution, the remembered view, a backend) makes it one visitor's.
front.use(noSharedCookies());
front.use(async (c, next) => {
  const context = { ...newRequestContext(c.env), signal: c.req.raw.signal };
  await runWithRequestContext(context, next);
  // The reference a visitor reads off an error page; the build's hashed files never need one.
  if (!c.req.path.startsWith(hashedFiles)) c.header('x-request-id', context.id);
});
front.use(securityHeaders({ development: import.meta.env.DEV }));
front.use(compression());
// No request body is read whole before its size is known to be acceptable.
// The review page's form carries its photos when posted without JavaScript: up to 8 MiB each. A
// shop's feed file goes on to the backend unread: its route streams it to disk and counts it.
const formLimit = bodyLimit({ maxSize: maxBodyBytes, onError: () => tooLarge() });
const uploadLimit = bodyLimit({ maxSize: maxUploadBodyBytes, onError: () => tooLarge() });
front.use((c, next) => (takesFeedUpload(c.req.path) ? next() : (takesUpload(c.req.path) ? uploadLimit : formLimit)(c, next)));
front.use(`${hashedFiles}*`, async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  c.header('cache-control', 'public, max-age=31536000, immutable');
  // A content-hashed, immutable file is never revalidated, so a validator is bytes for nothing
  // (about 45 on each of a page's dozen scripts and styles).
  c.res.headers.delete('last-modified');
});
// The build's hashed files with the brotli and gzip copies the build wrote (build/precompress-assets.ts).
// In development Vite serves them.
if (!import.meta.env.DEV) front.use(`${hashedFiles}*`, serveStatic({ root: publicDir(), precompressed: true }));

// The API reference for backend teams (npm run docs:api), on both sites. Scalar's script (4.9 MB,
// one for every page) is streamed from the built files, not read whole into memory for each visit.
front.get(
  `${apiReferencePath}scalar.js`,
  async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=86400');
  },
  serveStatic({ root: publicDir() }),
);
front.get(apiReferencePath.slice(0, -1), (c) => c.redirect(`${apiReferencePath}${new URL(c.req.url).search}`, 308));
front.get(`${apiReferencePath}*`, (c) => apiReferenceResponse(c.req.path));

// Two sites on one server (SPEC §2): the shop-onboarding site answers on the `parteneri.` host with
// its own pages; each site sends the other's paths across with a permanent redirect, to the
// configured origin of the other (never to a host named by the request), so neither shows the
// other's pages under its name. Files, assets and the backends are served on both.
// The partner portal (/portal/…) is the onboarding site's: its session cookie is that host's.
const onboardingOnly = /^\/(?:register|contact-form|wiki\/[^/]+|portal(?:\/.*)?)$/;
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
  if ('malformed' in outcome) return c.text('Formularul nu a ajuns întreg. Trimite-l din nou.', 400);
  if ('redirect' in outcome) {
    const headers = new Headers({ location: outcome.redirect, 'cache-control': 'no-store' });
    for (const cookie of outcome.cookies) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  }
  requestContext()!.form = outcome.render;
  return next();
});

/**
 * The shared page cache (app/page-cache/): 64 MiB of compressed pages by default
 * (`CUIB_PAGE_CACHE_MB`, 0 turns it off; off in development, where the code changes under it).
 */
const pageCacheBytes = (Number(process.env.CUIB_PAGE_CACHE_MB ?? 64) || 0) * 1024 * 1024;
const pageCache = pageCacheBytes > 0 && !import.meta.env.DEV ? createPageCache({ maxBytes: pageCacheBytes, freshMs: 60_000, staleMs: 300_000 }) : undefined;

/**
 * A page that shows many variants may be answered up to a minute behind the catalogue (drawn again
 * in the background once 30 s behind), as a catalogue fed by shops changes every second (README,
 * "The shared page cache").
 */
const pageLag: CatalogueLag = { maxMs: 60_000, redrawAfterMs: 30_000 };
/**
 * A product page is keyed on its product's own version, so other products' changes leave it
 * cached. After its own change it is drawn again in the background at once, and the kept page is
 * answered meanwhile for at most 5 s after its version was last seen current: a visitor does not
 * wait for the draw, and none gets a price more than 5 s old.
 */
const productLag: CatalogueLag = { maxMs: 5_000, redrawAfterMs: 0, ownVersion: true };

front.use(attribution());
front.use(visitorId());

front.all('*', async (c) => {
  const context = requestContext()!;
  const shared = pageCache && !context.form ? await sharedDraw(c.req.raw, context) : null;
  if (!pageCache || !shared) return finishPage(c.req.raw, await drawPage(c.req.raw, c.env), false);
  const { key, request } = shared;
  const scope = productScope(new URL(request.url).pathname);
  const answer = await pageCache.answer({
    request,
    key,
    version: await catalogueVersion(scope),
    lag: scope ? productLag : pageLag,
    draw: () => drawnPage(context, () => drawPage(request, c.env)),
    // A background draw is a request of its own (its id, nonce and backend failures), with the same flags.
    drawAgain: () => {
      const again = { ...newRequestContext(c.env), flags: context.flags };
      return runWithRequestContext(again, () => drawnPage(again, () => drawPage(new Request(request.url, { headers: request.headers }), c.env)));
    },
  });
  context.scriptHashes = answer.scriptHashes;
  return finishPage(c.req.raw, answer.response, true);
});

/** A page drawn for the shared cache, which asks once its body has ended whether a part of it fell back. */
async function drawnPage(context: RequestContext, draw: () => Promise<Response>): Promise<DrawnPage> {
  return { response: await draw(), degraded: () => context.partMissing === true };
}

/** A page as Waku draws it, with a styled error page for a failure, its styles inlined and its hydration after the first paint. */
async function drawPage(raw: Request, env: unknown): Promise<Response> {
  const context = requestContext()!;
  const url = new URL(raw.url);
  // A refused form's page is drawn as its GET would be, with the form's state from the context.
  const request = context.form ? new Request(raw.url, { method: 'GET', headers: withoutBodyHeaders(raw.headers), signal: raw.signal }) : raw;
  let response: Response;
  try {
    response = await site.fetch(request, env);
    if (context.form && response.status === 200) response = new Response(response.body, { status: context.form.status, headers: response.headers });
  } catch (error) {
    console.error(`[${context.id}] ${raw.method} ${url.pathname} failed:`, error);
    response = new Response(null, { status: 500 });
  }
  // The backends' own errors are problem+json for their callers; a page's are for a person.
  const problem = (response.headers.get('content-type') ?? '').includes('json');
  if (response.status >= 500 && !problem) {
    const failure = context.backendFailure;
    console.error(`[${context.id}] ${raw.method} ${url.pathname}${url.search} answered ${response.status}${failure ? `: the ${failure.backend} backend ${failure.reason}` : ''}.`);
    await response.body?.cancel();
    return errorPageResponse({ status: failure ? 503 : 500, requestId: context.id, retryPath: `${url.pathname}${url.search}` });
  }
  return hydrateAfterPaint(inlineStylesheets(response, readBuiltFile));
}

/**
 * What every answer gets, from the cache or not: the listing view chosen in the address
 * remembered, and a page drawn for one visitor kept out of shared caches.
 */
function finishPage(request: Request, page: Response, shareable: boolean): Response {
  const url = new URL(request.url);
  let response = page;
  // A listing view chosen in the URL (grid or rows) is remembered for the listings opened without one.
  const rememberedView = request.method === 'GET' && response.status === 200 ? rememberedLayoutCookie(url.searchParams.get(listingViewParam)) : undefined;
  if (rememberedView) {
    response = new Response(response.body, response);
    response.headers.append('set-cookie', rememberedView);
  }
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!response.headers.has('cache-control') && html && (!shareable || personalPages.test(url.pathname))) {
    if (response === page) response = new Response(response.body, response);
    // A shopper's own pages (and the account forms) are never kept; other pages drawn for one person may be, by their browser only.
    response.headers.set('cache-control', personalPages.test(url.pathname) ? 'private, no-store' : 'private, no-cache');
  }
  return response;
}

function withoutBodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) copy.delete(name);
  return copy;
}

export default { ...site, fetch: front.fetch, serve: servingHostlessRequests(site.serve as Parameters<typeof servingHostlessRequests>[0]) };
