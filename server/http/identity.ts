import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../auth/jwt-secret';
import { store } from '../context';
import { userRepository } from '../repositories/users';
import { cookieOptions } from './cookies';
import { fromOtherSite } from './cross-site';
import { isVisitorId, visitorCookie, visitorMaxAgeSeconds } from '#domain/visitor';

export { jwtSecret } from '../auth/jwt-secret';

export { visitorCookie } from '#domain/visitor';
export const sessionCookie = 'cuib_token';

/** Claims of the login token (SPEC §3 User, §6 roles). */
export interface SessionClaims {
  id: number;
  name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  avatar?: string | null;
  dob?: string | null;
  /** 1 male, 2 female. */
  gender?: 1 | 2 | null;
  /** A boolean, or a per-project map where an empty key or the project name grants it. */
  admin?: boolean | Record<string, boolean>;
  eshop?: boolean;
  /** The user's token version when signed; logout and a password change bump it, revoking the token. */
  tv?: number;
}

/** The project key of this site, as the admin role map names it. */
export const project = 'cuib';

export function isAdmin(claims: SessionClaims): boolean {
  if (typeof claims.admin === 'boolean') return claims.admin;
  return Boolean(claims.admin && (claims.admin[''] || claims.admin[project]));
}

/** Signs a login token and sets it as an HttpOnly, SameSite=Lax cookie; `remember` keeps it 30 days. */
export async function startSession(c: Context, claims: SessionClaims, remember: boolean): Promise<void> {
  const days = remember ? 30 : 1;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${days}d`)
    .sign(await jwtSecret());
  setCookie(c, sessionCookie, token, cookieOptions(c, remember ? days * 86_400 : undefined));
}

export function endSession(c: Context): void {
  deleteCookie(c, sessionCookie, cookieOptions(c));
}

/**
 * The logged-in user of the request, or undefined; a malformed, forged, expiring-never or revoked
 * token is logged and ignored (SPEC §6). Revocation costs one primary-key read.
 */
export async function sessionOf(c: Context): Promise<SessionClaims | undefined> {
  const token = getCookie(c, sessionCookie);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const claims = payload as unknown as SessionClaims;
    // Tokens signed before versions existed carry none: they count as version 0.
    if ((await userRepository(store()).tokenVersion(claims.id)) !== (claims.tv ?? 0)) throw new Error('the token was revoked');
    return claims;
  } catch (error) {
    console.warn(`Ignoring an invalid login token: ${(error as Error).message}`);
    return undefined;
  }
}


/**
 * The anonymous visitor id from its cookie; a new visitor gets one, valid for a year. Never on a
 * request from another site: a cross-site request carries no cookies (SameSite=Lax), and a fresh
 * cookie in its answer would replace the shopper's own, losing their anonymous likes.
 */
export function visitorOf(c: Context): string {
  const existing = getCookie(c, visitorCookie);
  if (isVisitorId(existing)) return existing;
  const id = randomUUID();
  if (!fromOtherSite(c)) setCookie(c, visitorCookie, id, cookieOptions(c, visitorMaxAgeSeconds));
  return id;
}

/** Who owns likes and watches made by this request: the user when logged in, else the visitor. */
export async function ownerOf(c: Context): Promise<{ owner: string; visitor: string; user?: SessionClaims }> {
  const visitor = visitorOf(c);
  const user = await sessionOf(c);
  return { owner: user ? `u:${user.id}` : `v:${visitor}`, visitor, user };
}
