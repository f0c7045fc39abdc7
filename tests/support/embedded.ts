import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { seedCatalogue } from '#server/catalogue/generate';
import { store, useStore } from '#server/context';
import { openSqliteStore } from '#server/db/database';
import { migrateStore } from '#server/db/migrations/index';
import { postgresStore } from '#server/db/store';
import { jwtSecret, type SessionClaims } from '#server/http/identity';
import { embeddedBackendFor } from '#server/index';
import { newDatabaseBeside } from './postgres';

let testUrl: string | undefined;

/** The URL of the test catalogue's PostgreSQL database, for a second pool on it (as a second process has); none over SQLite. */
export const testDatabaseUrl = () => testUrl;

/**
 * A fresh database with a small generated catalogue, used by the embedded backends: in memory, or,
 * in the project that runs the backends over PostgreSQL (vitest.config.ts), a new database of its
 * test cluster.
 */
export async function useTestCatalogue(variants = 2000): Promise<void> {
  const postgres = inject('postgresUrl');
  testUrl = postgres ? await newDatabaseBeside(postgres) : undefined;
  if (testUrl) {
    const fresh = postgresStore(testUrl);
    await migrateStore(fresh);
    useStore(fresh);
  } else {
    useStore(await openSqliteStore());
  }
  await seedCatalogue(store(), { variants });
}

export interface CallResult {
  status: number;
  type: string;
  json: unknown;
  headers: Headers;
}

export interface CallOptions {
  /** A JSON value (sent as `application/json`), or a string sent as it is. */
  body?: unknown;
  cookie?: string;
  /** The browser's `Origin` header. */
  origin?: string;
  /** Further request headers; they win over the ones the options above set. */
  headers?: Record<string, string>;
  /** The remote address the request seems to come from, as `@hono/node-server` reports it. */
  client?: string;
}

/** The bindings `@hono/node-server` hands an app, reduced to what `getConnInfo` reads. */
export const connectionFrom = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } });

/** Calls the embedded backend that owns the path, as the site's middleware does. */
export async function callBackend(method: string, path: string, { body, cookie, origin, headers: extra, client = '127.0.0.1' }: CallOptions = {}): Promise<CallResult> {
  const backend = embeddedBackendFor(new URL(path, 'http://cuib.test').pathname);
  if (!backend) throw new Error(`No embedded backend owns ${path}`);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  Object.assign(headers, extra);
  const response = await backend.app.fetch(
    new Request(`http://cuib.test${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
    connectionFrom(client),
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

/**
 * A `cuib_token=…` cookie signed as the backend signs logins, for the claims given. The backend
 * honours a token only while its user exists with the same token version, so the user is stored
 * too (with an unusable password) when the test database does not have it yet.
 */
export async function sessionCookie(claims: SessionClaims): Promise<string> {
  const at = new Date().toISOString();
  await store()
    .insertInto('users')
    .values({ id: claims.id, email: `test-user-${claims.id}@cuib.test`, password_hash: '-', first_name: claims.name, last_name: '', confirmed_at: at, created_at: at })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const { token_version: tv } = await store().selectFrom('users').select('token_version').where('id', '=', claims.id).executeTakeFirstOrThrow();
  const token = await new SignJWT({ ...claims, tv }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(await jwtSecret());
  return `cuib_token=${token}`;
}
