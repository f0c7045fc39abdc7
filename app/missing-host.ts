import type { serve as nodeServe } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { origins } from '#domain/origins';

type Serve = typeof nodeServe;
type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

const withHost =
  (listener: Listener): Listener =>
  (incoming, outgoing) => {
    if (!incoming.headers.host) incoming.headers.host = new URL(origins().site).host;
    listener(incoming, outgoing);
  };

/**
 * The adapter's Node server, taking HTTP/1.0 requests that name no `Host`: HTTP/1.0 allows them
 * (a load balancer's health check sends them), but Hono's Node server builds each request's URL
 * from `Host` and, without one, answers 400 unless it was started with `--host`, whose address it
 * falls back on. Such a request is for the shop: it gets the configured origin's host, never a
 * name of its own choosing. (Node itself refuses an HTTP/1.1 request without `Host`, as HTTP/1.1
 * requires.)
 */
export function servingHostlessRequests(serve: Serve): Serve {
  return (options, listening) =>
    serve({ ...options, createServer: (serverOptions: object, listener: Listener) => createServer(serverOptions, withHost(listener)) } as Parameters<Serve>[0], listening);
}
