import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, testChromiumPath } from './chromium';
import { hydrated } from './hydration';
import { testSite } from './test-site';

/**
 * The width of a flow whose steps do not change with it (`describe.each(oneWidth(375))`): run at
 * both, it would only cost the suite time. The layouts at both widths are the concern of the axe,
 * keyboard, header, category and catalogue tests.
 */
export const oneWidth = (width: 375 | 1280): [number] => [width];

/**
 * One headless Chromium for a test file, and `open`: a page of the test site in a fresh context
 * (Romanian locale, the cookie bar already answered), once its scripts have loaded and React has
 * hydrated its header: a click on a server-rendered button before then does nothing.
 */
export function siteBrowser() {
  const baseURL = testSite().baseURL;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
  });
  afterAll(async () => browser?.close());
  return {
    baseURL,
    browser: () => browser!,
    async open(path: string, width: number, height = 900): Promise<Page> {
      const context = await browser!.newContext({ viewport: { width, height }, locale: 'ro-RO' });
      await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
      const page = await context.newPage();
      await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
      await hydrated(page);
      return page;
    },
  };
}

/**
 * Opens `url` until the page shows `shown`: after a change to its product, a kept product page is
 * answered for up to 5 s while it is drawn again (README, "The shared page cache"), as a shopper
 * who reloads would see.
 */
export async function openShowing(page: Page, url: string, shown: Locator): Promise<void> {
  do await page.goto(url, { waitUntil: 'networkidle' });
  while (!(await shown.isVisible()));
}
