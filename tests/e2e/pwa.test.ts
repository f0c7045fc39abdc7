import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

test('the web app manifest names Cuib and its icons exist', async () => {
  const manifest = (await (await fetch(new URL('/manifest.webmanifest', baseURL))).json()) as { name: string; lang: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ short_name: 'Cuib', lang: 'ro', display: 'standalone' });
  for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, baseURL))).headers.get('content-type')).toBe('image/png');
  const html = await (await fetch(new URL('/', baseURL))).text();
  expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
});

test('the service worker at /sw.js shows the offline page when the network is gone, and stores no page', async () => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
  const page = await context.newPage();
  await page.goto(new URL('/', baseURL).toString(), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null || navigator.serviceWorker.ready.then(() => true), undefined, { timeout: 10_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload({ waitUntil: 'networkidle' });
  const stored = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat());
  expect(stored).toContain('/offline.html');
  expect(stored.every((path) => path === '/offline.html' || path.startsWith('/icons/') || path.startsWith('/assets/'))).toBe(true);
  await context.setOffline(true);
  await page.goto(new URL('/produse/canapele', baseURL).toString()).catch(() => undefined);
  await expect(page.locator('h1').textContent()).resolves.toBe('Nu ești conectat la internet');
  await context.close();
});
