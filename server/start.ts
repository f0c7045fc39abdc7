/**
 * Serves every embedded backend alone, without the site (`npm run server`), for backend teams who
 * want to call the reference implementation of our contracts directly. Port: `PORT`, default 4000.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { db } from './context';
import { embeddedBackends } from './index';
import { onNotFound } from './http/problem';

db();
const all = new Hono();
all.all('*', (c) => {
  const backend = embeddedBackends.find((b) => b.owns(c.req.path));
  return backend ? backend.app.fetch(c.req.raw) : onNotFound(c);
});

const port = Number(process.env.PORT ?? 4000);
serve({ fetch: all.fetch, port }, () => console.log(`Cuib backends on http://localhost:${port}`));
