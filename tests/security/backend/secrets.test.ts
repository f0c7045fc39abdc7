import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { jwtSecret } from '#server/auth/jwt-secret';
import { seedCatalogue } from '#server/catalogue/generate';
import { store, useStore } from '#server/context';
import { openSqliteStore } from '#server/db/database';
import { callBackend } from '../../support/embedded';
import { confirmedAccount, strongPassword, tokenCookie } from './accounts';

const root = mkdtempSync(join(tmpdir(), 'cuib-secrets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const mode = (path: string) => statSync(path).mode & 0o777;

test('the data folder is 0700 and the database, its WAL and shared-memory files 0600', async () => {
  const dir = join(root, 'fresh', '.data');
  const file = join(dir, 'cuib.sqlite');
  const opened = await openSqliteStore(file);
  await seedCatalogue(opened, { variants: 20 });
  expect(mode(dir)).toBe(0o700);
  for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
  await opened.destroy();
});

test('the signing key lives in a 0600 file beside the database, not in it', async () => {
  vi.stubEnv('CUIB_JWT_SECRET', undefined);
  const dir = join(root, 'key');
  const opened = await openSqliteStore(join(dir, 'cuib.sqlite'));
  await seedCatalogue(opened, { variants: 20 });
  useStore(opened);
  await confirmedAccount('key@exemplu.ro');
  const login = await callBackend('POST', '/api/v2/auth/login', { body: { email: 'key@exemplu.ro', password: strongPassword } });
  const token = tokenCookie(login.headers)!.slice('cuib_token='.length);
  const file = join(dir, 'jwt-secret');
  expect(mode(file)).toBe(0o600);
  expect(await store().selectFrom('meta').select('value').where('key', '=', 'jwt_secret').executeTakeFirst()).toBeUndefined();
  await jwtVerify(token, new TextEncoder().encode(readFileSync(file, 'utf8')));
  await opened.destroy();
});

test('a key an earlier version kept in the database moves to the file, so its tokens stay valid', async () => {
  vi.stubEnv('CUIB_JWT_SECRET', undefined);
  const dir = join(root, 'legacy');
  const kysely = await openSqliteStore(join(dir, 'cuib.sqlite'));
  await kysely.insertInto('meta').values({ key: 'jwt_secret', value: 'the-old-key-from-the-database' }).execute();
  useStore(kysely);
  expect(new TextDecoder().decode(await jwtSecret())).toBe('the-old-key-from-the-database');
  expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe('the-old-key-from-the-database');
  expect(await kysely.selectFrom('meta').select('value').where('key', '=', 'jwt_secret').executeTakeFirst()).toBeUndefined();
  await kysely.destroy();
});

test('CUIB_JWT_SECRET wins, and an in-memory database writes no key anywhere', async () => {
  const realKey = resolve('.data', 'jwt-secret');
  const existed = existsSync(realKey);
  useStore(await openSqliteStore());
  vi.stubEnv('CUIB_JWT_SECRET', 'configured-key');
  expect(new TextDecoder().decode(await jwtSecret())).toBe('configured-key');
  vi.stubEnv('CUIB_JWT_SECRET', undefined);
  expect((await jwtSecret()).byteLength).toBeGreaterThan(30);
  expect(existsSync(realKey)).toBe(existed);
});
