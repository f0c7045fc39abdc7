import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../support/axe';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

/** Marks the document, so that a reload (which would drop the mark) can be told from an update in place. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { cuibSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { cuibSameDocument?: boolean }).cuibSameDocument === true);
const resultsCount = (page: Page) => page.locator('#produse > header [role="status"]').textContent();

/** Opens a category with its filters in view (on a phone they fold behind „Filtre”). */
async function openListing(path: string, width: number) {
  const page = await site.open(path, width);
  await page.waitForLoadState('networkidle');
  if (width < 1024) await page.getByText('Filtre', { exact: true }).click();
  await markDocument(page);
  return page;
}

describe.each([1280, 375])('filters update the listing in place at %i px', (width) => {
  test('Space on a colour checks it: the address and title change, the count is announced, the focus stays and nothing reloads', async () => {
    const page = await openListing('/produse/canapele', width);
    const heading = (await page.locator('#produse h1').textContent())!.trim();
    const filters = page.getByRole('navigation', { name: 'Filtre' });
    const colour = filters.locator('a[role="checkbox"][aria-checked="false"][href*="culoare="]').first();
    const href = (await colour.getAttribute('href'))!;
    const name = (await colour.locator('span').nth(2).textContent())!.trim();
    const expectedCount = (await colour.locator('span').last().textContent())!.trim();
    const target = await colour.elementHandle();
    await colour.focus();
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.keyboard.press('Space');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect.poll(() => target!.evaluate((element) => element.getAttribute('aria-checked'))).toBe('true');
    // The same element, still focused, in the same document, at the same scroll position.
    expect(await target!.evaluate((element) => element.isConnected && element === document.activeElement)).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);
    // The polite live region reads the new count, the one the choice promised.
    await expect.poll(() => resultsCount(page)).toMatch(new RegExp(`^${expectedCount.replaceAll('.', '\\.')}\\s(de )?produse?$`));
    await expect.poll(() => page.title()).toBe(`${heading} ${name.toLocaleLowerCase('ro')} | Cuib`);
    expect(await axeViolations(page, 'aside')).toEqual([]);

    // Space again unchecks it, in place too.
    await page.keyboard.press('Space');
    await page.waitForURL((url) => !url.search.includes('culoare='));
    await expect.poll(() => target!.evaluate((element) => element.getAttribute('aria-checked'))).toBe('false');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  test('keyboard steps on the price slider are applied once they rest, the focus staying on the thumb', async () => {
    const page = await openListing('/produse/canapele', width);
    const maximum = page.getByRole('slider', { name: 'Preț maxim' });
    const top = Number(await maximum.getAttribute('max'));
    const entries = await page.evaluate(() => history.length);
    await maximum.focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowLeft');
    await page.waitForURL(new RegExp(`pret-pana-la=${top - 3}(&|$)`));
    await page.waitForLoadState('networkidle');
    // One entry in the history for the three steps, the same document, the thumb still focused.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await sameDocument(page)).toBe(true);
    expect(await maximum.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => page.title()).toMatch(/ sub [\d.]+\slei \| Cuib$/);
    // The chip that removes the price sends the focus to the results, whose count is read out.
    await page.getByRole('link', { name: /^Elimină filtrul Preț/ }).click();
    await page.waitForURL((url) => !url.search.includes('pret-pana-la'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#produse h1') ?? false)).toBe(true);
    await expect.poll(() => maximum.inputValue()).toBe(String(top));
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  test('a typed width range is applied in place at its canonical address, the focus staying on „Aplică”', async () => {
    const page = await openListing('/produse/canapele', width);
    const form = page.locator('form[data-in-place]').filter({ has: page.locator('input[name="latime-de-la"]') });
    await form.evaluate((element) => {
      const details = element.closest('details');
      if (details) details.open = true;
    });
    const low = Number(await form.locator('input[name="latime-de-la"]').getAttribute('min'));
    await form.locator('input[name="latime-de-la"]').fill(String(low + 5));
    await form.locator('input[name="latime-pana-la"]').fill(String(low + 40));
    await form.getByRole('button', { name: 'Aplică' }).click();
    // The typed fields become the one `dimensiune` parameter the server would have redirected to.
    await page.waitForURL((url) => url.searchParams.get('dimensiune') === `latime:${(low + 5) * 10}-${(low + 40) * 10}` && !url.search.includes('latime-de-la'));
    await expect.poll(() => page.title()).toMatch(/\slățime\s\d+–\d+\scm\s\|\sCuib$/);
    expect(await sameDocument(page)).toBe(true);
    expect(await form.getByRole('button', { name: 'Aplică' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

test('without JavaScript the choices are links that open the filtered listing', async () => {
  const context = await site.browser().newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false, locale: 'ro-RO' });
  const page = await context.newPage();
  await page.goto(new URL('/produse/canapele', site.baseURL).toString());
  const colour = page.locator('a[role="checkbox"][href*="culoare="]').first();
  const href = (await colour.getAttribute('href'))!;
  await colour.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  expect(await page.locator(`a[role="checkbox"][aria-checked="true"]`).count()).toBeGreaterThan(0);
  await context.close();
});
