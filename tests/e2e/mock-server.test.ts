import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendNames, backendUrlVariable } from '#domain/backends';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { freePort, type SiteProcess, startSite, waitUntilServing } from '../support/site-process';

const root = resolve(import.meta.dirname, '../..');
let mock: ChildProcess;
let mockPort: number;
let mockLog = '';
let site: SiteProcess;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'cuib-mock-'));

beforeAll(async () => {
  mockPort = await freePort();
  mock = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/mock-server.ts', '--port', String(mockPort), '--log'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  mock.stdout!.on('data', (chunk) => (mockLog += chunk));
  mock.stderr!.on('data', (chunk) => (mockLog += chunk));
  const origin = `http://127.0.0.1:${mockPort}`;
  await waitUntilServing(`${origin}/api/v2/menu`, mock);
  // Every backend of the site points at the mock, as its start-up lines say.
  const env = Object.fromEntries(backendNames.filter((name) => name !== 'mailbox').map((name) => [backendUrlVariable(name), origin]));
  site = await startSite(env, { dataDir });
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  mock?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The mock's log lines (`GET /api/v2/menu`) since `from`. */
const requestsSince = (from: number) => mockLog.slice(from).split('\n').filter((line) => /^[A-Z]+ \//.test(line));

/** A page of the site at 1280 px, the cookie bar already answered. */
async function openPage(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
  const page = await context.newPage();
  const response = await page.goto(`${site.baseURL}${path}`);
  expect(response!.status()).toBe(200);
  return { page, context };
}

describe('the site on the mock backends (npm run mock)', () => {
  // Names and prices come from mocks/fixtures (variantCases) and the contracts' examples: no other backend has them.
  test.each([
    ['the homepage', '/', 'Cuib: mobilă, decorațiuni și grădină', 'Covor lavabil Nordic 160×230 cm, bej', ['GET /api/v2/menu']],
    ['a category', '/produse/canapele', 'Canapele', 'Scaun tapițat Vera, catifea muștar', ['GET /api/v2/pages/category/canapele', 'POST /api/v2/variant/feed', 'POST /api/v2/variant/filtering']],
    ['a product', '/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri', 'Canapea extensibilă Oslo, 3 locuri, gri', 'Vândut de Mobila Dalin', ['GET /api/v2/pages/variant/184213']],
  ])('%s renders from the fixtures, asked of the mock', async (_, path, heading, text, calls) => {
    const from = mockLog.length;
    const { page, context } = await openPage(path);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    await page.getByText(text).first().waitFor();
    // The fixtures' prices, in Romanian: `1.539,99 lei`.
    await page.getByText(/\d\.\d{3},\d{2}\slei/).first().waitFor();
    await expect.poll(() => requestsSince(from)).toEqual(expect.arrayContaining(calls));
    await context.close();
  });

  test("a listing's card opens that variant's own page, not the contract example's", async () => {
    const name = 'Pat tapițat Bergen 160×200 cm, verde smarald';
    const { page, context } = await openPage('/produse/canapele');
    // The card's name goes to the shop; „încă 3 oferte” to the variant's page.
    await page.locator('a[href^="/produs/v/184217-"]', { hasText: 'oferte' }).click();
    await page.waitForURL(/\/produs\/v\/184217-/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await context.close();
  });

  test('prints the variable of every backend, to point a site at it', async () => {
    const origin = `http://127.0.0.1:${mockPort}`;
    for (const name of backendNames.filter((backend) => backend !== 'mailbox')) {
      await expect.poll(() => mockLog).toContain(`${backendUrlVariable(name)}=${origin}\n`);
    }
  });

  test('answers what no contract has with a problem+json 404', async () => {
    const response = await fetch(`http://127.0.0.1:${mockPort}/api/v2/nimic`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 404, title: 'Negăsit' });
  });
});
