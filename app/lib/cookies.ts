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

/** Whether the backends may know this browser (a visitor or a session cookie): only then is there anything personal to ask. */
export function isKnownVisitor(): boolean {
  const cookies = requestCookies();
  return cookies.cuib_visitor !== undefined || cookies.cuib_token !== undefined;
}
