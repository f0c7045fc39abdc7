import { type Browser, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { siteStore } from '../support/site-data';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

type Seen = { variant_id: number; source: number };

async function shopper(consent: string | null, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ro-RO', userAgent });
  await context.addCookies([
    { name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL },
    ...(consent ? [{ name: 'cuib_consent', value: consent, url: baseURL }] : []),
  ]);
  return context.newPage();
}

const isImpressionPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/impression';
const batchOf = (request: Request) => (request.postDataJSON() as { project: string; impressions: Seen[] }).impressions;

/** The cards at least 60 % inside the viewport now, as the observer judges them. */
const visibleCards = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-variant-id][data-click-source]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        const visibleHeight = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        const visibleWidth = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        return visibleHeight > 0 && visibleWidth > 0 && (visibleHeight * visibleWidth) / (box.height * box.width) >= 0.6;
      })
      .map((card) => `${card.dataset.variantId}:${card.dataset.clickSource}`),
  );

const keys = (batch: Seen[]) => batch.map((seen) => `${seen.variant_id}:${seen.source}`);

describe('impressions (SPEC §4 "Card seen", §8, §9)', () => {
  test('scrolling a listing posts exactly the cards that were at least 60 % visible, each once', async () => {
    const page = await shopper('essential|analytics');
    const posted: string[] = [];
    page.on('request', (request) => isImpressionPost(request) && posted.push(...keys(batchOf(request))));
    const first = page.waitForRequest(isImpressionPost);
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
    await first;
    const expected = new Set(await visibleCards(page));
    expect(expected.size).toBeGreaterThan(0);
    // Down the listing in steps, then back up: cards seen again are not sent again.
    for (const y of [700, 1400, 0]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      for (const key of await visibleCards(page)) expected.add(key);
      if (y === 0) break;
      const next = page.waitForRequest(isImpressionPost);
      await next;
    }
    await expect.poll(() => [...posted].sort()).toEqual([...expected].sort());
    expect(new Set(posted).size).toBe(posted.length);
    await page.context().close();
  });

  test('the wait grows while the collector fails, and what is left is sent when the page is left', async () => {
    const page = await shopper('essential|analytics');
    const attempts: number[] = [];
    await page.route('**/impression', (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' });
    });
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const [a, b, c] = attempts as [number, number, number];
    // 1000 ms × (1 + 2 × errors): about 3 s, then about 5 s; the second wait is the longer.
    expect(b - a).toBeGreaterThan(2000);
    expect(c - b).toBeGreaterThan(b - a);
    const pending = await visibleCards(page);
    const impressions = async () => (await siteStore().selectFrom('impressions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await impressions();
    await page.unroute('**/impression');
    // Leaving the page sends the buffer by beacon, to the real collector this time.
    await page.goto(new URL('/produse/mobila', baseURL).toString(), { waitUntil: 'networkidle' });
    await expect.poll(async () => (await impressions()) - before).toBeGreaterThanOrEqual(pending.length);
    await page.context().close();
  });

  test('without analytics consent, and for robots, nothing is counted and the code does not load', async () => {
    for (const page of [await shopper(null), await shopper('essential|analytics', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')]) {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForLoadState('networkidle');
      expect(requests.filter((url) => /\/impression$|\/assets\/(?:impressions|consented)-/.test(url))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.impressions)).toBeUndefined();
      await page.context().close();
    }
  });
});
