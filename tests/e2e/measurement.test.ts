import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath, testChromiumPath } from '../support/chromium';
import { siteStore, someVariant } from '../support/site-data';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

async function visitor(options: { userAgent?: string; consent?: string; width?: number } = {}, on = browser): Promise<BrowserContext> {
  const context = await on.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, locale: 'ro-RO', userAgent: options.userAgent });
  await context.addCookies([
    { name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL },
    ...(options.consent ? [{ name: 'cuib_consent', value: options.consent, url: baseURL }] : []),
  ]);
  // Pages of shops, reached through the click-through's redirect: answered here, as no network is.
  await context.route((url) => url.origin !== new URL(baseURL).origin, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Magazin</title>' }));
  return context;
}

async function openMeasured(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-measurement="ready"]', { state: 'attached' });
  return page;
}

/** Keeps the page where it is when a link is followed, so its dataLayer can be read after the click. */
const stayOnPage = (page: Page) => page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));

const events = (page: Page, name: string) => page.evaluate((wanted) => (window.dataLayer ?? []).filter((entry) => entry.event === wanted), name);

describe('the page context (SPEC §3)', () => {
  test('is the first entry of the dataLayer, with the project, the visitor and the flags', async () => {
    const context = await visitor({ width: 375, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
    const page = await openMeasured(context, '/produse/canapele');
    const first = await page.evaluate(() => window.dataLayer?.[0]);
    expect(first).toMatchObject({
      project: { name: 'cuib', tagContainerId: null, shopTheLook: true },
      requestData: { deviceType: 'mobile', isBot: false, showCookieBar: false, user: null, cookieConsent: { essential: true, analytics: false } },
      featureFlags: { attributes: { loggedIn: false, deviceType: 'mobile' } },
    });
    await context.close();
  });

  test('a robot gets no page context, no measurement code and no attribution cookies', async () => {
    const context = await visitor({ userAgent: googlebot, consent: 'essential|analytics' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(new URL('/produse/canapele?utm_source=newsletter', baseURL).toString(), { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.measurement)).toBeUndefined();
    expect(scripts.some((url) => /\/assets\/(?:impressions|consented|experiments)-/.test(url))).toBe(false);
    await context.close();
  });
});

describe('analytics events (SPEC §7)', () => {
  test('a click to a shop sends purchase with the variant and the shop, and carries the attribution', async () => {
    const context = await visitor();
    const page = await openMeasured(context, '/produse/canapele?utm_source=newsletter&utm_medium=email&utm_campaign=black-friday-2026');
    const kept = Object.fromEntries((await context.cookies()).filter((cookie) => cookie.name.startsWith('utm_')).map((cookie) => [cookie.name, cookie.value]));
    expect(kept).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'black-friday-2026' });

    const card = page.locator('article[data-variant-id]').first();
    const variantId = Number(await card.getAttribute('data-variant-id'));
    const layer = JSON.parse((await card.getAttribute('data-layer'))!) as { id: string; name: string; price: number };
    const shop = await card.getAttribute('data-shop');
    const clicked = context.waitForEvent('request', (request) => request.url().includes(`/v2/clickthrough/${variantId}/`));
    await card.locator('a[href*="/v2/clickthrough/"]').first().click();
    const click = new URL((await clicked).url());
    expect(click.searchParams.get('utm_campaign')).toBe('black-friday-2026');
    expect(click.searchParams.get('utm_source')).toBe('newsletter');

    expect(await events(page, 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: { currency: 'RON', value: layer.price, items: [{ item_id: layer.id, item_name: layer.name, price: layer.price, item_brand: shop, quantity: 1 }] },
        shop,
        click_source: 1,
      },
    ]);
    // The click-through service recorded the campaign with the click.
    await expect
      .poll(async () => (await siteStore().selectFrom('clicks').select('attribution').where('variant_id', '=', variantId).orderBy('id', 'desc').limit(1).executeTakeFirst())?.attribution)
      .toBe(JSON.stringify({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'black-friday-2026' }));
    await context.close();
  });

  test('a visitor from a search engine is attributed to it as organic; a direct visit keeps the campaign', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { referer: 'https://www.google.ro/', waitUntil: 'networkidle' });
    const cookies = async () => Object.fromEntries((await context.cookies()).filter((cookie) => cookie.name.startsWith('utm_')).map((cookie) => [cookie.name, cookie.value]));
    expect(await cookies()).toEqual({ utm_source: 'google', utm_medium: 'organic' });
    await page.goto(new URL('/produse/mobila', baseURL).toString(), { waitUntil: 'networkidle' });
    expect(await cookies()).toEqual({ utm_source: 'google', utm_medium: 'organic' });
    await context.close();
  });

  test('the promotions filter sends promo_filter_click', async () => {
    const context = await visitor();
    const page = await openMeasured(context, '/produse/canapele');
    await stayOnPage(page);
    const promo = page.locator('a[data-event="promo_filter_click"]').first();
    const ident = JSON.parse((await promo.getAttribute('data-event-fields'))!).promo as string;
    // The event catalogue's name of the promotion, not its slug in the URL.
    expect(['blackFriday', 'gardenSales', 'priceDrop']).toContain(ident);
    await promo.click();
    expect(await events(page, 'promo_filter_click')).toEqual([{ event: 'promo_filter_click', promo: ident, selected: true }]);
    await context.close();
  });

  test('the claim box and the discount tooltip send their link clicks', async () => {
    const context = await visitor();
    const sales = await openMeasured(context, '/produse/reduceri-promotii');
    await stayOnPage(sales);
    await sales.getByRole('link', { name: 'Află cum verificăm' }).click();
    expect(await events(sales, 'sales_info_box_link_click')).toEqual([{ event: 'sales_info_box_link_click', link_url: '/sales' }]);

    const discounted = await someVariant('price_before_discount IS NOT NULL AND active = 1');
    const product = await openMeasured(context, `/produs/v/${discounted.id}-${discounted.slug}`);
    const trigger = product.getByRole('button', { name: 'Cum verificăm reducerea?' });
    const tip = product.getByRole('dialog', { name: 'Cum verificăm reducerea' });
    await trigger.click();
    await tip.waitFor();
    // Escape closes it, as any popover, and the keyboard opens it again.
    await product.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    await trigger.focus();
    await product.keyboard.press('Enter');
    await tip.waitFor();
    // Only now: a cancelled click would not open the tooltip either.
    await stayOnPage(product);
    await tip.getByRole('link', { name: 'Află mai multe' }).click();
    expect(await events(product, 'sales_info_tooltip_link_click')).toEqual([{ event: 'sales_info_tooltip_link_click', link_url: '/sales' }]);
    await context.close();
  });

  test('the search box, a card slider and the banner strip send theirs', async () => {
    const context = await visitor();
    const page = await openMeasured(context, '/produse/canapele');
    await stayOnPage(page);

    // The slider's next button on the first card with more than one image.
    const card = page.locator('article[data-variant-id]').filter({ has: page.getByRole('button', { name: 'Imaginea următoare' }) }).first();
    await card.getByRole('button', { name: 'Imaginea următoare' }).click();
    await expect.poll(() => events(page, 'variant_card_swiper_interaction')).toEqual([{ event: 'variant_card_swiper_interaction', variant_id: Number(await card.getAttribute('data-variant-id')), image_index: 1 }]);

    const banner = page.getByRole('complementary', { name: 'Anunț' });
    await banner.getByRole('link', { name: 'Vezi ofertele' }).click();
    expect(await events(page, 'banner_strip_link_click')).toEqual([{ event: 'banner_strip_link_click', banner_ident: 'black-friday-2026' }]);

    const box = page.getByRole('combobox', { name: 'Caută produse' });
    const answered = page.waitForResponse((response) => response.url().includes('/v2/search'));
    await box.fill('canapea');
    await answered;
    await expect.poll(() => events(page, 'search_start_suggesting')).toEqual([{ event: 'search_start_suggesting', original_query: 'canapea' }]);
    const submitted = page.waitForURL(/\/produse\?q=canapea/);
    await box.press('Enter');
    await submitted;
    await context.close();
  });

  test('a full search sends search_modal_submit with the query', async () => {
    const context = await visitor();
    const page = await openMeasured(context, '/');
    // The search form posts to the listing; the event is read on the way out.
    await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault()));
    const box = page.getByRole('combobox', { name: 'Caută produse' });
    // Suggestions answered: the box's code is there (before, it is a plain form that works without it).
    const answered = page.waitForResponse((response) => response.url().includes('/v2/search'));
    await box.fill('masa de gradina');
    await answered;
    await box.press('Enter');
    await expect.poll(() => events(page, 'search_modal_submit')).toEqual([
      { event: 'search_modal_submit', original_query: 'masa de gradina', search_suggest_type: 'query', search_suggest_value: 'masa de gradina' },
    ]);
    await context.close();
  });

  test('a page restored from the back-forward cache sends customPageView', async () => {
    // The full Chromium: the headless shell keeps no back-forward cache, and Playwright turns it off
    // by default; shoppers have it.
    const full = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const context = await visitor({}, full);
      const page = await openMeasured(context, '/produse/canapele');
      await page.goto(new URL('/produse/mobila', baseURL).toString(), { waitUntil: 'networkidle' });
      // A restored page fires no load event: wait for the address, then for the event.
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'customPageView'));
      expect(await events(page, 'customPageView')).toEqual([{ event: 'customPageView', page_path: '/produse/canapele', page_title: await page.title() }]);
    } finally {
      await full.close();
    }
  });
});
