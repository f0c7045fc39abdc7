import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../support/axe';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

const cards = (page: Page) => page.locator('main article[data-inspiration-id]');

describe.each([1280, 375])('inspirations at %i px', (width) => {
  test('browse the feed, filter by a room (kept in the URL), open a look, open a hotspot with the keyboard, close it with Escape and follow its product', async () => {
    const page = await site.open('/inspirations', width);
    expect(await page.getByRole('heading', { level: 1, name: 'Inspirații' }).isVisible()).toBe(true);
    expect(await page.getByText('30 de inspirații', { exact: true }).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(12);
    expect(await axeViolations(page)).toEqual([]);

    // On a phone the filters fold behind „Filtrează”.
    if (width < 1024) await page.locator('summary', { hasText: 'Filtrează' }).click();
    await page.getByRole('group', { name: 'Cameră' }).getByRole('link', { name: /^Living/ }).click();
    await page.waitForURL('**/inspirations?camera=living');
    expect(await page.getByText('6 inspirații', { exact: true }).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(6);
    expect(await page.getByRole('group', { name: 'Cameră' }).getByRole('link', { name: /^Living/ }).getAttribute('aria-current')).toBe('true');

    const first = cards(page).first().getByRole('link');
    const name = (await first.textContent())!;
    expect(name).toMatch(/^Living /);
    await first.click();
    await page.waitForURL(/\/inspirations\/stl\/\d+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    // The spots answer presses once the picture's code has run.
    const spots = page.getByRole('list', { name: 'Produsele din imagine' });
    await spots.and(page.locator('[data-live]')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Tab from the title reaches the first spot (no link stands between them for a look by Cuib or a designer).
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    const spot = spots.getByRole('button').first();
    expect(await spot.evaluate((element) => element === document.activeElement)).toBe(true);
    const product = (await spot.textContent())!;
    await page.keyboard.press('Enter');
    const card = page.getByRole('group', { name: product });
    await card.waitFor();
    expect(await spot.getAttribute('aria-expanded')).toBe('true');
    // The shop through the click-through with the inspiration's click source, in a new tab.
    expect(await card.getByRole('link', { name: /Vezi în magazin/ }).getAttribute('href')).toMatch(/^\/v2\/clickthrough\/\d+\/20\?position=1$/);
    expect(await card.getByRole('button', { name: /favorite/ }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    expect(await spot.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await spot.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    await card.waitFor();
    await page.keyboard.press('Tab');
    const productLink = card.getByRole('link', { name: product });
    expect(await productLink.evaluate((element) => element === document.activeElement)).toBe(true);
    const href = (await productLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/produs\/v\/\d+-[a-z0-9-]+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(product);
    await page.context().close();
  });

  test('„Mai multe” adds the next page in place and the keyboard goes on from its first look', async () => {
    const page = await site.open('/inspirations', width);
    await page.locator('main [data-live]').waitFor();
    const more = page.getByRole('link', { name: 'Mai multe' });
    expect(await more.getAttribute('href')).toBe('/inspirations?pagina=2');
    await more.click();
    await page.waitForFunction(() => document.querySelectorAll('main article[data-inspiration-id]').length === 24);
    expect(page.url()).toMatch(/\/inspirations$/);
    expect(await page.getByRole('status').filter({ hasText: 'Au fost adăugate' }).textContent()).toBe('Au fost adăugate încă 12\u00a0inspirații.');
    await page.waitForFunction(() => document.activeElement?.closest('[data-page="1"]') !== null);
    expect(await page.getByRole('link', { name: 'Mai multe' }).getAttribute('href')).toBe('/inspirations?pagina=3');
    await page.context().close();
  });
});

describe('inspirations without JavaScript at 375 px', () => {
  test('filters and „Mai multe” are links that work; the look lists its products under the picture', async () => {
    const context = await site.browser().newContext({ viewport: { width: 375, height: 800 }, locale: 'ro-RO', javaScriptEnabled: false });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
    const page = await context.newPage();
    await page.goto(new URL('/inspirations', site.baseURL).toString());
    await page.getByRole('link', { name: 'Mai multe' }).click();
    await page.waitForURL('**/inspirations?pagina=2');
    expect(await cards(page).count()).toBe(12);
    await page.goto(new URL('/inspirations?camera=terasa', site.baseURL).toString());
    expect(await page.getByText('6 inspirații', { exact: true }).isVisible()).toBe(true);
    await cards(page).first().getByRole('link').click();
    await page.waitForURL(/\/inspirations\/stl\/\d+$/);
    const products = page.getByRole('list', { name: 'Produse' }).locator('article');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.count()).toBe(await page.getByRole('list', { name: 'Produsele din imagine' }).getByRole('button').count());
    await context.close();
  });
});

describe('an inspiration for search engines and link previews', () => {
  test('Open Graph picture of the room, JSON-LD with the products; an unknown id or a page past the last is the 404 page', async () => {
    const page = await site.open('/inspirations/stl/2', 1280);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^http:\/\/localhost:\d+\/images\/inspiration\/1200\/insp-2\.jpg$/);
    const response = await page.request.get(new URL(new URL(image!).pathname, site.baseURL).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const look = data.find((item) => item['@type'] === 'CollectionPage') as { mainEntity: { itemListElement: unknown[] }; primaryImageOfPage: { contentUrl: string } };
    expect(look.primaryImageOfPage.contentUrl).toBe(image);
    expect(look.mainEntity.itemListElement.length).toBe(await page.getByRole('list', { name: 'Produsele din imagine' }).getByRole('button').count());

    const missing = await page.goto(new URL('/inspirations/stl/999999', site.baseURL).toString());
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1, name: 'Ne pare rău, nu am găsit această pagină' }).isVisible()).toBe(true);
    // A feed page past the last one is not a page either.
    expect((await page.goto(new URL('/inspirations?pagina=99', site.baseURL).toString()))?.status()).toBe(404);
    expect((await page.goto(new URL('/inspirations?pagina=3', site.baseURL).toString()))?.status()).toBe(200);
    await page.context().close();
  });

  test('the header links to the inspirations (the shop-the-look flag is on)', async () => {
    const page = await site.open('/', 1280);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inspirații' }).click();
    await page.waitForURL('**/inspirations');
    expect(await page.getByRole('heading', { level: 1, name: 'Inspirații' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
