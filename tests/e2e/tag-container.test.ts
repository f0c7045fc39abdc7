import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { type SiteProcess, startSite } from '../support/site-process';
import { testSite } from '../support/test-site';

const containerUrl = 'https://tags.cuib.test/gtm.js';
let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  // The tag container is off by default; this site is configured with one.
  site = await startSite({ CUIB_TAG_CONTAINER_ID: 'GTM-CUIB01', CUIB_TAG_CONTAINER_URL: containerUrl }, { dataDir: testSite().dataDir });
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A visitor whose requests to the tag container are answered by a stand-in script, and counted. */
async function visitor(cookies: Record<string, string>): Promise<{ context: BrowserContext; loads: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.baseURL })));
  const loads: string[] = [];
  await context.route('https://tags.cuib.test/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagContainerRan = true;' });
  });
  return { context, loads };
}

describe('the tag container (SPEC §3 project.tagContainerId)', () => {
  test('loads only with analytics consent, from the configured id, allowed by the CSP', async () => {
    const declined = await visitor({ cuib_cookie_bar_accepted: '1', cuib_consent: 'essential' });
    const page = await declined.context.newPage();
    await page.goto(`${site.baseURL}/produse/canapele`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-measurement="ready"]', { state: 'attached' });
    expect(declined.loads).toEqual([]);
    await declined.context.close();

    const consented = await visitor({ cuib_cookie_bar_accepted: '1', cuib_consent: 'essential|analytics' });
    const second = await consented.context.newPage();
    const answer = await second.goto(`${site.baseURL}/produse/canapele`, { waitUntil: 'networkidle' });
    expect(answer!.headers()['content-security-policy']).toContain('https://tags.cuib.test');
    await second.waitForFunction(() => (window as { tagContainerRan?: boolean }).tagContainerRan === true);
    expect(consented.loads).toEqual([`${containerUrl}?id=GTM-CUIB01`]);
    expect(await second.evaluate(() => window.dataLayer?.[0]?.project)).toMatchObject({ tagContainerId: 'GTM-CUIB01' });
    await consented.context.close();
  });

  test('accepting the cookie bar loads it at once, without a reload', async () => {
    const fresh = await visitor({});
    const page = await fresh.context.newPage();
    await page.goto(`${site.baseURL}/produse/canapele`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-measurement="ready"]', { state: 'attached' });
    expect(fresh.loads).toEqual([]);
    await page.getByRole('button', { name: 'Accept toate' }).click();
    await page.waitForFunction(() => (window as { tagContainerRan?: boolean }).tagContainerRan === true);
    expect(fresh.loads).toHaveLength(1);
    await fresh.context.close();
  });
});
