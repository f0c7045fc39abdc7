import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '#server/auth/passwords';
import { userRepository } from '#server/repositories/users';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';
import { asNewClient, freshEmail, signedInAccount, siteStore, strongPassword } from '../support/site-data';

const site = siteBrowser();
const ours = new URL(site.baseURL).origin;

/**
 * `next` values that are another host once a browser has normalised them (dot segments removed,
 * `\` read as `/`): each as it would stand, already percent-encoded, in a link's query.
 */
const elsewhere = ['/.//evil.example', '/./%5Cevil.example', '/x/..//evil.example', '/%252e//evil.example', '/%2e//evil.example', '/%252e%252e//evil.example', '/.%09//evil.example'];

// One password hash for all the accounts here: hashing is slow on purpose, and the machine is busy.
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(strongPassword);
});

/** A confirmed account of its own (one account's logins are limited), made in the site's store. */
async function freshAccount(): Promise<string> {
  const email = freshEmail('radu');
  const users = userRepository(siteStore());
  const user = (await users.create({ email, passwordHash, firstName: 'Radu', lastName: 'Ionescu', newsletter: false }))!;
  await users.confirm(user.id, user.confirmation_code!);
  return email;
}

/** A context whose every request to a host other than the site is answered by a stand-in page, so a redirect there is seen, not sent. */
async function guardedContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await site.browser().newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
  await context.route((url) => url.origin !== ours, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Alt site</title>' }));
  return context;
}

/** Logs in on `/login?next=…` with a fresh account, through the form as a shopper would. */
async function logIn(page: Page, next: string, javaScriptEnabled: boolean) {
  const email = await freshAccount();
  await asNewClient();
  await page.goto(`${site.baseURL}/login?next=${next}`, { waitUntil: 'load' });
  // Typed into once the form has come alive (typing before then is the concern of login-typing.test.ts).
  if (javaScriptEnabled) await hydrated(page, 'main form');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Parola', { exact: true }).fill(strongPassword);
  await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), page.getByRole('main').getByRole('button', { name: 'Intră în cont' }).click()]);
  // Wherever it went, it has arrived (a script-driven navigation follows the login's answer).
  await page.waitForLoadState('load');
}

describe.each([true, false])('a return address to another host after logging in (JavaScript %s)', (javaScriptEnabled) => {
  test.each(elsewhere)('next=%s: the shopper ends on our own site', async (next) => {
    const context = await guardedContext(javaScriptEnabled);
    const page = await context.newPage();
    await logIn(page, next, javaScriptEnabled);
    expect(new URL(page.url()).origin).toBe(ours);
    expect(await page.title()).not.toBe('Alt site');
    await context.close();
  });
});

describe('a signed-in visitor opening such a link', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await guardedContext(true);
    await signedInAccount(context, 'Radu');
  });
  afterAll(() => context.close());

  test.each(elsewhere)('next=%s: sent to the account page, not elsewhere and not a 500', async (next) => {
    const answer = await context.request.get(`${site.baseURL}/login?next=${next}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/user');
  });

  test('a path of this site is still followed', async () => {
    const answer = await context.request.get(`${site.baseURL}/login?next=${encodeURIComponent('/produse/canapele?pagina=2')}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/produse/canapele?pagina=2');
  });
});
