import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { zGetReceivedLikesCountResponse } from '#generated/likes/zod.gen';
import {
  zChangePasswordResponse,
  zCreateComparisonResponse,
  zExportUserDataResponse,
  zGetPublicProfileResponse,
  zProblem,
} from '#generated/main-api/zod.gen';
import { useClock } from '#server/clock';
import { store } from '#server/context';
import { outboxRepository } from '#server/repositories/outbox';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(200));
afterEach(() => useClock(Date.now));

const password = 'Castanul-Rosu-2025';
let clients = 0;
/** A client address of its own for each call that counts against a per-client limit. */
const client = () => `198.51.100.${++clients % 250}`;

/** Registers and confirms an account through the API; answers its id and a session cookie. */
async function account(email: string, firstName = 'Maria', lastName = 'Ionescu') {
  const registered = await callBackend('POST', '/api/v2/auth/registration', { body: { email, password, firstName, lastName, termsAccepted: true }, client: client() });
  expect(registered.status).toBe(201);
  const mail = (await outboxRepository(store()).latest(50)).find((sent) => sent.recipient === email)!;
  const [, userId, code] = /confirmation\/(\d+)\/([\w-]+)/.exec(mail.body)!;
  const confirmed = await callBackend('POST', '/api/v2/auth/registration/confirmation', { body: { userId: Number(userId), confirmationCode: code } });
  return { id: Number(userId), cookie: tokenOf(confirmed.headers)! };
}
const tokenOf = (headers: Headers) => /cuib_token=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0];
const login = (email: string, secret: string) => callBackend('POST', '/api/v2/auth/login', { body: { email, password: secret }, client: client() });
const me = (cookie: string) => callBackend('GET', '/api/v2/user/me', { cookie });
const expectProblem = (answer: { status: number; type: string; json: unknown }, status: number, field?: string) => {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(answer.type).toContain('application/problem+json');
  expect(zProblem.parse(answer.json)).toMatchObject(field ? { status, field } : { status });
};

describe('POST /api/v2/user/password', () => {
  const change = (cookie: string | undefined, body: unknown, from = client()) => callBackend('POST', '/api/v2/user/password', { cookie, body, client: from });

  test('needs a session', async () => {
    expectProblem(await change(undefined, { currentPassword: password, newPassword: 'Lalele-Galbene-la-Sibiu' }), 401);
  });

  test.each([
    ['a wrong current password', { currentPassword: 'Alta-Parola-Gresita', newPassword: 'Lalele-Galbene-la-Sibiu' }, 'body.currentPassword'],
    ['an easily guessed new password', { currentPassword: password, newPassword: 'parola123' }, 'body.newPassword'],
    ['the same password again', { currentPassword: password, newPassword: password }, 'body.newPassword'],
    ['a short new password', { currentPassword: password, newPassword: 'scurta' }, 'body.newPassword'],
    ['no current password', { newPassword: 'Lalele-Galbene-la-Sibiu' }, 'body.currentPassword'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const { cookie } = await account(`schimbare.${field}.${body.newPassword.length}.${clients}@exemplu.ro`);
    expectProblem(await change(cookie, body), 400, field);
  });

  test('sets the new password, ends every other session and renews this one', async () => {
    const email = 'maria.schimba@exemplu.ro';
    const { cookie } = await account(email);
    const otherDevice = tokenOf((await login(email, password)).headers)!;
    expect((await me(otherDevice)).status).toBe(200);

    const changed = await change(cookie, { currentPassword: password, newPassword: 'Lalele-Galbene-la-Sibiu' });
    expect(changed.status).toBe(200);
    expect(zChangePasswordResponse.parse(changed.json).user).toMatchObject({ email, firstName: 'Maria', initials: 'MI' });
    // The confirmation link's session is a remembered one: the renewed cookie keeps its 30 days.
    expect(changed.headers.get('set-cookie')).toMatch(/cuib_token=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    const renewed = tokenOf(changed.headers)!;
    expect((await me(renewed)).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'Lalele-Galbene-la-Sibiu')).status).toBe(200);
  });

  test('guessing the current password is limited like logins (429 with Retry-After)', async () => {
    const { cookie } = await account('maria.ghicit@exemplu.ro');
    const from = '198.51.100.251';
    for (let n = 0; n < 5; n++) expectProblem(await change(cookie, { currentPassword: `Gresita-${n}-Parola`, newPassword: 'Lalele-Galbene-la-Sibiu' }, from), 400, 'body.currentPassword');
    const limited = await change(cookie, { currentPassword: password, newPassword: 'Lalele-Galbene-la-Sibiu' }, from);
    expectProblem(limited, 429, 'body.currentPassword');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/v2/user/export', () => {
  test('needs a session', async () => {
    expectProblem(await callBackend('GET', '/api/v2/user/export'), 401);
  });

  test('answers everything kept about the user as a dated JSON attachment', async () => {
    const email = 'maria.export@exemplu.ro';
    const { id, cookie } = await account(email);
    await callBackend('POST', '/api/v1/cuib/like/variant/12', { cookie });
    const comparison = zCreateComparisonResponse.parse((await callBackend('POST', '/api/v2/comparisons', { cookie, body: { variantIds: [3, 4], name: 'Canapele pentru living' } })).json);
    await callBackend('POST', `/api/v1/cuib/like/comparison/${comparison.id}`, { cookie });
    await callBackend('POST', '/api/v1/cuib/watchdog/15', { cookie, body: { email, targetPrice: 500 } });
    // A watch made without signing in, for the account's address, is the user's too.
    await callBackend('POST', '/api/v1/cuib/watchdog/16', { cookie: 'cuib_visitor=00000000-0000-4000-8000-0000000e4701', body: { email: email.toUpperCase() } });
    // Somebody else's data stays out.
    const other = await account('altcineva.export@exemplu.ro');
    await callBackend('POST', '/api/v1/cuib/like/variant/13', { cookie: other.cookie });

    // 22:30 UTC is already the next day in Romania.
    useClock(() => Date.parse('2026-11-23T22:30:00Z'));
    const { status, json, headers } = await callBackend('GET', '/api/v2/user/export', { cookie });
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toBe('attachment; filename="cuib-datele-mele-2026-11-24.json"');
    expect(headers.get('cache-control')).toBe('no-store');
    const data = zExportUserDataResponse.parse(json);
    expect(data.exportedAt).toBe('2026-11-23T22:30:00.000Z');
    expect(data.account).toMatchObject({ id, email, firstName: 'Maria', lastName: 'Ionescu', confirmedAt: expect.any(String) });
    expect(data.likes.map((like) => [like.itemType, like.itemId])).toEqual([
      ['variant', 12],
      ['comparison', comparison.id],
    ]);
    expect(data.watches.map((watch) => [watch.variantId, watch.type, watch.targetPrice])).toEqual([
      [15, 'priceDrop', 500],
      [16, 'availability', null],
    ]);
    expect(data.comparisons).toEqual([{ id: comparison.id, name: 'Canapele pentru living', variantIds: [3, 4], createdAt: comparison.createdAt }]);
    expect(JSON.stringify(data)).not.toContain('password');
  });
});

describe('GET /api/v2/users/{userId}', () => {
  test('shows the first name, the last name’s initial, the saved comparisons and their likes, never the e-mail', async () => {
    const email = 'stefan.tanase@exemplu.ro';
    const { id, cookie } = await account(email, 'Ștefan', 'Țăranu');
    const first = zCreateComparisonResponse.parse((await callBackend('POST', '/api/v2/comparisons', { cookie, body: { variantIds: [5, 6, 7], name: 'Paturi' } })).json);
    const second = zCreateComparisonResponse.parse((await callBackend('POST', '/api/v2/comparisons', { cookie, body: { variantIds: [8, 9] } })).json);
    // Their own like is no like received.
    await callBackend('POST', `/api/v1/cuib/like/comparison/${first.id}`, { cookie });
    for (const visitor of ['00000000-0000-4000-8000-0000000f0001', '00000000-0000-4000-8000-0000000f0002']) {
      await callBackend('POST', `/api/v1/cuib/like/comparison/${first.id}`, { cookie: `cuib_visitor=${visitor}` });
    }
    await callBackend('POST', `/api/v1/cuib/like/comparison/${second.id}`, { cookie: 'cuib_visitor=00000000-0000-4000-8000-0000000f0003' });

    // The user learns their profile's address by their number; anyone with that address reads it.
    const own = zGetPublicProfileResponse.parse((await callBackend('GET', `/api/v2/users/${id}`, { cookie })).json);
    const { status, json } = await callBackend('GET', own.url.replace(/^\/user\//, '/api/v2/users/'));
    expect(status).toBe(200);
    const profile = zGetPublicProfileResponse.parse(json);
    expect(profile).toEqual(own);
    expect(profile).toMatchObject({ id, displayName: 'Ștefan Ț.', initials: 'ȘȚ', likesReceived: 3 });
    expect(profile.comparisons.map((comparison) => [comparison.id, comparison.variantsCount, comparison.likesCount, comparison.url])).toEqual([
      [second.id, 2, 1, second.url],
      [first.id, 3, 2, first.url],
    ]);
    expect(JSON.stringify(json)).not.toContain(email);
    expect(JSON.stringify(json)).not.toContain('Țăranu');

    // The likes service counts the same, for anyone asking about this user.
    const count = await callBackend('GET', `/api/v1/cuib/like/received/user/comparison?userId=${id}`);
    expect(zGetReceivedLikesCountResponse.parse(count.json)).toEqual({ count: 3 });
    expect((await callBackend('GET', '/api/v1/cuib/like/received/user/comparison', { cookie })).json).toEqual({ count: 3 });
  });

  test('cannot be walked by number: its address is a random key, and a number reads only one’s own', async () => {
    const users = [await account('ana.unu@exemplu.ro', 'Ana', 'Pop'), await account('ana.doi@exemplu.ro', 'Ana', 'Pop')];
    const urls: string[] = [];
    for (const { id, cookie } of users) {
      expectProblem(await callBackend('GET', `/api/v2/users/${id}`), 404, 'path.userId');
      expectProblem(await callBackend('GET', `/api/v2/users/${id}`, { cookie: users.find((other) => other.id !== id)!.cookie }), 404, 'path.userId');
      const own = zGetPublicProfileResponse.parse((await callBackend('GET', `/api/v2/users/${id}`, { cookie })).json);
      expect(own.url).toMatch(/^\/user\/[0-9a-f]{32}$/);
      // Asked again, the same address.
      expect(zGetPublicProfileResponse.parse((await callBackend('GET', `/api/v2/users/${id}`, { cookie })).json).url).toBe(own.url);
      urls.push(own.url);
    }
    expect(urls[0]).not.toBe(urls[1]);
    expectProblem(await callBackend('GET', `/api/v2/users/${'0'.repeat(32)}`), 404, 'path.userId');
  });

  test('an unknown or unconfirmed user is 404', async () => {
    expectProblem(await callBackend('GET', '/api/v2/users/999999'), 404, 'path.userId');
    await callBackend('POST', '/api/v2/auth/registration', { body: { email: 'neconfirmat@exemplu.ro', password, firstName: 'Ion', lastName: 'Pop', termsAccepted: true }, client: client() });
    const { id } = await store().selectFrom('users').select('id').where('email', '=', 'neconfirmat@exemplu.ro').executeTakeFirstOrThrow();
    expectProblem(await callBackend('GET', `/api/v2/users/${id}`), 404, 'path.userId');
  });

  test.each(['abc', '0', '-4', '1.5', 'g'.repeat(32)])('refuses the id %s with a 400 naming it', async (bad) => {
    expectProblem(await callBackend('GET', `/api/v2/users/${bad}`), 400, 'path.userId');
  });
});

describe('likes received', () => {
  test('without userId need a session', async () => {
    expectProblem(await callBackend('GET', '/api/v1/cuib/like/received/user/comparison'), 401);
  });

  test('refuse a userId that is no positive whole number', async () => {
    expectProblem(await callBackend('GET', '/api/v1/cuib/like/received/user/comparison?userId=0'), 400, 'query.userId');
    expectProblem(await callBackend('GET', '/api/v1/cuib/like/received/user/comparison?userId=x'), 400, 'query.userId');
  });

  test('of a user with nothing published are none', async () => {
    expect((await callBackend('GET', '/api/v1/cuib/like/received/user/comparison?userId=424242')).json).toEqual({ count: 0 });
  });
});

describe('POST /api/v2/user/deletion', () => {
  test('needs a session and the right password', async () => {
    expectProblem(await callBackend('POST', '/api/v2/user/deletion', { body: { password } }), 401);
    const { cookie } = await account('maria.sterge.gresit@exemplu.ro');
    expectProblem(await callBackend('POST', '/api/v2/user/deletion', { cookie, body: { password: 'Nu-Este-Parola-Mea' }, client: client() }), 400, 'body.password');
    expectProblem(await callBackend('POST', '/api/v2/user/deletion', { cookie, body: {} }), 400, 'body.password');
    expect((await me(cookie)).status).toBe(200);
  });

  test('answers 204, clears the cookie and ends the session', async () => {
    const email = 'maria.pleaca@exemplu.ro';
    const { id, cookie } = await account(email);
    const { url } = zGetPublicProfileResponse.parse((await callBackend('GET', `/api/v2/users/${id}`, { cookie })).json);
    const deleted = await callBackend('POST', '/api/v2/user/deletion', { cookie, body: { password }, client: client() });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('set-cookie')).toMatch(/cuib_token=; Max-Age=0/);
    expect((await me(cookie)).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expectProblem(await callBackend('GET', url.replace(/^\/user\//, '/api/v2/users/')), 404, 'path.userId');
  });
});
