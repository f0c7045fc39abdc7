import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';
import { overHttps } from './client';

/**
 * The flags of every cookie the backends set: HttpOnly (no script reads them), SameSite=Lax (not
 * sent with cross-site writes), whole-site path, and Secure whenever the site is served over https.
 * The names stay `cuib_token` / `cuib_visitor` rather than `__Host-…`: the site reads them by name,
 * and a `__Host-` cookie is refused by browsers over plain http, which local development uses.
 */
export const cookieOptions = (c: Context, maxAgeSeconds?: number): CookieOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax',
  secure: overHttps(c),
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
});
