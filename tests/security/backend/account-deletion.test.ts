import { beforeAll, expect, test, vi } from 'vitest';
import { zCreateComparisonResponse, zGetUserFavouritesShareResponse } from '#generated/main-api/zod.gen';
import { type RawBuilder, sql } from 'kysely';
import { store } from '#server/context';
import type { Tables } from '#server/db/tables';
import { callBackend, useTestCatalogue } from '../../support/embedded';
import { confirmedAccount, strongPassword, tokenCookie } from './accounts';

beforeAll(() => useTestCatalogue(100));

const count = async (table: keyof Tables, where: RawBuilder<unknown>) => (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(store())).rows[0]!.n;
const login = (email: string, password = strongPassword) => callBackend('POST', '/api/v2/auth/login', { body: { email, password }, client: '192.0.2.251' });

test('deleting an account erases the user, their likes, watches, comparisons and codes, and nothing of anyone else', async () => {
  const email = 'de.sters@exemplu.ro';
  const id = await confirmedAccount(email);
  const cookie = tokenCookie((await login(email)).headers)!;
  const neighbour = 'vecin@exemplu.ro';
  const neighbourId = await confirmedAccount(neighbour);
  const neighbourCookie = tokenCookie((await login(neighbour)).headers)!;

  await callBackend('POST', '/api/v1/cuib/like/variant/5', { cookie });
  const comparison = zCreateComparisonResponse.parse((await callBackend('POST', '/api/v2/comparisons', { cookie, body: { variantIds: [1, 2] } })).json);
  await callBackend('POST', `/api/v1/cuib/like/comparison/${comparison.id}`, { cookie: neighbourCookie });
  await callBackend('POST', '/api/v1/cuib/like/variant/5', { cookie: neighbourCookie });
  await callBackend('POST', '/api/v1/cuib/watchdog/7', { cookie, body: { email } });
  // A watch the same person made before signing in, confirmed through its e-mail.
  await callBackend('POST', '/api/v1/cuib/watchdog/8', { cookie: 'cuib_visitor=00000000-0000-4000-8000-00000000de1e', body: { email }, client: '192.0.2.252' });
  const { confirmation_code: code } = await store().selectFrom('watches').select('confirmation_code').where('variant_id', '=', 8).where('email', '=', email).executeTakeFirstOrThrow();
  await callBackend('POST', `/api/v1/cuib/watchdog/confirmation/${code}`);
  await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email }, client: '192.0.2.253' });
  const share = zGetUserFavouritesShareResponse.parse((await callBackend('GET', '/api/v2/user/favourites-share', { cookie })).json).encryptedShare;

  const owner = `u:${id}`;
  expect(await count('likes', sql`owner = ${owner}`)).toBe(1);
  expect(await count('watches', sql`owner = ${owner} OR email = ${email}`)).toBe(2);
  // The reset code is made just after the renewal's answer (so a registered address answers as fast as an unknown one).
  await vi.waitFor(async () => expect(await count('password_resets', sql`user_id = ${id}`)).toBe(1));
  expect(await count('confirmed_addresses', sql`email = ${email}`)).toBe(1);

  const deleted = await callBackend('POST', '/api/v2/user/deletion', { cookie, body: { password: strongPassword }, client: '192.0.2.254' });
  expect(deleted.status).toBe(204);

  expect(await count('users', sql`id = ${id} OR email = ${email}`)).toBe(0);
  expect(await count('likes', sql`owner = ${owner}`)).toBe(0);
  expect(await count('comparisons', sql`owner = ${owner}`)).toBe(0);
  expect(await count('likes', sql`item_type = 'comparison' AND item_id = ${comparison.id}`)).toBe(0);
  // Whatever the case of the address (ASCII letters, as SQLite's NOCASE compares them).
  expect(await count('watches', sql`owner = ${owner} OR lower(email) = lower(${email})`)).toBe(0);
  expect(await count('confirmed_addresses', sql`email = ${email}`)).toBe(0);
  expect(await count('password_resets', sql`user_id = ${id}`)).toBe(0);
  // The neighbour keeps what is theirs.
  expect(await count('users', sql`id = ${neighbourId}`)).toBe(1);
  expect(await count('likes', sql`owner = ${`u:${neighbourId}`} AND item_type = 'variant'`)).toBe(1);

  // Nothing of the account works any more: credentials, token, share link, export.
  expect((await login(email)).status).toBe(401);
  expect((await callBackend('GET', '/api/v2/user/me', { cookie })).status).toBe(401);
  expect((await callBackend('GET', '/api/v2/user/export', { cookie })).status).toBe(401);
  const shared = await callBackend('GET', `/api/v2/user/variants-liked?sort=newest&encryptedShare=${share}`);
  expect(shared.json).toMatchObject({ pagination: { totalCount: 0 } });
  expect((await callBackend('GET', `/api/v2/comparisons/${comparison.id}`)).status).toBe(404);
});

test('a deleted account’s id is never given again, so its old token and share link name nobody', async () => {
  const email = 'ultimul@exemplu.ro';
  const id = await confirmedAccount(email);
  const cookie = tokenCookie((await login(email)).headers)!;
  await callBackend('POST', '/api/v1/cuib/like/variant/9', { cookie });
  const share = zGetUserFavouritesShareResponse.parse((await callBackend('GET', '/api/v2/user/favourites-share', { cookie })).json).encryptedShare;
  // The newest account: without retired ids, SQLite would hand its id to the next one.
  expect(id).toBe((await store().selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
  expect((await callBackend('POST', '/api/v2/user/deletion', { cookie, body: { password: strongPassword }, client: '192.0.2.249' })).status).toBe(204);

  const next = await confirmedAccount('urmatorul@exemplu.ro');
  expect(next).toBeGreaterThan(id);
  const nextCookie = tokenCookie((await login('urmatorul@exemplu.ro')).headers)!;
  await callBackend('POST', '/api/v1/cuib/like/variant/10', { cookie: nextCookie });
  expect((await callBackend('GET', '/api/v2/user/me', { cookie })).status).toBe(401);
  expect((await callBackend('GET', `/api/v2/user/variants-liked?sort=newest&encryptedShare=${share}`)).json).toMatchObject({ pagination: { totalCount: 0 } });
});
