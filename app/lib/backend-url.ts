import { unstable_getHeaders, unstable_getRequest } from 'waku/router/server';

/**
 * Where the server reaches a backend: `CUIB_<NAME>_URL` when set, else the site's own origin,
 * where the embedded backends are mounted.
 */
export function backendBaseUrl(name: string): string {
  const configured = process.env[`CUIB_${name.toUpperCase().replaceAll('-', '_')}_URL`];
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(unstable_getRequest().url).origin;
}

/** The visitor's cookies, forwarded so backends see the same visitor and user as the browser. */
export function forwardedHeaders(): Record<string, string> {
  const cookie = unstable_getHeaders().cookie;
  return cookie ? { cookie } : {};
}
