import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

async function open(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
  // The cookie bar has been answered: its own test is in consent.test.ts.
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
  const page = await context.newPage();
  // Typing waits until the page has come alive (its scripts loaded), as a person would see suggestions.
  await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
  return page;
}

/** The suggestions (not, say, the footer's country options). */
const suggestionOptions = (page: Page) => page.getByRole('listbox').getByRole('option');
const options = (page: Page) => suggestionOptions(page).allTextContents();

/** Types a query and waits until its suggestions have arrived and are shown. */
async function type(page: Page, query: string) {
  const box = page.getByRole('combobox', { name: 'Caută produse' });
  const answered = page.waitForResponse((response) => response.url().includes('/v2/search') && new URL(response.url()).searchParams.get('q') === query, { timeout: 10_000 });
  await box.fill(query);
  await answered;
  await expect.poll(() => suggestionOptions(page).count(), { timeout: 10_000 }).toBeGreaterThan(5);
  // One more frame, so the list shown is the answer's.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return box;
}

describe.each([1280, 375])('the search box at %i px', (width) => {
  test('empty: trending categories and the products viewed last', async () => {
    const page = await open('/produse/canapele', width);
    const product = page.locator('ul[aria-label="Produse"] > li').first().getByRole('link', { name: /^Detalii: / });
    const name = (await product.getAttribute('aria-label'))!.replace(/^Detalii: /, '');
    await Promise.all([page.waitForURL(/\/produs\/v\//), product.click()]);
    await page.getByRole('combobox', { name: 'Caută produse' }).click();
    await page.getByText('Continuă de unde ai rămas').waitFor({ timeout: 10_000 });
    await page.getByText('Categorii căutate acum').waitFor({ timeout: 10_000 });
    expect(await options(page)).toContain(name);
    await page.context().close();
  });

  test('canapea and canapéa suggest the same; arrows wrap; Escape closes and keeps focus; Enter searches', async () => {
    const page = await open('/', width);
    await type(page, 'canapéa');
    const accented = await options(page);
    const box = await type(page, 'canapea');
    expect(await options(page)).toEqual(accented);

    // Up from the top wraps to the last suggestion.
    await box.press('ArrowUp');
    const ids = await suggestionOptions(page).evaluateAll((nodes) => nodes.map((node) => node.id));
    // The highlight is drawn on the next render.
    await expect.poll(() => box.getAttribute('aria-activedescendant'), { timeout: 5_000 }).toBe(ids.at(-1));

    await box.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    // Enter with nothing highlighted runs the full search: the marketplace listing with the query.
    await box.fill('masa de gradina');
    await Promise.all([page.waitForURL(/\/produse\?q=masa\+de\+gradina/), box.press('Enter')]);
    await expect(page.locator('h1').first().textContent({ timeout: 10_000 })).resolves.toBe('Rezultate pentru „masa de gradina”');
    await page.context().close();
  });

  test('Enter on a highlighted suggestion follows it', async () => {
    const page = await open('/', width);
    const box = await type(page, 'canapea');
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant'), { timeout: 5_000 }).toBeTruthy();
    await Promise.all([page.waitForURL(/\/produse\/[a-z-]+\?q=canapea/), box.press('Enter')]);
    await page.context().close();
  });
});
