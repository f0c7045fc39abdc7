import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { axeViolations } from '../support/axe';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

/** A product with other offers, colours, deliveries and reviews with photos (the generated catalogue's). */
const product = '/produs/v/5255-canapea-vera-cu-brate-late-mustar';

/** The routes a visitor reaches without an account or a link from an e-mail, each as it first shows. */
const routes = [
  '/',
  '/produse',
  '/produse/canapele',
  '/produse/canapele?culoare=gri&ordonare=cheapest&pagina=2',
  '/produse?q=masa+de+gradina',
  product,
  '/product/5255/reviews',
  '/product/5255/questions',
  '/produse/reduceri-promotii',
  '/produse/coduri-reduceri',
  '/produse/livrare-inainte-de-craciun',
  '/sales',
  '/inspirations',
  '/articole',
  '/magazine',
  '/producatori',
  '/compare-products',
  '/user/favourites',
  '/login',
  '/inregistrare',
  '/parola/innoire',
  '/tara',
  '/eco',
  '/termeni/termeni-de-utilizare-cookies',
  '/nu-exista-o-asemenea-pagina',
];

/** Opens a state, then asks axe about the whole page as it is then. */
async function expectNoViolations(page: Page, within = 'html') {
  expect(await axeViolations(page, within)).toEqual([]);
}

describe.each([1280, 375])('axe at %i px', (width) => {
  // One tab for the routes, as a visitor going from page to page: each opens as a new document
  // (a fresh context per route cost half a second more, fifty times).
  let tab: Page | undefined;
  afterAll(() => tab?.context().close());
  test.each(routes)('finds nothing on %s as it first shows', async (route) => {
    if (tab) await tab.goto(new URL(route, site.baseURL).toString(), { waitUntil: 'networkidle' });
    else tab = await site.open(route, width);
    await hydrated(tab);
    await expectNoViolations(tab);
  });

  test('finds nothing with each of the product page’s modals open', async () => {
    const page = await site.open(product, width);
    const openers: [RegExp, string][] = [
      [/^Compară \d+ oferte$/, 'Toate ofertele'],
      [/^Opțiuni de livrare$/, 'Opțiuni de livrare'],
      [/^Alege dintre toate/, 'Alege culoarea sau mărimea'],
      [/^Mărește imaginile/, 'Imagini'],
    ];
    for (const [opener, title] of openers) {
      await page.getByRole('link', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.locator('a[data-opens="review-images"]').first().click();
    const photos = page.getByRole('dialog', { name: 'Fotografiile cumpărătorului' });
    await photos.getByRole('status').waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await photos.waitFor({ state: 'detached' });

    await page.locator('a[data-opens="reviews-modal"]').first().click();
    const reviews = page.getByRole('dialog');
    await reviews.getByRole('tab', { name: /^Cu imagini/ }).click();
    await reviews.getByRole('list', { name: 'Fotografiile cumpărătorului' }).first().waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await reviews.waitFor({ state: 'detached' });

    await page.getByRole('main').getByRole('button', { name: 'Anunță-mă când scade prețul' }).click();
    const watch = page.getByRole('dialog', { name: 'Urmărește prețul' });
    await watch.waitFor();
    await expectNoViolations(page);
    await page.context().close();
  });

  test('finds nothing with the favourites’ sign-in open', async () => {
    const page = await site.open('/produse/reduceri-promotii', width);
    // The header's favourites ask a visitor without an account to sign in.
    await page.getByRole('banner').getByRole('button', { name: /^Favorite/ }).click();
    const signIn = page.getByRole('dialog', { name: 'Intră în cont' });
    await signIn.getByLabel('E-mail').waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('finds nothing with the cookie settings open, for a new visitor', async () => {
    const context = await site.browser().newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    const page = await context.newPage();
    await page.goto(new URL('/', site.baseURL).toString(), { waitUntil: 'networkidle' });
    const bar = page.getByRole('region', { name: 'Cookie-uri' });
    await expectNoViolations(page);
    await bar.getByRole('button', { name: 'Setări' }).click();
    await bar.getByText('Analiză').waitFor();
    await expectNoViolations(page);
    await context.close();
  });
});

test('axe finds nothing with the mega-menu open at 1280 px', async () => {
  const page = await site.open('/', 1280);
  const menu = page.getByRole('navigation', { name: 'Categorii' });
  await menu.getByRole('button', { name: 'Mobilă' }).click();
  await menu.getByRole('link', { name: 'Canapele', exact: true }).waitFor();
  await expectNoViolations(page);
  await page.context().close();
});

test('axe finds nothing with the mobile menu and one of its sections open at 375 px', async () => {
  const page = await site.open('/', 375);
  await page.getByRole('button', { name: 'Meniu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meniu' });
  await dialog.getByRole('button', { name: 'Grădină' }).waitFor();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Grădină' }).click();
  await dialog.getByRole('link', { name: 'Toate din Grădină' }).waitFor();
  await expectNoViolations(page);
  await page.context().close();
});
