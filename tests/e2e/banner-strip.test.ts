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

describe.each([1280, 375])('the banner strip at %i px', (width) => {
  test('closing it records it in the seen cookie and it stays closed after reload', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
    const page = await context.newPage();
    await page.goto(new URL('/', baseURL).toString(), { waitUntil: 'networkidle' });
    const banner = page.getByRole('complementary', { name: 'Anunț' });
    await expect(banner.getByRole('link', { name: 'Vezi ofertele' }).getAttribute('href')).resolves.toBe('/produse/black-friday');
    await banner.getByRole('button', { name: 'Închide anunțul' }).click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.evaluate(() => window.dataLayer?.at(-1))).toEqual({ event: 'banner_strip_close_click', banner_ident: 'black-friday-2026' });
    const seen = (await context.cookies()).find((cookie) => cookie.name === 'cuib_banner_seen');
    expect(decodeURIComponent(seen!.value).split(';')).toContain('black-friday-2026');
    await page.reload();
    expect(await page.getByRole('complementary', { name: 'Anunț' }).count()).toBe(0);
    await context.close();
  });
});
