import { describe, expect, test } from 'vitest';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();
const baseURL = site.baseURL;

describe.each([1280, 375])('similar products from a listing at %i px', (width) => {
  test('open under the clicked card’s row, lead to the visually-similar page, and close back to the link', async () => {
    const page = await site.open('/produse/canapele', width);
    const cards = page.getByRole('list', { name: 'Produse' }).locator(':scope > li');
    const opener = page.getByRole('link', { name: /^Similare cu/ }).first();
    await opener.click();
    const panel = page.getByRole('region', { name: 'Produse similare' });
    await panel.waitFor();
    // The panel is a whole-width item placed after the last card of the first row.
    const layout = await page.evaluate(() => {
      const items = [...document.querySelectorAll('ul[aria-label="Produse"] > li')] as HTMLElement[];
      const slot = items.findIndex((item) => item.hasAttribute('data-similar-slot'));
      return { slot, firstRow: items.filter((item) => item.offsetTop === items[0]!.offsetTop).length, width: items[slot]!.offsetWidth, list: items[0]!.parentElement!.clientWidth };
    });
    expect(layout.slot).toBe(layout.firstRow);
    expect(layout.width).toBeGreaterThan(layout.list * 0.9);
    expect(await cards.count()).toBeGreaterThan(layout.firstRow);
    const more = await panel.getByRole('link', { name: 'Vezi toate' }).getAttribute('href');
    expect(more).toMatch(/^\/products\/visually-similar\/[0-9a-f-]{36}\/[a-z0-9-]+$/);
    await panel.getByRole('button', { name: 'Închide produsele similare' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

    const similar = await page.goto(new URL(more!, baseURL).toString());
    expect(similar!.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Produse asemănătoare cu /);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    // An outdated slug redirects; an unknown result is a real 404.
    const moved = await fetch(new URL(more!.replace(/[^/]+$/, 'alt-nume'), baseURL), { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect((await fetch(new URL('/products/visually-similar/2f1b6c0e-4a7d-4b8e-9a41-0d2c5e7f9b13/x', baseURL))).status).toBe(404);
    await page.context().close();
  });
});
