import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';

/**
 * The site's server entry: Waku's own file router and adapter (pages from `app/pages`, middleware
 * from `app/middleware`), behind a front that Waku's static file serving does not offer:
 * gzip for text (HTML, RSC payloads, JavaScript, CSS, JSON; never event streams or images) and a
 * year of immutable caching for the content-hashed files under /assets/.
 */
const pages = Object.fromEntries(
  Object.entries(import.meta.glob('/app/pages/**/*.{js,ts,tsx,jsx,mjs,cjs}')).map(([path, load]) => [path.slice('/app/'.length), load]),
);

const site = adapter(fsRouter(pages), {
  middlewareModules: import.meta.glob(['/app/middleware/*.{js,ts,tsx,jsx,mjs,cjs}', '!/app/middleware/*.{test,spec}.{js,ts,tsx,jsx,mjs,cjs}']),
});

const front = new Hono();
front.use(compress());
front.use('/assets/*', async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
});
front.all('*', (c) => site.fetch(c.req.raw, c.env));

export default { ...site, fetch: front.fetch };
