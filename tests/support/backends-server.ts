import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { onNotFound } from '#server/http/problem';
import { backendOwning } from '#server/index';

export interface BackendsServer {
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * Every embedded backend on a real port, as `npm run server` serves them, for tools that talk
 * HTTP to a service (contract:check). `wrap` may stand between the caller and the backends.
 */
export function serveBackends(wrap: (request: Request, env: unknown, answer: (request: Request) => Promise<Response>) => Promise<Response> = (request, _env, answer) => answer(request)): Promise<BackendsServer> {
  const app = new Hono();
  app.all('*', (c) =>
    wrap(c.req.raw, c.env, async (request) => {
      const backend = backendOwning(new URL(request.url).pathname);
      return backend ? backend.app.fetch(request, c.env) : onNotFound(c);
    }),
  );
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ baseUrl: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
