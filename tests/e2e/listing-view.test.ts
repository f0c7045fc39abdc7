import { describe, expect, test } from 'vitest';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

/** The widths of the first cards' boxes, and whether each shows a description. */
const cardsOf = (page: Awaited<ReturnType<typeof site.open>>) =>
  page.locator('ul[aria-label="Produse"] > li').evaluateAll((items) =>
    items.slice(0, 4).map((item) => ({ width: item.getBoundingClientRect().width, description: item.querySelector('[data-part="description"]') !== null })),
  );

describe.each([1280, 375])('the listing view switch at %i px', (width) => {
  test('switches a filtered listing to rows and back, keeping the filters and the page, and remembers the choice', async () => {
    const page = await site.open('/produse/canapele?ordonare=cheapest&pagina=2', width);
    const list = page.locator('ul[aria-label="Produse"]');
    const gridCards = await cardsOf(page);
    expect(gridCards.every((card) => !card.description)).toBe(true);
    const firstName = await list.locator('li h2').first().textContent();

    const views = page.getByRole('navigation', { name: 'Mod de afișare' });
    await expect(views.getByRole('link', { name: 'Grilă' }).getAttribute('aria-current')).resolves.toBe('true');
    await views.getByRole('link', { name: 'Listă' }).click();
    await page.waitForURL(/afisare=randuri/);
    const url = new URL(page.url());
    expect(url.searchParams.get('ordonare')).toBe('cheapest');
    expect(url.searchParams.get('pagina')).toBe('2');
    // The same products, each on a full-width row with its description.
    await expect(list.locator('li h2').first().textContent()).resolves.toBe(firstName);
    const rows = await cardsOf(page);
    const listWidth = (await list.boundingBox())!.width;
    for (const row of rows) expect(row.width).toBeGreaterThan(listWidth * 0.95);
    expect(rows.some((row) => row.description)).toBe(true);
    await expect(views.getByRole('link', { name: 'Listă' }).getAttribute('aria-current')).resolves.toBe('true');

    // The pager and the sort keep the view.
    await expect(page.getByRole('link', { name: 'Pagina 1' }).getAttribute('href')).resolves.toContain('afisare=randuri');

    // Another listing opened without the choice in its address shows rows: the choice was remembered.
    await page.goto(new URL('/produse/fotolii', site.baseURL).toString());
    expect(await cardsOf(page).then((cards) => cards.every((card) => card.width > listWidth * 0.9))).toBe(true);

    // And back to the grid, which is remembered too.
    await page.getByRole('navigation', { name: 'Mod de afișare' }).getByRole('link', { name: 'Grilă' }).click();
    await page.waitForURL(/afisare=grila/);
    await page.goto(new URL('/produse/canapele', site.baseURL).toString());
    const again = await cardsOf(page);
    expect(again.every((card) => !card.description && card.width < listWidth / 1.5)).toBe(true);
    await page.context().close();
  });

  test('the view is a link: it works without JavaScript', async () => {
    const context = await site.browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false, locale: 'ro-RO' });
    const page = await context.newPage();
    await page.goto(new URL('/produse/canapele', site.baseURL).toString());
    await page.getByRole('navigation', { name: 'Mod de afișare' }).getByRole('link', { name: 'Listă' }).click();
    await page.waitForURL(/afisare=randuri/);
    expect((await cardsOf(page)).some((card) => card.description)).toBe(true);
    await context.close();
  });
});
