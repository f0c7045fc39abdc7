/**
 * Serves every embedded backend alone, without the site (`npm run server`), for backend teams who
 * want to call the reference implementation of our contracts directly. Port: `PORT`, default 4000.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ready } from './context';
import { backendOwning } from './index';
import { onNotFound } from './http/problem';

// Opened, and seeded when new, right away: the first request need not wait for it. A store that
// cannot be reached now is tried again by each request, which meanwhile gets a 503.
ready().catch((error: unknown) => console.error(`The store cannot be reached yet: ${error instanceof Error ? error.message : String(error)}`));
const all = new Hono();
all.all('*', (c) => {
  const backend = backendOwning(c.req.path);
  // The Node bindings go along: rate limits read the client's address from them.
  return backend ? backend.app.fetch(c.req.raw, c.env) : onNotFound(c);
});

const port = Number(process.env.PORT ?? 4000);
serve({ fetch: all.fetch, port }, () => console.log(`Cuib backends on http://localhost:${port}`));
