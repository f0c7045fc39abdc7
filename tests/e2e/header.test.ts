import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();
const open = (path: string, width: number) => site.open(path, width, 800);

/** Where the header's bottom edge is in the viewport: 0 or less means it has slid away. */
const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);

describe.each([1280, 375])('the header at %i px', (width) => {
  test('hides when scrolling down past 80 px, comes back when scrolling up, and stays sticky', async () => {
    const page = await open('/produse/canapele', width);
    expect(await headerBottom(page)).toBeGreaterThan(0);
    // The page scrolls as a wheel over its content would scroll it (a wheel over the filters' own
    // scrolling column would move that instead). A busy machine may attach the header's listener
    // after the first scroll: a small further step every quarter second until it reacts.
    await page.evaluate(() => window.scrollBy(0, 1500));
    await expect
      .poll(
        async () => {
          const bottom = await headerBottom(page);
          if (bottom > 0) await page.evaluate(() => window.scrollBy(0, 40));
          return bottom;
        },
        { interval: 250 },
      )
      .toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect
      .poll(
        async () => {
          const top = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top);
          if (top !== 0) await page.evaluate(() => window.scrollBy(0, -20));
          return top;
        },
        { interval: 250 },
      )
      .toBe(0);
    // Back at the top of the viewport while the page is still far down: sticky.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.context().close();
  });
});

describe('the header links at 1280 px', () => {
  test('Inspirations shows while the shop-the-look flag is on (it is, for these tests); the studio opens in a new tab', async () => {
    const page = await open('/', 1280);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('link', { name: 'Inspirații' }).getAttribute('href')).toBe('/inspirations');
    const studio = nav.getByRole('link', { name: /^Cuib Studio/ });
    expect(await studio.getAttribute('target')).toBe('_blank');
    expect(await studio.getAttribute('href')).toMatch(/^http:\/\/parteneri\./);
    await page.context().close();
  });
});

describe('the mega-menu at 1280 px', () => {
  test('opens with the keyboard, leads into its links, closes with Escape and keeps the header while open', async () => {
    const page = await open('/', 1280);
    const furniture = page.getByRole('navigation', { name: 'Categorii' }).getByRole('button', { name: 'Mobilă' });
    await furniture.focus();
    await page.keyboard.press('Enter');
    expect(await furniture.getAttribute('aria-expanded')).toBe('true');
    const sofas = page.getByRole('navigation', { name: 'Categorii' }).getByRole('link', { name: 'Canapele', exact: true });
    expect(await sofas.isVisible()).toBe(true);
    expect(await sofas.getAttribute('href')).toBe('/produse/canapele');
    await page.keyboard.press('Escape');
    expect(await furniture.getAttribute('aria-expanded')).toBe('false');
    expect(await furniture.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Toate din Mobilă');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Canapele și fotolii');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/produse/canapele-si-fotolii');
    await page.context().close();
  });

  test('opens on hover; crossing the next button on the way down to the panel keeps it', async () => {
    // The page's clock stands still once the page is up, so the menu's 150 ms of rest pass when
    // the test says so, not when a busy machine happens to be slow between two pointer moves.
    const context = await site.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'ro-RO' });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(new URL('/', site.baseURL).toString(), { waitUntil: 'networkidle' });
    await hydrated(page);
    // Paused a moment ahead of the page's time; on a busy machine the page's clock can pass that
    // moment before the pause arrives, so it is asked again further ahead.
    for (const ahead of [1_000, 5_000, 20_000]) {
      const paused = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead).then(
        () => true,
        (error: Error) => (/to the past/.test(error.message) ? false : Promise.reject(error)),
      );
      if (paused) break;
    }
    const menu = page.getByRole('navigation', { name: 'Categorii' });
    const furniture = menu.getByRole('button', { name: 'Mobilă' });
    const bedroom = menu.getByRole('button', { name: 'Dormitor' });
    const expanded = (button: typeof furniture) => expect.poll(() => button.getAttribute('aria-expanded'));
    /** From the right edge of „Mobilă” diagonally down onto the bottom of „Dormitor”. */
    const crossToBedroom = async () => {
      await furniture.hover();
      await expanded(furniture).toBe('true');
      const from = (await furniture.boundingBox())!;
      const over = (await bedroom.boundingBox())!;
      await page.mouse.move(from.x + from.width - 2, from.y + from.height / 2);
      await page.mouse.move(over.x + 6, over.y + over.height - 4, { steps: 3 });
      await expect.poll(() => page.locator('[data-safe-area]').count()).toBe(1);
      await expanded(furniture).toBe('true');
      return over;
    };

    // On into the panel: „Mobilă” stays open.
    const over = await crossToBedroom();
    await page.mouse.move(over.x + 10, over.y + over.height + 30, { steps: 3 });
    await expanded(furniture).toBe('true');
    await expanded(bedroom).toBe('false');

    // Away from the menu: it closes after its grace.
    await page.mouse.move(640, 700);
    await page.clock.runFor(250);
    await expanded(furniture).toBe('false');

    // Resting on „Dormitor” for longer than 150 ms hands the menu to it.
    await crossToBedroom();
    await page.clock.runFor(200);
    await expect.poll(() => page.locator('[data-safe-area]').count()).toBe(0);
    await bedroom.hover({ position: { x: 10, y: 10 } });
    await expanded(bedroom).toBe('true');
    await expanded(furniture).toBe('false');
    await context.close();
  });
});

describe('the phone header at 375 px', () => {
  test('the hamburger opens the menu, which is fetched once and kept for an hour', async () => {
    const page = await open('/', 375);
    let calls = 0;
    page.on('request', (request) => request.url().endsWith('/api/v2/menu/mobile') && calls++);
    await page.getByRole('button', { name: 'Meniu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meniu' });
    await dialog.getByRole('button', { name: 'Grădină' }).click();
    expect(await dialog.getByRole('link', { name: 'Toate din Grădină' }).getAttribute('href')).toBe('/produse/gradina');
    expect(await page.evaluate(() => window.dataLayer?.some((event) => event.event === 'modal_open' && event.modal_name === 'mobile_menu'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('dialog', { name: 'Meniu' }).getByRole('button', { name: 'Grădină' }).waitFor();
    expect(calls).toBe(1);
    await page.context().close();
  });

  test('the open search covers the screen, locks the page and keeps focus inside', async () => {
    const page = await open('/', 375);
    await page.getByRole('combobox', { name: 'Caută produse' }).click();
    await page.waitForFunction(() => document.querySelector('form[role="search"]')?.hasAttribute('data-full-screen'));
    const box = await page.locator('form[role="search"]').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('form[role="search"]')))).toBe(true);
    }
    // While the list is open react-aria hides the rest of the page from screen readers (they close with
    // Escape); a finger or mouse still presses the visible „Închide”.
    await page.locator('form[role="search"] button[aria-label="Închide"]').click();
    await page.waitForFunction(() => !document.querySelector('form[role="search"]')?.hasAttribute('data-full-screen'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.context().close();
  });
});

describe.each([1280, 375])('the header buttons at %i px', (width) => {
  test('compare counts the cards put aside; favourites ask a visitor to log in', async () => {
    const page = await open('/produse/canapele', width);
    await page.getByRole('button', { name: 'Adaugă la comparație' }).first().click();
    await page.getByRole('button', { name: 'Adaugă la comparație' }).first().click();
    const compare = page.getByRole('banner').getByRole('link', { name: /^Compară/ });
    await page.waitForFunction(() => document.querySelector('[data-testid="compare-badge"]')?.textContent === '2');
    expect(await compare.getAttribute('href')).toBe('/compare-products');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('compare-badge').textContent()).toBe('2');
    await page.getByRole('banner').getByRole('button', { name: /^Favorite/ }).click();
    await page.getByRole('dialog', { name: 'Intră în cont' }).getByLabel('E-mail').waitFor();
    await page.context().close();
  });
});

describe('the login modal at 1280 px', () => {
  test('its code starts loading when the pointer comes to „Intră în cont”, before the press', async () => {
    const page = await open('/produse/canapele', 1280);
    const login = page.getByRole('banner').getByRole('button', { name: 'Intră în cont' });
    const requested = page.waitForRequest(/\/AuthModal-[^/]*\.js$/, { timeout: 10_000 });
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/AuthModal-/.test(entry.name)))).toBe(false);
    await login.hover();
    await requested;
    await login.click();
    await page.getByRole('dialog', { name: 'Intră în cont' }).getByLabel('E-mail').waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

describe('AI search on the homepage', () => {
  test('a description in words opens the listing it was turned into', async () => {
    const page = await open('/', 1280);
    await page.getByRole('textbox', { name: /Descrie produsul/ }).fill('canapea bej');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/produse\/canapele\?culoare=bej$/);
    await page.context().close();
  });
});
