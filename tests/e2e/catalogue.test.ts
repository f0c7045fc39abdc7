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

async function open(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, locale: 'ro-RO' });
  // The cookie bar has been answered: its own test is in consent.test.ts.
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
  const page = await context.newPage();
  // With scripts on, wait until they have loaded: the slider, the modal and the voucher need them.
  const response = await page.goto(new URL(path, baseURL).toString(), { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
  expect(response?.status(), path).toBe(200);
  return page;
}

const cards = (page: Page) => page.locator('ul[aria-label="Produse"] > li');
const total = async (page: Page) => Number((await page.locator('h1 + p').first().textContent())!.replace(/\D/g, ''));
const prices = async (page: Page) =>
  (await cards(page).locator('[data-part="price"] p:first-child > span:not([class*="hidden"])').allTextContents())
    .filter((text) => /lei/.test(text))
    .map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));

describe.each([1280, 375])('browsing the catalogue at %i px', (width) => {
  test('price through the URL and through the slider; a colour filter changes the counts; sort and pages', async () => {
    const page = await open('/produse/canapele', width);
    const all = await total(page);
    expect(all).toBeGreaterThan(24);

    // Through the URL: every card within the range.
    await page.goto(new URL('/produse/canapele?pret-de-la=1000&pret-pana-la=3000', baseURL).toString());
    const inRange = await total(page);
    expect(inRange).toBeLessThan(all);
    for (const price of await prices(page)) expect(price >= 1000 && price <= 3000, String(price)).toBe(true);

    // Through the slider, with the keyboard: letting go of the thumb opens the narrower listing.
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
    if (width < 1024) await page.getByText('Filtre', { exact: true }).click();
    const maximum = page.getByRole('slider', { name: 'Preț maxim' });
    await maximum.focus();
    await Promise.all([page.waitForURL(/pret-pana-la=/), maximum.press('PageDown')]);
    const limit = Number(new URL(page.url()).searchParams.get('pret-pana-la'));
    expect(limit).toBeGreaterThan(0);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(limit);

    // A colour: the total becomes that colour's count, and the shop counts change with it.
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
    if (width < 1024) await page.getByText('Filtre', { exact: true }).click();
    const colour = page.getByRole('navigation', { name: 'Filtre' }).locator('a[href*="culoare="]').first();
    const promised = Number((await colour.locator('span').last().textContent())!.replace(/\D/g, ''));
    await Promise.all([page.waitForURL(/culoare=/), colour.click()]);
    expect(await total(page)).toBe(promised);
    await expect(page.getByRole('link', { name: /^Elimină filtrul / }).count()).resolves.toBe(1);

    // Sort by price, then the second page continues the order.
    await Promise.all([page.waitForURL(/ordonare=cheapest/), page.getByRole('link', { name: 'Cele mai ieftine' }).click()]);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await page.context().close();

    const paged = await open('/produse/canapele?ordonare=cheapest', width);
    const firstPage = await prices(paged);
    await Promise.all([paged.waitForURL(/pagina=2/), paged.getByRole('link', { name: 'Pagina următoare' }).click()]);
    const secondPage = await prices(paged);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    await paged.context().close();
  });

  test('a product, its reviews in the modal with the keyboard, a voucher and the shop link', async () => {
    const page = await open('/produse/canapele', width);
    const detail = cards(page).first().getByRole('link', { name: /^Detalii: / });
    await Promise.all([page.waitForURL(/\/produs\/v\/\d+-/, { waitUntil: 'networkidle' }), detail.click()]);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/^Canapea /);
    await expect(page.getByRole('heading', { name: /^Oferte de la / }).count()).resolves.toBe(1);

    // Reviews: Enter on the rating opens the modal in place; switch to the reviews with photos.
    const rating = page.locator('a[data-opens="reviews-modal"]').first();
    await rating.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: /^Cu imagini/ }).click();
    await dialog.getByRole('list', { name: 'Fotografiile cumpărătorului' }).first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
    // Focus goes back to the link that opened the modal.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-opens') === 'reviews-modal', undefined, { timeout: 10_000 });
    await page.context().close();

    // A voucher: copied on click, „Copiat” shown.
    const vouchers = await open('/produse/coduri-reduceri', width);
    await vouchers.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const first = vouchers.getByRole('button', { name: /Fă click pentru a copia codul voucherului/ }).first();
    const codeText = (await first.locator('span').first().textContent())!;
    const code = vouchers.getByRole('button', { name: new RegExp(`^${codeText}`) }).first();
    await code.click();
    await code.getByText('Copiat').waitFor({ timeout: 10_000 });
    expect(await vouchers.evaluate(() => navigator.clipboard.readText())).toBe(codeText);

    // The shop link: a new tab through the click-through, redirected to the shop's own domain.
    const shop = cards(vouchers).first().getByRole('link', { name: /^Vezi în magazin/ });
    expect(await shop.getAttribute('href')).toMatch(/^\/v2\/clickthrough\/\d+\/1\?position=1&requestId=/);
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(await shop.getAttribute('rel')).toContain('nofollow');
    const answer = await vouchers.request.get(new URL((await shop.getAttribute('href'))!, baseURL).toString(), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/^https:\/\/[a-z]+\.ro\//);
    await vouchers.context().close();
  });
});

describe('without JavaScript', () => {
  test('a listing filters and pages through links and forms', async () => {
    const page = await open('/produse/canapele', 1280, false);
    expect(await cards(page).count()).toBe(24);
    await page.getByLabel('De la').first().fill('1500');
    await Promise.all([page.waitForURL(/pret-de-la=1500/), page.getByRole('button', { name: 'Aplică' }).first().click()]);
    for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(1500);
    await page.context().close();
  });

  test('a product page shows its offers, details and reviews', async () => {
    const listing = await open('/produse/canapele', 1280, false);
    const href = (await cards(listing).first().getByRole('link', { name: /^Detalii: / }).getAttribute('href'))!;
    await listing.context().close();
    const page = await open(href, 1280, false);
    await expect(page.getByRole('heading', { name: 'Detalii' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Recenzii', exact: true }).count()).resolves.toBe(1);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.map((text) => JSON.parse(text)['@type'])).toEqual(['Product', 'BreadcrumbList']);
    await page.context().close();
  });
});

describe('routes', () => {
  test.each([
    ['/category/3', 308, /^\/produse\//],
    ['/eshop/5', 308, /^\/produse\/magazin\//],
    ['/search?q=canapea', 303, /^\/produse\?q=canapea$/],
  ])('%s redirects (%i)', async (path, status, target) => {
    const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(new URL(response.headers.get('location')!, baseURL).pathname + new URL(response.headers.get('location')!, baseURL).search).toMatch(target);
  });

  test.each(['/produse/reduceri-promotii', '/produse/coduri-reduceri', '/produse/livrare-inainte-de-craciun', '/produse/black-friday', '/products/garden-season', '/price-drops/canapele', '/produse/camere', '/magazine', '/producatori', '/sales', '/termeni/termeni-de-utilizare-cookies'])(
    '%s answers with its page',
    async (path) => {
      const response = await fetch(new URL(path, baseURL));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+\| Cuib<\/title>/);
      expect(html).toMatch(/<link rel="canonical"/);
      expect(html).toMatch(/hrefLang="ro-RO"|hreflang="ro-RO"/);
    },
  );

  test.each(['/produs/v/999999999', '/produse/magazin/nu-exista', '/producatori/nu-exista', '/product/999999999/reviews'])('%s is a real 404', async (path) => {
    expect((await fetch(new URL(path, baseURL))).status).toBe(404);
  });

  test('robots.txt and sitemap.xml', async () => {
    const robots = await (await fetch(new URL('/robots.txt', baseURL))).text();
    expect(robots).toMatch(/^User-agent: \*/);
    // On the configured origin (the test server's CUIB_SITE_ORIGIN), not the address asked.
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
    expect(sitemap).toMatch(/^<\?xml/);
    expect(sitemap.match(/<loc>/g)!.length).toBeGreaterThan(200);
    expect(sitemap).toContain('/produse/canapele</loc>');
  });

  test('a filtered listing is not indexed; a malformed filter is explained', async () => {
    const filtered = await (await fetch(new URL('/produse/canapele?culoare=gri', baseURL))).text();
    expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"/);
    const malformed = await fetch(new URL('/produse/canapele?pret-de-la=abc', baseURL));
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toMatch(/trebuie să fie un număr pozitiv/);
  });
});
