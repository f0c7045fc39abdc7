import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { seedCatalogue } from '#server/catalogue/generate';
import { useStore } from '#server/context';
import { openSqliteStore } from '#server/db/database';
import { callBackend } from '../support/embedded';

const dir = mkdtempSync(join(tmpdir(), 'cuib-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const visitor = 'cuib_visitor=00000000-0000-4000-8000-00000000abcd';

test('likes, watches and users survive closing and reopening the database file', async () => {
  const file = join(dir, 'cuib.sqlite');
  const first = await openSqliteStore(file);
  await seedCatalogue(first, { variants: 300 });
  useStore(first);
  await callBackend('POST', '/api/v1/cuib/like/variant/12', { cookie: visitor });
  await callBackend('POST', '/api/v1/cuib/watchdog/13', { cookie: visitor, body: { email: 'ana.popescu@exemplu.ro', targetPrice: 99 } });
  await callBackend('POST', '/api/v2/auth/registration', {
    body: { email: 'ana.popescu@exemplu.ro', password: 'Parola-Sigura-2026', firstName: 'Ana', lastName: 'Popescu', termsAccepted: true },
  });
  await first.destroy();

  const second = await openSqliteStore(file);
  useStore(second);
  expect((await callBackend('GET', '/api/v1/cuib/like-all/variant', { cookie: visitor })).json).toEqual([12]);
  expect((await callBackend('GET', '/api/v1/cuib/watchdog/13', { cookie: visitor })).json).toMatchObject({ subscribed: true, targetPrice: 99 });
  const again = await callBackend('POST', '/api/v2/auth/registration', {
    body: { email: 'ana.popescu@exemplu.ro', password: 'Parola-Sigura-2026', firstName: 'Ana', lastName: 'Popescu', termsAccepted: true },
  });
  // The address is still taken after the restart: the second registration makes no new user.
  expect(again.status).toBe(201);
  expect(await second.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()).toEqual({ count: 1 });
  await second.destroy();
});
