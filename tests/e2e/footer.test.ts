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

describe.each([1280, 375])('the footer at %i px', (width) => {
  test('link groups (accordions on a phone) and the country switch', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
    const page = await context.newPage();
    await page.goto(new URL('/', baseURL).toString(), { waitUntil: 'networkidle' });
    const footer = page.getByRole('navigation', { name: 'Subsol' });
    const link = footer.getByRole('link', { name: 'Magazinele de pe Cuib' });
    if (width < 768) {
      expect(await link.isVisible()).toBe(false);
      await footer.getByText('Magazine și producători').click();
    }
    expect(await link.isVisible()).toBe(true);
    // The arrow keys only change the choice: the visitor stays until they press „Mergi”.
    const left: string[] = [];
    page.on('request', (request) => {
      if (/^https:\/\/\w+\.cuib\.ro/.test(request.url())) left.push(request.url());
    });
    const country = page.getByLabel('Țara');
    await country.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => country.inputValue()).toBe('https://cz.cuib.ro');
    // Leaving on the choice would have asked for cz.cuib.ro by the time the next key is handled.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => country.inputValue()).toBe('https://cuib.ro');
    expect(left).toEqual([]);
    // Choosing another country and going there opens its site (only Cuib's own sites are offered).
    await page.route('https://hu.cuib.ro/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Cuib HU</title>' }));
    await country.selectOption({ label: 'Magyarország' });
    expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin);
    await Promise.all([page.waitForURL('https://hu.cuib.ro/**'), page.getByRole('button', { name: 'Mergi' }).click()]);
    await context.close();
  });
});

test('without JavaScript the country form goes through /tara, to Cuib sites only', async () => {
  const toHungary = await fetch(new URL('/tara?site=https%3A%2F%2Fhu.cuib.ro', baseURL), { redirect: 'manual' });
  expect(toHungary.status).toBe(303);
  expect(toHungary.headers.get('location')).toBe('https://hu.cuib.ro/');
  const elsewhere = await fetch(new URL('/tara?site=https%3A%2F%2Fexample.org', baseURL), { redirect: 'manual' });
  expect(new URL(elsewhere.headers.get('location')!, baseURL).pathname).toBe('/');
});
