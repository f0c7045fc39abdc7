import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

describe.each([1280, 375])('the cookie bar at %i px', (width) => {
  test('a new visitor sees it; choosing settings saves the cookie and calls the consent endpoint; then it is gone', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    const page = await context.newPage();
    // The bar's buttons work once the page's scripts have loaded, as a person would use them.
    await page.goto(new URL('/', baseURL).toString(), { waitUntil: 'networkidle' });
    const bar = page.getByRole('region', { name: 'Cookie-uri' });
    await bar.waitFor({ timeout: 10_000 });
    await bar.getByRole('button', { name: 'Setări' }).click();
    await bar.getByText('Analiză').click();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v2/consent') && request.method() === 'POST', { timeout: 10_000 });
    await bar.getByRole('button', { name: 'Salvează setările' }).click();
    expect(JSON.parse((await sent).postData()!)).toEqual({ essential: true, marketing: false, analytics: true, functional: false });
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(decodeURIComponent(cookies.cuib_consent!.value)).toBe('essential|analytics');
    expect(cookies.cuib_cookie_bar_accepted!.value).toBe('1');
    // About a year (365 days).
    expect(cookies.cuib_consent!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.reload();
    expect(await page.getByRole('region', { name: 'Cookie-uri' }).count()).toBe(0);
    await context.close();
  });
});

test('Googlebot never gets the bar', async () => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  await page.goto(new URL('/', baseURL).toString());
  expect(await page.getByRole('region', { name: 'Cookie-uri' }).count()).toBe(0);
  const html = await (await fetch(new URL('/', baseURL), { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })).text();
  expect(html).not.toContain('Accept toate');
  await context.close();
});
