import { beforeAll, describe, expect, test, vi } from 'vitest';
import { zGetCurrentUserResponse, zGetVisitorResponse, zLoginUserResponse, zRegisterUserResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(200));

const latestMail = () => store().selectFrom('outbox').select(['recipient', 'subject', 'body']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const sessionCookie = (headers: Headers) => /cuib_token=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0];

const ana = { email: 'ana.popescu@exemplu.ro', password: 'Parola-Sigura-2026', firstName: 'Ana', lastName: 'Popescu', termsAccepted: true };

describe('account lifecycle', () => {
  let userId = 0;

  test('registration stores an unconfirmed user and e-mails a confirmation link', async () => {
    const { status, json } = await callBackend('POST', '/api/v2/auth/registration', { body: ana });
    expect(status).toBe(201);
    expect(zRegisterUserResponse.parse(json)).toEqual({ email: ana.email });
    expect(await latestMail()).toMatchObject({ recipient: ana.email, subject: 'Confirmă-ți contul Cuib' });
    userId = Number(/confirmation\/(\d+)\//.exec((await latestMail()).body)![1]);
    const stored = await store().selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(ana.password);
  });

  test('login waits for confirmation', async () => {
    expect((await callBackend('POST', '/api/v2/auth/login', { body: { email: ana.email, password: ana.password } })).status).toBe(401);
  });

  test('the confirmation link signs the user in once', async () => {
    const confirmation = await store().selectFrom('outbox').select('body').where('subject', '=', 'Confirmă-ți contul Cuib').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const code = /confirmation\/\d+\/([\w-]+)/.exec(confirmation.body)![1]!;
    const confirmed = await callBackend('POST', '/api/v2/auth/registration/confirmation', { body: { userId, confirmationCode: code } });
    expect(confirmed.status).toBe(200);
    expect(sessionCookie(confirmed.headers)).toBeDefined();
    expect((await callBackend('POST', '/api/v2/auth/registration/confirmation', { body: { userId, confirmationCode: code } })).status).toBe(404);
  });

  test('a confirmed address cannot register again, whatever its case: the answer is the same, and the owner is told by e-mail', async () => {
    const { status, json } = await callBackend('POST', '/api/v2/auth/registration', { body: { ...ana, email: 'ANA.Popescu@exemplu.ro' } });
    expect(status).toBe(201);
    expect(json).toEqual({ email: 'ANA.Popescu@exemplu.ro' });
    expect(await store().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).where('email', '=', ana.email).executeTakeFirst()).toEqual({ count: 1 });
    expect(await latestMail()).toMatchObject({ recipient: ana.email, subject: 'Cineva a încercat să creeze un cont Cuib cu adresa ta' });
  });

  test('login sets an HttpOnly, SameSite=Lax token cookie, and /user/me reads it back', async () => {
    const login = await callBackend('POST', '/api/v2/auth/login', { body: { email: ana.email, password: ana.password } });
    expect(login.status).toBe(200);
    expect(zLoginUserResponse.parse(login.json).user).toMatchObject({ firstName: 'Ana', initials: 'AP', isAdmin: false });
    expect(login.headers.get('set-cookie')).toMatch(/cuib_token=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await callBackend('GET', '/api/v2/user/me', { cookie: sessionCookie(login.headers) });
    expect(zGetCurrentUserResponse.parse(me.json)).toMatchObject({ id: userId, email: ana.email, hashedEmail: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The browser's question on a shared page: the same user, never kept by a cache.
    const visitor = await callBackend('GET', '/api/v2/visitor', { cookie: sessionCookie(login.headers) });
    expect(zGetVisitorResponse.parse(visitor.json)).toEqual({ user: me.json, visitorId: null });
    expect(visitor.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a wrong password and an unknown address get the same answer', async () => {
    const wrong = await callBackend('POST', '/api/v2/auth/login', { body: { email: ana.email, password: 'gresita' } });
    const unknown = await callBackend('POST', '/api/v2/auth/login', { body: { email: 'nimeni@exemplu.ro', password: 'gresita' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect((wrong.json as { detail: string }).detail).toBe((unknown.json as { detail: string }).detail);
  });

  test('password renewal by e-mailed code, usable once', async () => {
    expect((await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email: 'nimeni@exemplu.ro' } })).status).toBe(202);
    expect((await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email: ana.email } })).status).toBe(202);
    // The code and the e-mail are made just after the answer.
    await vi.waitFor(async () => expect((await latestMail()).subject).toBe('Resetează parola contului Cuib'));
    const code = /parola\/confirmare\/([\w-]+)/.exec((await latestMail()).body)![1]!;
    const renewed = await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: 'Alta-Parola-2026' } });
    expect(renewed.status).toBe(200);
    expect((await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: 'Alta-Parola-2026' } })).status).toBe(404);
    expect((await callBackend('POST', '/api/v2/auth/login', { body: { email: ana.email, password: 'Alta-Parola-2026' } })).status).toBe(200);
  });

  test('logout clears the cookie (harmless without a session)', async () => {
    const { status, headers } = await callBackend('POST', '/api/v2/auth/logout');
    expect(status).toBe(204);
    expect(headers.get('set-cookie')).toMatch(/cuib_token=; Max-Age=0/);
  });
});

test('after 5 failed logins the address must wait (429 with Retry-After)', async () => {
  const body = { email: 'tinta@exemplu.ro', password: 'gresita' };
  for (let attempt = 0; attempt < 5; attempt++) expect((await callBackend('POST', '/api/v2/auth/login', { body })).status).toBe(401);
  const limited = await callBackend('POST', '/api/v2/auth/login', { body });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});

test.each([
  ['a short password', { ...ana, email: 'b@exemplu.ro', password: 'scurta' }, 'body.password'],
  ['terms not accepted', { ...ana, email: 'c@exemplu.ro', termsAccepted: false }, 'body.termsAccepted'],
  ['a malformed e-mail', { ...ana, email: 'nu-e-email' }, 'body.email'],
])('registration refuses %s naming the field', async (_, body, field) => {
  const { status, json } = await callBackend('POST', '/api/v2/auth/registration', { body });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field });
});

test('/user/me without a session is 401', async () => {
  expect((await callBackend('GET', '/api/v2/user/me')).status).toBe(401);
});

describe('/visitor: who the browser is, for the personal parts of a shared page', () => {
  const id = '3f0c2a9e-7b1d-4c55-9a1e-2d6f8b0c4e71';
  const ask = async (cookie?: string) => zGetVisitorResponse.parse((await callBackend('GET', '/api/v2/visitor', cookie ? { cookie } : {})).json);

  test('without cookies, nobody', async () => {
    expect(await ask()).toEqual({ user: null, visitorId: null });
  });

  test('the visitor id only with analytics consent, and only a well-formed one', async () => {
    expect(await ask(`cuib_visitor=${id}; cuib_consent=essential|analytics`)).toEqual({ user: null, visitorId: id });
    expect(await ask(`cuib_visitor=${id}; cuib_consent=essential|marketing`)).toEqual({ user: null, visitorId: null });
    expect(await ask(`cuib_visitor=${id}`)).toEqual({ user: null, visitorId: null });
    expect(await ask('cuib_visitor=<script>; cuib_consent=essential|analytics')).toEqual({ user: null, visitorId: null });
  });

  test('a forged session is nobody', async () => {
    expect(await ask('cuib_token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2VtbmF0dXJh')).toEqual({ user: null, visitorId: null });
  });
});
