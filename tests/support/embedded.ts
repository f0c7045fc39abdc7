import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { seedCatalogue } from '#server/catalogue/generate';
import { db, store, useDatabase } from '#server/context';
import { openDatabase, openStore } from '#server/db/database';
import { jwtSecret, type SessionClaims } from '#server/http/identity';
import { embeddedBackendFor } from '#server/index';
import { newDatabaseBeside } from './postgres';

/**
 * A fresh database with a small generated catalogue, used by the embedded backends: in memory, or,
 * in the project that runs the backends over PostgreSQL (vitest.config.ts), a new database of its
 * test cluster.
 */
export async function useTestCatalogue(variants = 2000): Promise<void> {
  const postgres = inject('postgresUrl');
  const db = postgres ? openStore({ url: newDatabaseBeside(postgres), dataDir: mkdtempSync(join(tmpdir(), 'cuib-test-')) }) : openDatabase(':memory:');
  useDatabase(db);
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
  db()
    .prepare(`INSERT OR IGNORE INTO users (id, email, password_hash, first_name, last_name, confirmed_at, created_at) VALUES (?, ?, '-', ?, '', ?, ?)`)
    .run(claims.id, `test-user-${claims.id}@cuib.test`, claims.name, new Date().toISOString(), new Date().toISOString());
  const { token_version: tv } = db().prepare('SELECT token_version FROM users WHERE id = ?').get(claims.id) as { token_version: number };
  const token = await new SignJWT({ ...claims, tv }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(await jwtSecret());
  return `cuib_token=${token}`;
}
