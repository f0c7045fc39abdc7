import type { IncomingHttpHeaders } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwarded, origins } from '#domain/origins';

/**
 * An `X-Forwarded-*` header of the request that came over the visitor's connection. For a call
 * the site makes to its embedded backends while drawing a page or taking a form, that is the
 * page's or form's request, which carries what the proxy added; the call itself carries none.
 * Without the Node bindings (tests, other runtimes), the request's own header.
 */
function connectionHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers?: IncomingHttpHeaders } } | undefined)?.incoming;
  const value = incoming?.headers ? incoming.headers[name] : c.req.header(name);
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Who sent the request, for rate limits: the socket's remote address, or — only when
 * `CUIB_TRUST_PROXY` says how many reverse proxies add to it — the `X-Forwarded-For` entry the
 * outermost of them added (domain/origins.ts `forwarded()`). Entries the client wrote itself, and
 * the whole header without a trusted proxy, are ignored: anyone can send them.
 */
export function clientOf(c: Context): string {
  const proxied = forwarded(connectionHeader(c, 'x-forwarded-for'));
  if (proxied) return proxied;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Called without the Node bindings: every such request shares one client's limits.
    if (!warned) console.warn('A backend was called without the Node bindings; pass them on (app.fetch(request, c.env)) so rate limits see each client.');
    warned = true;
    return 'unknown';
  }
}

let warned = false;

/** Whether the browser reached us over https: configured, or said by a trusted proxy. */
export function overHttps(c: Context): boolean {
  return origins().secure || forwarded(connectionHeader(c, 'x-forwarded-proto')) === 'https';
}
