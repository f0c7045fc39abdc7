import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendNames, backendUrlVariable } from '#domain/backends';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { freePort, type SiteProcess, startSite, waitUntilServing } from '../support/site-process';

const root = resolve(import.meta.dirname, '../..');
let mock: ChildProcess;
let mockLog = '';
let site: SiteProcess;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'cuib-mock-'));

beforeAll(async () => {
  const port = await freePort();
  mock = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/mock-server.ts', '--port', String(port), '--log'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  mock.stdout!.on('data', (chunk) => (mockLog += chunk));
  mock.stderr!.on('data', (chunk) => (mockLog += chunk));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${origin}/api/v2/menu`, mock);
  // Every backend of the site points at the mock, as its start-up lines say.
  const env = Object.fromEntries(backendNames.filter((name) => name !== 'mailbox').map((name) => [backendUrlVariable(name), origin]));
  expect(mockLog).toContain(`CUIB_MAIN_API_URL=${origin}`);
  site = await startSite(env, { dataDir });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  mock?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The mock's log lines (`GET /api/v2/menu`) since `from`. */
const requestsSince = (from: number) => mockLog.slice(from).split('\n').filter((line) => /^[A-Z]+ \//.test(line));

describe('the site on the mock backends (npm run mock)', () => {
  test.each([
    ['the homepage', '/', 'Caută după categorie', ['GET /api/v2/menu']],
    ['a category', '/produse/canapele', 'Canapele', ['GET /api/v2/pages/category/canapele', 'POST /api/v2/variant/feed', 'POST /api/v2/variant/filtering']],
    ['a product', '/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri', 'Canapea extensibilă Oslo, 3 locuri, gri', ['GET /api/v2/pages/variant/184213']],
  ])('%s renders from the fixtures, asked of the mock', async (_, path, heading, calls) => {
    const from = mockLog.length;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
    const page = await context.newPage();
    const response = await page.goto(`${site.baseURL}${path}`);
    expect(response!.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(heading);
    // The fixtures' prices, in Romanian: `1.539,99 lei`.
    await page.getByText(/\d\.\d{3},\d{2}\slei/).first().waitFor();
    for (const call of calls) expect(requestsSince(from)).toContain(call);
    await context.close();
  });

  test('answers what no contract has with a problem+json 404', async () => {
    const origin = /CUIB_MAIN_API_URL=(\S+)/.exec(mockLog)![1];
    const response = await fetch(`${origin}/api/v2/nimic`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});
