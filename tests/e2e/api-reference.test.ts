import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { backends, loadContract } from '../../scripts/contracts/load';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

describe('the API reference for backend teams (/docs/api/)', () => {
  test('the index lists every contract with its version, its page and its YAML', async () => {
    const response = await fetch(`${site.baseURL}/docs/api/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const backend of backends) {
      const { info } = loadContract(backend) as { info: { title: string; version: string } };
      expect(html).toContain(`href="/docs/api/${backend}"`);
      expect(html).toContain(`href="/docs/api/${backend}.yaml"`);
      expect(html).toContain(`${info.title}</a> <small>versiunea ${info.version}`);
    }
    // The main API's count, written as Romanian counts are (84 de operații).
    const { paths } = loadContract('main-api') as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(paths).flatMap((item) => Object.keys(item).filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))).length;
    expect(operations).toBe(85);
    expect(html).toContain(`${operations} de operații`);
  });

  test.each(backends)('%s: its page and its contract are served', async (backend) => {
    const page = await fetch(`${site.baseURL}/docs/api/${backend}`);
    expect(page.status).toBe(200);
    // Scalar's script from here and the page's one inline script, by its hash; nothing else runs.
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[^']+';/);
    const html = await page.text();
    expect(html.includes('"telemetry":false') && html.includes('"withDefaultFonts":false'), 'telemetry and its fonts are off').toBe(true);
    // The page itself is small: Scalar is one script every page shares.
    expect(html.length).toBeLessThan(2000);
    const contract = await fetch(`${site.baseURL}/docs/api/${backend}.yaml`);
    expect(contract.headers.get('content-type')).toContain('application/yaml');
    // Self-contained: the shared problem schema is inlined, not a reference to a file beside it.
    const text = await contract.text();
    expect(text).not.toContain('./components/');
    expect(parse(text)).toEqual(loadContract(backend));
  });

  test('an unknown contract or a built file by its own name is a 404, /docs/api leads to the index', async () => {
    for (const path of ['/docs/api/magazine', '/docs/api/likes.html', '/docs/api/manifest.json', '/docs/api/..%2Fpackage.json']) {
      expect((await fetch(`${site.baseURL}${path}`)).status, path).toBe(404);
    }
    const redirect = await fetch(`${site.baseURL}/docs/api`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/docs/api/');
  });

  test('the main API page renders, searches, shows curl samples and tries a request here, loading nothing from elsewhere', async () => {
    const page = await site.open('/docs/api/main-api', 1280);
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(site.baseURL) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });
    await page.getByRole('heading', { name: 'Cuib main API' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('variant listing');
    await page.getByRole('option', { name: /One page of a variant listing/ }).first().click();
    await page.waitForURL(/variant\/feed/);
    // The request sample is curl, with the contract's own example: a listing of our catalogue.
    const operation = page.locator('section', { has: page.getByRole('heading', { name: 'One page of a variant listing', level: 3 }) }).first();
    await operation.getByText('/produse/canapele?pret-de-la=500', { exact: false }).first().waitFor();
    expect(await operation.getByText('Shell Curl').first().isVisible()).toBe(true);
    // Tried against this site's own backends.
    await operation.getByRole('button', { name: /Test Request/ }).click();
    const answered = page.waitForResponse((response) => response.url() === `${site.baseURL}/api/v2/variant/feed`);
    await page.getByRole('button', { name: /^Send/ }).first().click();
    expect((await answered).status()).toBe(200);
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
