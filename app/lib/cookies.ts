import { parseCookie } from 'cookie';
import { unstable_getHeaders } from 'waku/router/server';

/**
 * The request's cookies, parsed by the `cookie` package: a value that is not valid
 * percent-encoding (`cuib_banner_seen=50%off`) is kept as it came instead of throwing.
 */
export function requestCookies(): Record<string, string | undefined> {
  const header = unstable_getHeaders().cookie;
  return header ? parseCookie(header) : {};
}

/** One cookie of the request, or undefined. */
export const requestCookie = (name: string): string | undefined => requestCookies()[name];
