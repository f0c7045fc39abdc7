import type { MiddlewareHandler } from 'hono';

/**
 * An answer that sets a cookie is that visitor's: a shared cache must never hand the cookie to
 * someone else. Whatever added it (attribution, the remembered listing view, a backend), a public
 * policy on such an answer becomes a private one.
 */
export const noSharedCookies = (): MiddlewareHandler => async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (headers.has('set-cookie') && /\bpublic\b/i.test(headers.get('cache-control') ?? '')) headers.set('cache-control', 'private, no-cache');
};
