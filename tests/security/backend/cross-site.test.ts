import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { embeddedBackendFor } from '#server/index';
import { callBackend, connectionFrom, useTestCatalogue } from '../../support/embedded';
import { confirmedAccount, strongPassword, tokenCookie } from './accounts';

beforeAll(() => useTestCatalogue(100));
afterEach(() => vi.unstubAllEnvs());

const visitor = 'cuib_visitor=00000000-0000-4000-8000-00000000c0de';

describe('writes from other sites are refused with 403', () => {
  test('a cross-site form cannot log a shopper out', async () => {
    await confirmedAccount('cross@exemplu.ro');
    const login = await callBackend('POST', '/api/v2/auth/login', { body: { email: 'cross@exemplu.ro', password: strongPassword } });
    const cookie = tokenCookie(login.headers)!;
    const forged = await callBackend('POST', '/api/v2/auth/logout', { cookie, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://rau.example' } });
    expect(forged.status).toBe(403);
    expect(forged.type).toContain('application/problem+json');
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect((await callBackend('GET', '/api/v2/user/me', { cookie })).status).toBe(200);
  });

  test.each([
    ['likes', 'POST', '/api/v1/cuib/like/variant/10'],
    ['likes', 'DELETE', '/api/v1/cuib/like/variant/10'],
    ['watchdog', 'POST', '/api/v1/cuib/watchdog/10'],
    ['main-api', 'POST', '/api/v2/consent'],
    ['impressions', 'POST', '/impression'],
    ['features', 'POST', '/api/eval/sdk-cuib-ro'],
  ])('%s: %s %s from a foreign Origin without fetch metadata', async (_, method, path) => {
    const { status, type } = await callBackend(method, path, { cookie: visitor, origin: 'https://rau.example', body: method === 'DELETE' ? undefined : {} });
    expect(status).toBe(403);
    expect(type).toContain('application/problem+json');
  });

  test('same-site is accepted only from the shop or the partner site', async () => {
    vi.stubEnv('CUIB_SITE_ORIGIN', 'https://www.cuib.ro');
    const like = (origin: string) => callBackend('POST', '/api/v1/cuib/like/variant/11', { cookie: visitor, origin, headers: { 'sec-fetch-site': 'same-site' } });
    expect((await like('https://parteneri.cuib.ro')).status).toBe(200);
    expect((await like('https://forum.cuib.ro')).status).toBe(403);
  });

  test("the request's own origin counts only while CUIB_SITE_ORIGIN is unset (local development)", async () => {
    const like = () => callBackend('POST', '/api/v1/cuib/like/variant/12', { cookie: visitor, origin: 'http://cuib.test' });
    vi.stubEnv('CUIB_SITE_ORIGIN', undefined);
    expect((await like()).status).toBe(200);
    vi.stubEnv('CUIB_SITE_ORIGIN', 'https://www.cuib.ro');
    expect((await like()).status).toBe(403);
    expect((await callBackend('POST', '/api/v1/cuib/like/variant/12', { cookie: visitor, origin: 'https://www.cuib.ro' })).status).toBe(200);
  });

  test('same-origin requests and requests with neither header (the site server, curl) pass', async () => {
    expect((await callBackend('POST', '/api/v1/cuib/like/variant/13', { cookie: visitor, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await callBackend('POST', '/api/v1/cuib/like/variant/13', { cookie: visitor })).status).toBe(200);
  });
});

describe('state-changing bodies must be JSON (415)', () => {
  const send = (method: string, path: string, type: string, body: string) => {
    const backend = embeddedBackendFor(path)!;
    return backend.app.fetch(new Request(`http://cuib.test${path}`, { method, headers: { 'content-type': type, cookie: visitor }, body }), connectionFrom('127.0.0.1'));
  };

  test.each([
    ['POST', '/api/v2/consent', 'text/plain', '{"essential":true,"marketing":true,"analytics":true,"functional":true}'],
    ['POST', '/api/v2/auth/logout', 'application/x-www-form-urlencoded', 'a=1'],
    ['POST', '/api/v1/cuib/like/variant', 'text/plain', '[1,2]'],
    ['POST', '/api/v1/cuib/watchdog/10', 'multipart/form-data; boundary=x', '--x--'],
    ['POST', '/impression', 'text/plain', '{"project":"cuib","impressions":[]}'],
    ['POST', '/api/eval/sdk-cuib-ro', 'text/plain', '{}'],
  ])('%s %s as %s', async (method, path, type, body) => {
    const response = await send(method, path, type, body);
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 415, field: 'body' });
  });

  test('JSON with a charset and body-less writes pass', async () => {
    expect((await send('POST', '/api/v1/cuib/like/variant', 'application/json; charset=utf-8', '[1]')).status).toBe(200);
    const bare = await embeddedBackendFor('/api/v1/cuib/like/variant/14')!.app.fetch(new Request('http://cuib.test/api/v1/cuib/like/variant/14', { method: 'POST', headers: { cookie: visitor } }), connectionFrom('127.0.0.1'));
    expect(bare.status).toBe(200);
  });
});

describe('the visitor cookie', () => {
  test('is never issued on a cross-site request, so a foreign page cannot replace the shopper’s', async () => {
    const crossSite = await callBackend('GET', '/api/v2/viewed-experiments?ex=a|b', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const refused = await callBackend('POST', '/api/v1/cuib/like/variant/15', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const own = await callBackend('GET', '/api/v2/viewed-experiments?ex=a|b', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.headers.get('set-cookie')).toMatch(/^cuib_visitor=/);
  });
});

describe('cookies get Secure over https', () => {
  const visitorCookie = async (headers: Record<string, string> = {}) =>
    (await callBackend('GET', '/api/v2/viewed-experiments?ex=a|b', { headers })).headers.get('set-cookie') ?? '';

  test('when the configured site is https', async () => {
    vi.stubEnv('CUIB_SITE_ORIGIN', 'https://www.cuib.ro');
    expect(await visitorCookie()).toMatch(/; Secure/);
    await confirmedAccount('secure@exemplu.ro');
    const login = await callBackend('POST', '/api/v2/auth/login', { body: { email: 'secure@exemplu.ro', password: strongPassword } });
    expect(login.headers.get('set-cookie')).toMatch(/^cuib_token=.+; HttpOnly; Secure; SameSite=Lax/);
  });

  test('when a trusted proxy says the browser used https, and never on an untrusted header', async () => {
    vi.stubEnv('CUIB_SITE_ORIGIN', 'http://localhost:3000');
    expect(await visitorCookie({ 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    vi.stubEnv('CUIB_TRUST_PROXY', '1');
    expect(await visitorCookie({ 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
    expect(await visitorCookie()).not.toMatch(/Secure/);
  });
});
