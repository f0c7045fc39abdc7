import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { hydrated } from '../support/hydration';
import { signedInAccount } from '../support/site-data';
import { testSite } from '../support/test-site';
import { oneWidth } from '../support/site-browser';

const baseURL = testSite().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

async function newContext(width: number, userAgent?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO', userAgent });
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
  return context;
}

/** What a page loads that belongs to admin mode: its code and the admin-data calls. */
function watchAdminTraffic(page: Page) {
  const seen = { scripts: [] as string[], rankingCalls: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/AdminModeRuntime-/.test(path)) seen.scripts.push(path);
    if (path === '/v1/data') seen.rankingCalls.push(request.url());
  });
  return seen;
}

const listing = '/produse/canapele';
// Named by the initials it shows, then the first name (label in name).
const userMenuButton = 'header button[aria-label$="Ana, meniul utilizatorului"]';

test('a press on the user menu before its code has arrived opens the menu once it does', async () => {
  const context = await newContext(1280);
  await signedInAccount(context, 'Ana');
  const page = await context.newPage();
  // The menu's code is held back until the press has been made.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/UserMenu-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(new URL('/eco', baseURL).toString(), { waitUntil: 'domcontentloaded' });
  await hydrated(page, userMenuButton);
  await page.getByRole('button', { name: /Ana, meniul utilizatorului$/ }).click();
  expect(await page.getByRole('menu').count()).toBe(0);
  release();
  await page.getByRole('menu', { name: 'Meniul utilizatorului' }).waitFor();
  await expect(page.getByRole('menuitem', { name: 'Contul meu' }).isVisible()).resolves.toBe(true);
  await context.close();
});

describe.each(oneWidth(1280))('admin mode at %i px (SPEC §1, §4, §6)', (width) => {
  test('staff turn it on from the user menu and every card shows its panel with ranking data, then turn it off', async () => {
    const context = await newContext(width);
    await signedInAccount(context, 'Ana', { staff: true });
    const page = await context.newPage();
    await page.goto(new URL(listing, baseURL).toString(), { waitUntil: 'networkidle' });
    // The user menu hydrates once its code has arrived (a Suspense boundary of its own).
    await hydrated(page, userMenuButton);
    expect(await page.locator('[data-admin-panel]').count()).toBe(0);

    await page.getByRole('button', { name: /Ana, meniul utilizatorului$/ }).click();
    const toggle = page.getByRole('menuitemcheckbox', { name: 'Mod administrator: oprit' });
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    const reloaded = page.waitForEvent('load');
    await toggle.click();
    await reloaded;
    const traffic = watchAdminTraffic(page);
    await page.waitForLoadState('networkidle');
    await hydrated(page, userMenuButton);

    const panels = page.locator('[data-admin-panel]');
    const cards = await page.locator('article[data-variant-id]').count();
    await expect.poll(() => panels.count()).toBe(cards);
    const first = panels.first();
    await expect(first.locator('summary').textContent()).resolves.toMatch(/^Admin: (APO|MPO|RPO), poziția 1$/);
    await first.locator('summary').click();
    await first.getByText('Loc în clasament').waitFor();
    await expect(first.getByText('Clasamentul categoriei').getAttribute('target')).resolves.toBe('_blank');
    // The cards' ids went together: one call for the listing's category group(s), not one per card.
    expect(traffic.rankingCalls.length).toBeGreaterThan(0);
    expect(traffic.rankingCalls.length).toBeLessThan(cards);
    expect(new URL(traffic.rankingCalls[0]!).searchParams.get('variantIds')).toContain('|');

    await page.getByRole('button', { name: /Ana, meniul utilizatorului$/ }).click();
    const on = page.getByRole('menuitemcheckbox', { name: 'Mod administrator: pornit' });
    await expect(on.getAttribute('aria-checked')).resolves.toBe('true');
    const again = page.waitForEvent('load');
    await on.click();
    await again;
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-admin-panel]').count()).toBe(0);
    await context.close();
  });
});

describe('admin mode for others', () => {
  test('a shopper and a robot with the cookie set by hand see no panel and load none of its code', async () => {
    const shopper = await newContext(1280);
    await signedInAccount(shopper, 'Ioana');
    const robot = await newContext(1280, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    for (const context of [shopper, robot]) {
      await context.addCookies([{ name: 'admin-mode', value: '1', url: baseURL }]);
      const page = await context.newPage();
      const traffic = watchAdminTraffic(page);
      await page.goto(new URL(listing, baseURL).toString(), { waitUntil: 'networkidle' });
      expect(await page.locator('[data-admin-panel]').count()).toBe(0);
      expect(traffic).toEqual({ scripts: [], rankingCalls: [] });
      // Not even offered in the menu.
      expect(await page.getByText('Mod administrator').count()).toBe(0);
      await context.close();
    }
  });

  test('staff with admin mode on load its code (what the test above checks is absent)', async () => {
    const context = await newContext(1280);
    await signedInAccount(context, 'Radu', { staff: true });
    await context.addCookies([{ name: 'admin-mode', value: '1', url: baseURL }]);
    const page = await context.newPage();
    // Asked for once the page has hydrated, which on a busy machine can come after the network has
    // been quiet for a while (networkidle): wait for the request itself.
    const runtime = page.waitForRequest((request) => /\/assets\/AdminModeRuntime-/.test(new URL(request.url()).pathname));
    await page.goto(new URL(listing, baseURL).toString());
    expect(new URL((await runtime).url()).pathname).toMatch(/AdminModeRuntime-/);
    await context.close();
  });
});

describe('the staff report (/admin/raport)', () => {
  // One width, as above: a phone's.
  test.each([375])('at %i px staff read impressions, clicks and CTR per variant and the experiments; others get the not-found page', async (width) => {
    const context = await newContext(width);
    await signedInAccount(context, 'Radu', { staff: true });
    const page = await context.newPage();
    // A card seen three times and clicked once today, as the collector and the click-through record them.
    const variant = Number(await (await context.newPage()).goto(new URL(listing, baseURL).toString()).then(async (answer) => /data-variant-id="(\d+)"/.exec((await answer!.text()))![1]));
    const impressions = [1, 2, 3].map(() => ({ variant_id: variant, source: 1 }));
    expect((await context.request.post(new URL('/impression', baseURL).toString(), { data: { project: 'cuib', impressions } })).status()).toBe(204);
    await context.request.get(new URL(`/v2/clickthrough/${variant}/1`, baseURL).toString(), { maxRedirects: 0 });
    await page.goto(new URL('/admin/raport?source=1', baseURL).toString(), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Raport de măsurare' }).waitFor();
    const row = page.locator('tbody tr').filter({ has: page.locator(`a[href^="/produs/v/${variant}-"]`) });
    await expect(row.locator('td').nth(0).textContent()).resolves.toBe('1 · listare');
    const [impressionCount, clickCount] = await Promise.all([row.locator('td').nth(2).textContent(), row.locator('td').nth(3).textContent()]);
    expect(Number(impressionCount)).toBeGreaterThanOrEqual(3);
    expect(Number(clickCount)).toBeGreaterThanOrEqual(1);
    await page.getByRole('heading', { level: 2, name: 'Experimente' }).waitFor();
    // The period form keeps the address as the state: a bad period says why.
    await page.goto(new URL('/admin/raport?from=2026-11-30&to=2026-11-01', baseURL).toString());
    await expect(page.getByRole('alert').textContent()).resolves.toContain('este după ultima');
    await context.close();

    const shopper = await newContext(width);
    await signedInAccount(shopper, 'Ioana');
    const answer = await (await shopper.newPage()).goto(new URL('/admin/raport', baseURL).toString());
    expect(answer!.status()).toBe(404);
    await shopper.close();
  });
});
