import { SignJWT } from 'jose';
import { seedCatalogue } from '#server/catalogue/generate';
import { useDatabase } from '#server/context';
import { openDatabase } from '#server/db/database';
import { jwtSecret, type SessionClaims } from '#server/http/identity';
import { embeddedBackendFor } from '#server/index';

/** A fresh in-memory database with a small generated catalogue, used by the embedded backends. */
export function useTestCatalogue(variants = 2000): void {
  const db = openDatabase(':memory:');
  seedCatalogue(db, { variants });
  useDatabase(db);
}

export interface CallResult {
  status: number;
  type: string;
  json: unknown;
  headers: Headers;
}

/** Calls the embedded backend that owns the path, as the site's middleware does. */
export async function callBackend(
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<CallResult> {
  const backend = embeddedBackendFor(new URL(path, 'http://cuib.test').pathname);
  if (!backend) throw new Error(`No embedded backend owns ${path}`);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const response = await backend.app.fetch(
    new Request(`http://cuib.test${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', json, headers: response.headers };
}

/** A `cuib_token=…` cookie signed as the backend signs logins, for the claims given. */
export async function sessionCookie(claims: SessionClaims): Promise<string> {
  const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(jwtSecret());
  return `cuib_token=${token}`;
}
