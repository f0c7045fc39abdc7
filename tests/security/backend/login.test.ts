import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useClock } from '#server/clock';
import { jwtSecret } from '#server/http/identity';
import { callBackend, useTestCatalogue } from '../../support/embedded';
import { confirmedAccount, latestMailTo, strongPassword, tokenCookie } from './accounts';

/** scrypt runs, counted: an unknown address must cost the same password work as a known one. */
const scrypts = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof original.scrypt>) => {
    scrypts.count++;
    return original.scrypt(...args);
  };
  return { ...original, scrypt, default: { ...original, scrypt } };
});

beforeAll(() => useTestCatalogue(100));
afterEach(() => {
  useClock(Date.now);
  vi.unstubAllEnvs();
});

const login = (email: string, password: string, client = '10.0.0.1') => callBackend('POST', '/api/v2/auth/login', { body: { email, password }, client });

describe('login limits', () => {
  test('40 concurrent attempts (39 wrong, then the right one) are counted before any password is checked', async () => {
    const email = 'concurrent@exemplu.ro';
    await confirmedAccount(email);
    const attempts = Array.from({ length: 40 }, (_, n) => login(email, n === 39 ? strongPassword : `Gresita-${n}-Parola`, '10.0.1.1'));
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses[39]).toBe(429);
  });

  test('failures from one client do not lock the owner out on another', async () => {
    const email = 'owner@exemplu.ro';
    await confirmedAccount(email);
    for (let n = 0; n < 5; n++) expect((await login(email, 'Gresita-Parola-1', '10.0.2.1')).status).toBe(401);
    const refused = await login(email, strongPassword, '10.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.type).toContain('application/problem+json');
    expect((await login(email, strongPassword, '10.0.2.2')).status).toBe(200);
  });

  test('each failure past the free ones makes the wait longer', async () => {
    let time = Date.parse('2026-11-23T10:00:00Z');
    useClock(() => time);
    const email = 'growing@exemplu.ro';
    await confirmedAccount(email);
    const client = '10.0.3.1';
    for (let n = 0; n < 5; n++) await login(email, 'Gresita-Parola-1', client);
    const first = Number((await login(email, 'Gresita-Parola-1', client)).headers.get('retry-after'));
    expect(first).toBeGreaterThan(0);
    time += first * 1000 + 1;
    expect((await login(email, 'Gresita-Parola-1', client)).status).toBe(401);
    const second = await login(email, 'Gresita-Parola-1', client);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(first);
  });

  test('one client trying 30 different addresses is refused', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) statuses.push((await login(`guess-${n}@exemplu.ro`, 'Gresita-Parola-1', '10.0.4.1')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
  });

  test('successful logins do not count against the per-client limit; failures do', { timeout: 120_000 }, async () => {
    const email = 'often@exemplu.ro';
    await confirmedAccount(email);
    const client = '10.0.9.1';
    for (let n = 0; n < 25; n++) expect((await login(email, strongPassword, client)).status).toBe(200);
    const statuses: number[] = [];
    for (let n = 0; n < 22; n++) statuses.push((await login(`other-${n}@exemplu.ro`, 'Gresita-Parola-1', client)).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  test('an attempt refused by a limit does not count against the client', async () => {
    const email = 'refused@exemplu.ro';
    await confirmedAccount(email);
    const client = '10.0.10.1';
    // 5 failures, then 14 refusals (429) on the same account: no password checked for those.
    for (let n = 0; n < 19; n++) await login(email, 'Gresita-Parola-1', client);
    for (let n = 0; n < 15; n++) expect((await login(`someone-${n}@exemplu.ro`, 'Gresita-Parola-1', client)).status).toBe(401);
  });

  test('the client is the X-Forwarded-For entry the trusted proxy added, and only behind one', async () => {
    const email = 'proxied@exemplu.ro';
    await confirmedAccount(email);
    const through = (forwardedFor: string) =>
      callBackend('POST', '/api/v2/auth/login', { body: { email, password: 'Gresita-Parola-1' }, client: '10.0.5.1', headers: { 'x-forwarded-for': forwardedFor } });
    // Untrusted: every request is the proxy's own address, whatever the header says.
    for (let n = 0; n < 5; n++) await through(`203.0.113.${n}`);
    expect((await through('203.0.113.99')).status).toBe(429);
    vi.stubEnv('CUIB_TRUST_PROXY', '1');
    // Trusted: the entry the proxy added (the right-most), not the one the client wrote before it.
    expect((await through('10.0.5.1, 203.0.113.99')).status).toBe(401);
  });
});

test('an unknown address takes as long to refuse as a wrong password: both run scrypt once', async () => {
  const email = 'timing@exemplu.ro';
  await confirmedAccount(email);
  // The first unknown address also makes the stand-in hash, once for the process.
  expect((await login('nobody-0@exemplu.ro', 'Gresita-Parola-1', '10.0.7.0')).status).toBe(401);
  // Counted rather than timed: under a loaded machine the timings of two scrypt runs differ by more
  // than the work an unknown address would skip.
  const work = async (address: string, client: string) => {
    const before = scrypts.count;
    const answer = await login(address, 'Gresita-Parola-1', client);
    expect(answer.status).toBe(401);
    return scrypts.count - before;
  };
  for (let n = 1; n < 4; n++) {
    expect(await work(email, `10.0.6.${n}`)).toBe(1);
    expect(await work(`nobody-${n}@exemplu.ro`, `10.0.7.${n}`)).toBe(1);
  }
});

describe('tokens', () => {
  const signIn = async (email: string) => tokenCookie((await login(email, strongPassword, '10.0.8.1')).headers)!;
  const me = (cookie: string) => callBackend('GET', '/api/v2/user/me', { cookie });

  test('logout revokes the token itself, not only the cookie', async () => {
    const email = 'logout@exemplu.ro';
    await confirmedAccount(email);
    const token = await signIn(email);
    expect((await me(token)).status).toBe(200);
    expect((await callBackend('POST', '/api/v2/auth/logout', { cookie: token })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  test('a password change ends every session signed before', async () => {
    const email = 'change@exemplu.ro';
    await confirmedAccount(email);
    const token = await signIn(email);
    await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email } });
    await vi.waitFor(async () => expect((await latestMailTo(email))?.subject).toBe('Resetează parola contului Cuib'));
    const code = /parola\/confirmare\/([\w-]+)/.exec((await latestMailTo(email))!.body)![1];
    const renewed = await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: 'Alt-Cuib-Livada-2027' } });
    expect(renewed.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(tokenCookie(renewed.headers)!)).status).toBe(200);
  });

  test('a token without an expiry is refused', async () => {
    const id = await confirmedAccount('forever@exemplu.ro');
    const token = await new SignJWT({ id, name: 'Test Cuib', email: 'forever@exemplu.ro', tv: 0 }).setProtectedHeader({ alg: 'HS256' }).sign(await jwtSecret());
    expect((await me(`cuib_token=${token}`)).status).toBe(401);
  });
});

describe('a ceiling per account, from any address', () => {
  const wrongFromMany = async (email: string, count: number, first = 0) => {
    const answers = [];
    for (let n = first; n < first + count; n++) answers.push(await login(email, `Gresita-${n}-Parola`, `172.16.${n >> 8}.${n & 255}`));
    return answers;
  };

  test('60 wrong attempts from 60 addresses: past 10 failures they get 429 and no password is checked', { timeout: 120_000 }, async () => {
    let time = Date.parse('2026-11-23T10:00:00Z');
    useClock(() => time);
    const email = 'distributed@exemplu.ro';
    await confirmedAccount(email);
    const answers = await wrongFromMany(email, 59);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    for (const answer of answers.slice(10)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.type).toContain('application/problem+json');
    }
    // The right password from yet another address is not even checked while the account waits.
    const right = await login(email, strongPassword, '172.16.9.9');
    expect(right.status).toBe(429);
    // After the wait, the owner gets in.
    time += Number(right.headers.get('retry-after')) * 1000 + 1;
    expect((await login(email, strongPassword, '172.16.9.9')).status).toBe(200);
  });

  test('60 concurrent wrong attempts from 60 addresses: at most 10 are checked', { timeout: 120_000 }, async () => {
    const email = 'concurrent.many@exemplu.ro';
    await confirmedAccount(email);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => login(email, `Gresita-${n}-Parola`, `172.17.0.${n + 1}`)));
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(50);
  });

  test('each failure past the ceiling makes the account wait longer, not for ever', { timeout: 120_000 }, async () => {
    let time = Date.parse('2026-11-23T12:00:00Z');
    useClock(() => time);
    const email = 'slowed@exemplu.ro';
    await confirmedAccount(email);
    await wrongFromMany(email, 10);
    const first = Number((await login(email, 'Gresita-Parola-1', '172.18.0.1')).headers.get('retry-after'));
    expect(first).toBeGreaterThan(0);
    time += first * 1000 + 1;
    expect((await login(email, 'Gresita-Parola-1', '172.18.0.2')).status).toBe(401);
    const second = await login(email, 'Gresita-Parola-1', '172.18.0.3');
    expect(second.status).toBe(429);
    const secondWait = Number(second.headers.get('retry-after'));
    expect(secondWait).toBeGreaterThan(first);
    expect(secondWait).toBeLessThanOrEqual(15 * 60);
  });

  test('the e-mailed reset lets the owner in at once and lifts the wait', async () => {
    const email = 'reset.after.attack@exemplu.ro';
    await confirmedAccount(email);
    await wrongFromMany(email, 12);
    expect((await login(email, strongPassword, '172.19.0.1')).status).toBe(429);
    await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email }, client: '172.19.0.2' });
    await vi.waitFor(async () => expect((await latestMailTo(email))?.subject).toBe('Resetează parola contului Cuib'));
    const code = /parola\/confirmare\/([\w-]+)/.exec((await latestMailTo(email))!.body)![1];
    expect((await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: 'Alt-Cuib-Livada-2027' } })).status).toBe(200);
    expect((await login(email, 'Alt-Cuib-Livada-2027', '172.19.0.1')).status).toBe(200);
  });
});
