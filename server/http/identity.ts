import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { db } from '../context';

export const visitorCookie = 'cuib_visitor';
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
    .sign(jwtSecret());
  setCookie(c, sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    ...(remember ? { maxAge: days * 86_400 } : {}),
  });
}

let secret: Uint8Array | undefined;

/**
 * The key that signs login tokens: `CUIB_JWT_SECRET` when set, else one generated once and kept
 * in the database, so tokens survive restarts.
 */
export function jwtSecret(): Uint8Array {
  if (secret) return secret;
  const configured = process.env.CUIB_JWT_SECRET;
  if (configured) return (secret = new TextEncoder().encode(configured));
  const stored = db().prepare("SELECT value FROM meta WHERE key = 'jwt_secret'").get() as { value: string } | undefined;
  const value = stored?.value ?? randomBytes(32).toString('base64url');
  if (!stored) db().prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('jwt_secret', ?)").run(value);
  return (secret = new TextEncoder().encode(value));
}

/** The logged-in user of the request, or undefined; a malformed or forged token is logged and ignored (SPEC §6). */
export async function sessionOf(c: Context): Promise<SessionClaims | undefined> {
  const token = getCookie(c, sessionCookie);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { algorithms: ['HS256'] });
    return payload as unknown as SessionClaims;
  } catch (error) {
    console.warn(`Ignoring an invalid login token: ${(error as Error).message}`);
    return undefined;
  }
}

const visitorPattern = /^[0-9a-f-]{36}$/;

/** The anonymous visitor id from its cookie; a new visitor gets one, valid for a year. */
export function visitorOf(c: Context): string {
  const existing = getCookie(c, visitorCookie);
  if (existing && visitorPattern.test(existing)) return existing;
  const id = randomUUID();
  setCookie(c, visitorCookie, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 86_400 });
  return id;
}

/** Who owns likes and watches made by this request: the user when logged in, else the visitor. */
export async function ownerOf(c: Context): Promise<{ owner: string; visitor: string; user?: SessionClaims }> {
  const visitor = visitorOf(c);
  const user = await sessionOf(c);
  return { owner: user ? `u:${user.id}` : `v:${visitor}`, visitor, user };
}
