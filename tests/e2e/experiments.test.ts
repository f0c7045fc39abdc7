import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { visitorIn } from '../support/experiments';
import { siteStore } from '../support/site-data';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
const listing = new URL('/produse/canapele', baseURL).toString();
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

async function visitor(cookies: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
  await context.addCookies(Object.entries({ cuib_cookie_bar_accepted: '1', ...cookies }).map(([name, value]) => ({ name, value, url: baseURL })));
  return context;
}

const exposures = (visitorId: string) => siteStore().selectFrom('viewed_experiments').select(['experiment_id', 'variation_id']).where('visitor', '=', visitorId).execute();

describe('the card-layout experiment (SPEC §7)', () => {
  test('a visitor bucketed into price-first gets it from the server, the browser agrees, and one exposure is recorded', async () => {
    const id = visitorIn(1);
    const context = await visitor({ cuib_consent: 'essential|analytics', cuib_visitor: id });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const tracked = page.waitForRequest((request) => request.url().includes('/api/v2/viewed-experiments'));
    const answer = await page.goto(listing, { waitUntil: 'networkidle' });
    // Drawn by the server: the HTML as sent, before any script ran.
    const html = await answer!.text();
    expect(html).toContain('data-card-layout="price-first"');
    expect(html).toContain('data-experiment="card-layout|1"');
    // The price comes first in the card, for the eye and for screen readers alike.
    await expect(page.locator('article[data-variant-id] > div').nth(1).locator('> *').first().getAttribute('data-part')).resolves.toBe('price');
    expect(new URL((await tracked).url()).searchParams.get('ex')).toBe('card-layout|1');
    await page.waitForSelector('html[data-experiment-variation]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.experimentVariation)).toBe('price-first');
    expect(await page.locator('[data-card-layout]').getAttribute('data-card-layout')).toBe('price-first');
    // The browser's SDK (its own file) used remote evaluation and the stream.
    expect(calls.some((call) => /^\/assets\/experiments-/.test(call))).toBe(true);
    expect(calls.some((call) => call.startsWith('/api/eval/sdk-cuib-ro'))).toBe(true);
    await expect.poll(() => calls.some((call) => call.startsWith('/sub/sdk-cuib-ro'))).toBe(true);
    await expect.poll(() => exposures(id)).toEqual([{ experiment_id: 'card-layout', variation_id: '1' }]);

    // Once per visitor: a reload evaluates again but records nothing more.
    calls.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-experiment-variation="price-first"]', { state: 'attached' });
    expect(calls.filter((call) => call.startsWith('/api/v2/viewed-experiments') || call.startsWith('/api/v2/experiment-event'))).toEqual([]);
    expect(await exposures(id)).toHaveLength(1);
    await context.close();
  });

  test('the other half keeps the standard card, drawn the same on both sides', async () => {
    const id = visitorIn(0);
    const context = await visitor({ cuib_consent: 'essential|analytics', cuib_visitor: id });
    const page = await context.newPage();
    const html = await (await page.goto(listing, { waitUntil: 'networkidle' }))!.text();
    expect(html).toContain('data-card-layout="standard"');
    await page.waitForSelector('html[data-experiment-variation]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.experimentVariation)).toBe('standard');
    await expect.poll(() => exposures(id)).toEqual([{ experiment_id: 'card-layout', variation_id: '0' }]);
    await context.close();
  });

  test('a first visit with consent is bucketed at once; without consent there is no experiment and no SDK', async () => {
    const consenting = await visitor({ cuib_consent: 'essential|analytics' });
    const first = await consenting.newPage();
    const html = await (await first.goto(listing, { waitUntil: 'networkidle' }))!.text();
    const issued = (await consenting.cookies()).find((cookie) => cookie.name === 'cuib_visitor');
    expect(issued?.httpOnly).toBe(true);
    expect(html).toContain('data-experiment="card-layout|');
    await consenting.close();

    const declining = await visitor({});
    const page = await declining.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const answer = await (await page.goto(listing, { waitUntil: 'networkidle' }))!.text();
    expect(answer).toContain('data-card-layout="standard"');
    expect(answer).not.toContain('data-experiment=');
    expect(scripts.filter((url) => /\/assets\/experiments-/.test(url))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.experimentVariation)).toBeUndefined();
    await declining.close();
  });

  test('a variation forced by the address is drawn the same by the server and the browser, and recorded once', async () => {
    // A visitor the experiment buckets into the standard card, forced into price-first by the address.
    const id = visitorIn(0);
    const context = await visitor({ cuib_consent: 'essential|analytics', cuib_visitor: id });
    const page = await context.newPage();
    const forced = `${listing}?card-layout=1`;
    // The HTML as the server sends it to this visitor (same cookies), before any script could run on it.
    const sent = await (await context.request.get(forced, { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain('data-card-layout="price-first"');
    expect(sent).toContain('data-experiment="card-layout|1"');

    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const tracked = page.waitForRequest((request) => request.url().includes('/api/v2/viewed-experiments'));
    await page.goto(forced, { waitUntil: 'networkidle' });
    expect(new URL((await tracked).url()).searchParams.get('ex')).toBe('card-layout|1');
    await page.waitForSelector('html[data-experiment-variation]', { state: 'attached' });
    // After hydration: the browser's SDK computed the same variation, and the cards were not redrawn.
    expect(await page.evaluate(() => document.documentElement.dataset.experimentVariation)).toBe('price-first');
    expect(await page.locator('[data-card-layout]').getAttribute('data-card-layout')).toBe('price-first');
    await expect(page.locator('article[data-variant-id] > div').nth(1).locator('> *').first().getAttribute('data-part')).resolves.toBe('price');
    expect(calls.filter((call) => call.startsWith('/api/eval/sdk-cuib-ro'))).toHaveLength(1);
    await expect.poll(() => exposures(id)).toEqual([{ experiment_id: 'card-layout', variation_id: '1' }]);

    // A reload is the same visitor: nothing more is recorded.
    calls.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-experiment-variation="price-first"]', { state: 'attached' });
    expect(calls.filter((call) => call.startsWith('/api/v2/viewed-experiments') || call.startsWith('/api/v2/experiment-event'))).toEqual([]);
    expect(await exposures(id)).toEqual([{ experiment_id: 'card-layout', variation_id: '1' }]);
    await context.close();
  });

  test('without consent the forced variation is drawn, but nobody is in the experiment', async () => {
    const context = await visitor({});
    const page = await context.newPage();
    const html = await (await page.goto(`${listing}?card-layout=1`, { waitUntil: 'networkidle' }))!.text();
    expect(html).toContain('data-card-layout="price-first"');
    expect(html).not.toContain('data-experiment=');
    await context.close();
  });
});
