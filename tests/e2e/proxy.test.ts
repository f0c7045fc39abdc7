import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '#server/auth/passwords';
import { limitRepository } from '#server/repositories/limits';
import { userRepository } from '#server/repositories/users';
import { type Haproxy, startHaproxy } from '../support/haproxy';
import { freshEmail, siteStore, strongPassword } from '../support/site-data';
import { type SiteProcess, startSite } from '../support/site-process';
import { testSite } from '../support/test-site';

/**
 * The shipped deploy/haproxy.cfg in front of two sites started as README says: `npm start`
 * (scripts/start.ts without --host), with CUIB_TRUST_PROXY=1 as the config's header asks. Clients
 * are told apart by the loopback address their sockets are bound to (127.0.0.2, 127.0.0.3, …), as
 * visitors from different addresses would be.
 */
let sites: [SiteProcess, SiteProcess];
let proxy: Haproxy;

/** One request from `from`, on a connection of its own. */
function send(url: string, { from, method = 'GET', body, headers = {} }: { from: string; method?: string; body?: unknown; headers?: Record<string, string> }) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(url, { method, localAddress: from, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode!, body: text }));
    });
    sent.on('error', fail);
    sent.end(payload);
  });
}

/** What a site answers to bytes written straight on a socket (an HTTP/1.0 request without Host). */
function raw(base: string, text: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}

async function confirmedAccount(): Promise<string> {
  const email = freshEmail('proxy');
  const users = userRepository(siteStore());
  const user = (await users.create({ email, passwordHash: await hashPassword(strongPassword), firstName: 'Ana', lastName: 'Pop', newsletter: false }))!;
  await users.confirm(user.id, user.confirmation_code!);
  return email;
}

/** The login form posted without JavaScript, as a browser would. */
function formLogin(from: string, email: string, password: string) {
  return new Promise<number>((done, fail) => {
    const body = new URLSearchParams({ email, password }).toString();
    const sent = request(`${proxy.url}/login`, { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode!));
    });
    sent.on('error', fail);
    sent.end(body);
  });
}

const login = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  send(`${proxy.url}/api/v2/auth/login`, { from, method: 'POST', body: { email, password }, headers });

beforeAll(async () => {
  const started = await Promise.all([1, 2].map(() => startSite({ CUIB_TRUST_PROXY: '1' }, { dataDir: testSite().dataDir, workers: 1, host: null })));
  sites = [started[0]!, started[1]!];
  proxy = await startHaproxy([sites[0].baseURL, sites[1].baseURL]);
  // The clients of this file start with no attempts counted.
  for (let n = 2; n <= 40; n++) await limitRepository(siteStore()).forget(`login-client:127.0.0.${n}`);
});

afterAll(async () => {
  proxy?.stop();
  await Promise.all(sites?.map((site) => site.stop()) ?? []);
});

describe('deploy/haproxy.cfg in front of sites started by npm start', () => {
  test('the health check passes, so both sites are up and pages come through', async () => {
    await proxy.bothUp(15_000);
    const before = await proxy.stats();
    for (let n = 0; n < 4; n++) expect((await send(`${proxy.url}/eco`, { from: '127.0.0.1' })).status).toBe(200);
    const after = await proxy.stats();
    for (const site of ['site1', 'site2']) expect(after[site]!.sessions, site).toBeGreaterThan(before[site]!.sessions);
  });

  test('the health path answers 200 without Host, and on both sites, drawing no page and kept by no cache', async () => {
    const site = sites[0].baseURL;
    expect(await raw(site, 'GET /healthz HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
    // Without Host, any path is the shop's (it was a 400 for every one).
    expect(await raw(site, 'GET /robots.txt HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
    for (const host of ['localhost', `parteneri.localhost:${sites[0].port}`]) {
      const answer = await fetch(`${site}/healthz`, { headers: { host }, redirect: 'manual' });
      expect(answer.status, host).toBe(200);
      expect(answer.headers.get('cache-control'), host).toBe('no-store');
      expect(answer.headers.get('content-type'), host).toMatch(/^text\/plain/);
    }
  });

  test('25 clients, each mistyping once, all log in: each is its own client behind the proxy', async () => {
    const clients = Array.from({ length: 25 }, (_, index) => `127.0.0.${index + 2}`);
    const emails = await Promise.all(clients.map(() => confirmedAccount()));
    const statuses: string[] = [];
    for (const [index, from] of clients.entries()) {
      const wrong = await login(from, emails[index]!, 'Parola-Gresita-1');
      const right = await login(from, emails[index]!, strongPassword);
      statuses.push(`${from} ${wrong.status} ${right.status}`);
    }
    expect(statuses).toEqual(clients.map((from) => `${from} 401 200`));
    // Each login checks a password with scrypt: 50 of them take a while on a busy machine.
  }, 240_000);

  test('a spoofed X-Forwarded-For changes nothing: 30 wrong passwords for one account from one client are refused past the limit', async () => {
    const email = await confirmedAccount();
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) statuses.push((await login('127.0.0.30', email, `Parola-Gresita-${n}`, { 'x-forwarded-for': `203.0.113.${n + 1}` })).status);
    // A few failures are free; then the account is refused to this client, whatever it calls itself.
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(-20)).toEqual(Array(20).fill(429));
  }, 120_000);

  test('the login form (no JavaScript) counts each visitor too: one guessing an account does not lock its owner out', async () => {
    const email = await confirmedAccount();
    // The site checks the form's password through its embedded backend, in process.
    for (let n = 0; n < 7; n++) await formLogin('127.0.0.32', email, `Parola-Gresita-${n}`);
    expect(await formLogin('127.0.0.32', email, strongPassword)).not.toBe(303);
    expect(await formLogin('127.0.0.33', email, strongPassword)).toBe(303);
  }, 120_000);
});
