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
    // Redoc's inline scripts run by their hashes, and nothing else is allowed.
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'sha256-[^']+' 'sha256-[^']+';/);
    expect((await page.text()).includes('"disableTelemetry":true'), 'telemetry is off').toBe(true);
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

  test('the main API page renders in the browser and its search finds an operation, with Romanian examples', async () => {
    const page = await site.open('/docs/api/main-api', 1280);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text()) && /script/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    await page.getByRole('heading', { name: /Cuib main API/ }).first().waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('filtering');
    await page.getByText('Filter groups of a variant listing').waitFor();
    await page.getByText('Filter groups of a variant listing').click();
    await page.waitForURL(/variant/);
    // The request sample is the contract's own example, a listing of our catalogue.
    await page.locator('#redoc').getByText('/produse/canapele?pret-de-la=500', { exact: false }).first().waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
