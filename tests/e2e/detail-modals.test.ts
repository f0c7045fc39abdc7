import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../support/chromium';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

describe.each([1280, 375])('the product page’s modals at %i px', (width) => {
  test('offers, delivery options, variants, pictures and a buyer’s photos open in place, each announced', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
    const page = await context.newPage();
    // A product with other offers, several colours, delivery options and reviews with photos.
    await page.goto(new URL('/produs/v/5255-canapea-vera-cu-brate-late-mustar', baseURL).toString(), { waitUntil: 'networkidle' });
    const cases: [RegExp, string, string][] = [
      [/^Compară \d+ oferte$/, 'Toate ofertele', 'link'],
      [/^Opțiuni de livrare$/, 'Opțiuni de livrare', 'table'],
      [/^Alege dintre toate/, 'Alege culoarea sau mărimea', 'link'],
      [/^Mărește imaginile/, 'Imagini', 'img'],
    ];
    for (const [opener, title, content] of cases) {
      const link = page.getByRole('link', { name: opener });
      await link.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole(content as 'link').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    await page.locator('a[data-opens="review-images"]').first().click();
    const photos = page.getByRole('dialog', { name: 'Fotografiile cumpărătorului' });
    expect(await photos.getByRole('status').textContent()).toMatch(/^Fotografia 1 din \d+$/);
    const opened = await page.evaluate(() => window.dataLayer?.filter((event) => event.event === 'modal_open').map((event) => event.modal_name));
    expect(opened).toEqual(['offers', 'deliveries', 'select_variant', 'images', 'review_images']);
    await context.close();
  });
});
