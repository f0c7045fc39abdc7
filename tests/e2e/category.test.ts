import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { hydrated } from '../support/hydration';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

async function open(path: string, width: number, javaScriptEnabled = true): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, locale: 'ro-RO' });
  // The cookie bar has been answered: its own test is in consent.test.ts.
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
  const page = await context.newPage();
  const response = await page.goto(new URL(path, baseURL).toString());
  return { page, status: response?.status() ?? 0 };
}

describe.each([1280, 375])('category page at %i px', (width) => {
  test('server-renders a grid of variant cards from the feed', async () => {
    const { page, status } = await open('/produse/canapele', width, false);
    expect(status).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Canapele');

    const cards = page.locator('ul[aria-label="Produse"] > li');
    expect(await cards.count()).toBeGreaterThanOrEqual(12);

    const first = cards.first();
    await expect(first.getByRole('heading').textContent()).resolves.toMatch(/^Canapea /);
    await expect(first.locator('[data-part="price"]').textContent()).resolves.toMatch(/\d{1,3}(\.\d{3})*,\d{2}\slei/);
    await expect(first.locator('[data-part="shop"]').textContent()).resolves.toMatch(/\S/);
    const image = first.locator('img').first();
    await expect(image.getAttribute('alt')).resolves.toMatch(/^Canapea /);
    const imageResponse = await page.request.get(new URL((await image.getAttribute('src'))!, baseURL).toString());
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
    // Every icon (stars, hearts, arrows) is drawn from a symbol of the page's one sprite.
    const icons = await page.locator('svg > use').evaluateAll((uses) =>
      uses.map((use) => ({
        href: use.getAttribute('href')!,
        symbol: document.querySelector(use.getAttribute('href')!)?.tagName,
        shown: use.parentElement!.checkVisibility(),
        width: (use as SVGUseElement).getBBox().width,
      })),
    );
    expect(icons.length).toBeGreaterThan(100);
    expect(icons.filter((icon) => icon.symbol !== 'symbol' || (icon.shown && icon.width === 0))).toEqual([]);
    await page.context().close();
  });

  test('two columns on a phone, more on a desktop', async () => {
    const { page } = await open('/produse/canapele', width);
    const items = page.locator('ul[aria-label="Produse"] > li');
    const tops = await items.evaluateAll((nodes) => nodes.slice(0, 6).map((node) => node.getBoundingClientRect().top));
    const perRow = tops.filter((top) => top === tops[0]).length;
    if (width < 640) expect(perRow).toBe(2);
    else expect(perRow).toBeGreaterThanOrEqual(4);
    await page.context().close();
  });

  test('a card fetches its first image only, and the others once the shopper comes to it', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO', hasTouch: width < 640 });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
    const page = await context.newPage();
    const images: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'image' && images.push(request.url())));
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
    // The sliders react to the shopper once React has claimed them.
    await hydrated(page, 'ul[aria-label="Produse"] > li [aria-label^="Imagini:"]');
    const cards = page.locator('ul[aria-label="Produse"] > li');
    // At most one image per card, however many each slider holds.
    expect(images.filter((url) => url.includes('/images/product/')).length).toBeLessThanOrEqual(await cards.count());
    const card = cards.filter({ has: page.getByRole('button', { name: 'Imaginea următoare' }) }).first();
    const strip = card.getByRole('list', { name: /^Imagini:/ });
    expect(await strip.locator('img').count()).toBe(1);
    const total = Number((await card.locator('p[aria-live]').textContent())!.split('/')[1]);
    if (width < 640) await card.tap();
    else await card.hover();
    await strip.locator('img').nth(total - 1).waitFor({ state: 'attached' });
    await card.getByRole('button', { name: 'Imaginea următoare' }).click();
    await card.getByText(`2 / ${total}`).waitFor();
    await expect(strip.locator('img').nth(1).evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).resolves.toBeGreaterThan(0);
    await context.close();
  });

  test('the price slider follows the pointer: a thumb dragged and let go opens the narrower listing', async () => {
    const { page } = await open('/produse/canapele', width);
    await page.waitForLoadState('networkidle');
    if (width < 1024) await page.getByText('Filtre', { exact: true }).click();
    const maximum = page.getByRole('slider', { name: 'Preț maxim' });
    const minimum = page.getByRole('slider', { name: 'Preț minim' });
    const track = (await maximum.locator('..').boundingBox())!;
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.6, y, { steps: 5 });
    const dragged = Number(await maximum.inputValue());
    expect(dragged).toBeLessThan(Number(await maximum.getAttribute('max')));
    await Promise.all([page.waitForURL(new RegExp(`pret-pana-la=${dragged}(&|$)`)), page.mouse.up()]);
    await page.waitForLoadState('networkidle');
    // „Filtre (1)” now: the price is a chosen filter. Updated in place, the panel stays open.
    if (width < 1024) await page.getByText(/^Filtre \(1\)$/).waitFor();
    // The lower thumb, dragged past the upper one, stops there.
    const from = (await minimum.locator('..').boundingBox())!;
    await page.mouse.move(from.x, y - track.y + from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width, y - track.y + from.y, { steps: 8 });
    expect(Number(await minimum.inputValue())).toBe(dragged);
    await Promise.all([page.waitForURL(new RegExp(`pret-de-la=${dragged}&pret-pana-la=${dragged}`)), page.mouse.up()]);
    await page.context().close();
  });

  test('an unknown category is a real 404 page', async () => {
    const { page, status } = await open('/produse/nu-exista-categoria', width, false);
    expect(status).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/nu am găsit/i);
    await page.context().close();
  });
});

test('the homepage links to categories that open', async () => {
  const { page, status } = await open('/', 1280);
  expect(status).toBe(200);
  const link = page.getByRole('link', { name: 'Canapele și fotolii' }).first();
  await link.click();
  await page.waitForURL('**/produse/canapele-si-fotolii');
  await expect(page.locator('h1').textContent()).resolves.toBe('Canapele și fotolii');
  await page.context().close();
});
