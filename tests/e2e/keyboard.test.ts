import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../support/axe';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();
const widths = [1280, 375] as const;

/** What the keyboard's focus is on: its text or label, and whether it sits in a product card. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(), id: element?.id ?? '', inCard: Boolean(element?.closest('[data-variant-id]')) };
  });

/** The headings' levels in document order, hidden ones (for screen readers) included. */
const headingLevels = (page: Page) => page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));

describe('the full-screen search on a phone', () => {
  test('„Închide” closes it with Enter, and the keyboard is free of it again', async () => {
    const page = await site.open('/', 375);
    await page.getByRole('combobox', { name: 'Caută produse' }).click();
    await page.locator('form[data-full-screen]').waitFor();
    const close = page.getByRole('button', { name: 'Închide' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('form[data-full-screen]').count()).toBe(0);
    expect(await page.getByRole('listbox').count()).toBe(0);
    // Tab now goes on through the page, not round the box and „Închide”.
    const seen = new Set<string>();
    for (let stop = 0; stop < 6; stop++) {
      await page.keyboard.press('Tab');
      seen.add(await page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim()));
    }
    expect([...seen].filter((name) => name !== 'Caută produse' && name !== 'Închide').length).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe.each(widths)('keyboard and headings at %i px', (width) => {
  test('the skip links are the first Tab stops, and „Sari la produse” leads past the filters to the products', async () => {
    const page = await site.open('/produse/canapele', width);
    // The banner strip is up (Black Friday), yet the skip links come first.
    await page.getByRole('link', { name: 'Vezi ofertele' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Sari la conținut');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Sari la produse');
    await expect.poll(() => page.getByRole('link', { name: 'Sari la produse' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#produse$/);
    // The filters are a landmark of their own, left behind.
    expect(await page.getByRole('complementary', { name: 'Filtre' }).count()).toBe(1);
    // The next Tab starts in the products: the listing's own controls (prompts, active filters,
    // sort, view), never a filter, then the first product.
    let stops = 0;
    for (; stops < 40 && !(await focused(page)).inCard; stops++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('aside[aria-label="Filtre"], header')))).toBe(false);
    }
    expect((await focused(page)).inCard, `${stops} stops`).toBe(true);
    await page.context().close();
  });

  test('where a page has no product grid, only „Sari la conținut” is offered, and it lands on the main content', async () => {
    const page = await site.open('/magazine', width);
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Sari la conținut');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).not.toBe('Sari la produse');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#continut$/);
    // The next Tab starts in the main content, past the banner strip and the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.context().close();
  });

  test('every page opens with its one h1 and never skips a heading level', async () => {
    const listing = await site.open('/produse/canapele', width);
    const product = await listing.locator('[data-variant-id] a[href^="/produs/v/"]').first().getAttribute('href');
    const variantId = Number(/\/produs\/v\/(\d+)-/.exec(product!)![1]);
    await listing.context().close();
    for (const path of ['/', '/produse/canapele', product!, `/product/${variantId}/reviews`]) {
      const page = await site.open(path, width);
      const levels = await headingLevels(page);
      expect(levels[0], `${path}: ${levels.join(' ')}`).toBe(1);
      expect(levels.filter((level) => level === 1), path).toHaveLength(1);
      levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!, `${path}: ${levels.join(' ')}`).toBeLessThanOrEqual(1));
      await page.context().close();
    }
  });

  test('typing right after clicking the search box keeps every letter and the caret, and Tab right away moves on', async () => {
    const page = await site.open('/', width);
    const box = page.getByRole('combobox', { name: 'Caută produse' });
    // No pause: the letters arrive while the combobox's code is still on its way.
    await box.click();
    await page.keyboard.type('canape');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('e');
    await page.keyboard.press('End');
    await page.keyboard.type('a');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('canapeea');
    await page.context().close();

    const again = await site.open('/', width);
    await again.getByRole('combobox', { name: 'Caută produse' }).click();
    await again.keyboard.press('Tab');
    await expect.poll(() => again.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await again.context().close();
  });

  test('with the search open, axe finds nothing and nothing hidden from screen readers is in reach of Tab', async () => {
    const page = await site.open('/', width);
    await page.getByRole('combobox', { name: 'Caută produse' }).click();
    await page.keyboard.type('can');
    await page.getByRole('listbox').waitFor();
    // Full screen on a phone the search is modal: what is behind it is checked as out of reach.
    expect(await axeViolations(page, width < 768 ? 'form[role="search"], section[aria-label="Sugestii de căutare"]' : 'html')).toEqual([]);
    const reachableButHidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter((element) => element.closest('[aria-hidden="true"]') && !element.closest('[inert]')).length,
    );
    expect(reachableButHidden).toBe(0);
    await page.context().close();
  });

  test('a card says which link opens the shop in a new tab, and leads to its product page in words', async () => {
    const page = await site.open('/produse/canapele', width);
    const card = page.locator('[data-variant-id]').first();
    const name = card.getByRole('heading').getByRole('link');
    expect(await name.getAttribute('target')).toBe('_blank');
    await expect.poll(() => name.evaluate((link) => link.textContent)).toMatch(/ \(se deschide într-o filă nouă\)$/);
    expect(await name.locator('svg').count()).toBe(1);
    const detail = card.getByRole('link', { name: /^Detalii: / });
    expect(await detail.innerText()).toBe('Detalii');
    expect(await detail.isVisible()).toBe(true);
    expect(await detail.getAttribute('href')).toMatch(/^\/produs\/v\/\d+-/);
    await page.context().close();
  });

  test('for a new visitor, no element the keyboard reaches is hidden behind the cookie bar', async () => {
    const context = await site.browser().newContext({ viewport: { width, height: 800 }, locale: 'ro-RO' });
    const page = await context.newPage();
    await page.goto(`${site.baseURL}/produse/canapele`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('region', { name: 'Cookie-uri' });
    await bar.waitFor();
    const covered: string[] = [];
    for (let stop = 0; stop < 120; stop++) {
      await page.keyboard.press('Tab');
      // After the frame in which the page scrolls the focused element into view.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const hidden = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const cookieBar = document.querySelector('section[aria-label="Cookie-uri"]');
        if (!element || !cookieBar || cookieBar.contains(element) || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const barTop = cookieBar.getBoundingClientRect().top;
        // Skip links and other out-of-sight helpers have no size until focused; count what shows.
        return box.height > 0 && box.bottom > barTop + 1 ? `${(element.textContent ?? element.tagName).trim().slice(0, 40)} (${Math.round(box.top)}–${Math.round(box.bottom)}, the bar from ${Math.round(barTop)})` : null;
      });
      if (hidden) covered.push(hidden);
    }
    expect(covered).toEqual([]);
    await context.close();
  });
});
