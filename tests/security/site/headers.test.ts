import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteBrowser } from '../../support/site-browser';
import { type SiteProcess, startSite } from '../../support/site-process';
import { testSite } from '../../support/test-site';

const baseURL = testSite().baseURL;

/** One answer of every kind the site gives: a page, a redirect, a 404, an API answer, a problem, a file; and a hashed build file. */
async function answers(base: string): Promise<{ documents: [string, Response][]; hashedFile: Response }> {
  const page = await fetch(`${base}/produse/canapele`);
  const html = await page.text();
  const asset = /(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const paths = ['/produse/Canapele', '/nu-exista', '/api/v2/menu', '/api/v2/pages/category/nu-exista', '/robots.txt', '/icons/icon.svg', '/sw.js'];
  const documents: [string, Response][] = [['page', page], ...(await Promise.all(paths.map(async (path) => [path, await fetch(`${base}${path}`, { redirect: 'manual' })] as [string, Response])))];
  return { documents, hashedFile: await fetch(`${base}${asset}`) };
}

describe('security headers', () => {
  test('every answer carries the CSP, nosniff, the referrer and permissions policies and COOP; no HSTS over http', async () => {
    const { documents, hashedFile } = await answers(baseURL);
    for (const [what, response] of documents) {
      const headers = response.headers;
      expect.soft(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
      // A page drawn for this request has its nonce; one from the shared page cache its scripts' hashes.
      expect.soft(headers.get('content-security-policy'), what).toMatch(/script-src 'self' (?:'nonce-[A-Za-z0-9+/=]{20,}'|'sha256-[A-Za-z0-9+/=]{43,}'(?: 'sha256-[A-Za-z0-9+/=]{43,}')*);/);
      expect.soft(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect.soft(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect.soft(headers.get('permissions-policy'), what).toContain('camera=()');
      expect.soft(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
      expect.soft(headers.get('x-frame-options'), what).toBe('DENY');
      expect.soft(headers.get('strict-transport-security'), what).toBeNull();
    }
    // A hashed script gets what acts on a subresource, and not the document policies' kilobyte.
    expect(hashedFile.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hashedFile.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(hashedFile.headers.get('content-security-policy')).toBeNull();
  });

  test('each page drawn for a visitor has its own nonce, and every inline script carries it', async () => {
    // Staff in admin mode get a page of their own, never one from the shared cache.
    const visitor = { headers: { cookie: 'cuib_cookie_bar_accepted=1; admin-mode=1' } };
    const [first, second] = await Promise.all([fetch(`${baseURL}/produse/canapele`, visitor), fetch(`${baseURL}/produse/canapele`, visitor)]);
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const html = await first.text();
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(executable.length).toBeGreaterThan(0);
    for (const [, attributes] of executable) {
      if (/\ssrc=/.test(attributes!)) continue;
      expect(attributes).toContain(`nonce="${nonceOf(first)}"`);
    }
  });

  describe('in a browser', () => {
    const { open, browser } = siteBrowser();

    test('the page comes alive with no CSP violation, and no other site may frame it', async () => {
      const page = await open('/produse/canapele', 1280);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      // A client leaf works: the compare toggle of the first card records the product.
      await page.getByRole('button', { name: 'Adaugă la comparație' }).first().click();
      await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
      await page.reload({ waitUntil: 'networkidle' });
      expect(violations).toEqual([]);

      const framed = await page.context().newPage();
      let blocked = false;
      framed.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) blocked = true;
      });
      await framed.setContent(`<iframe src="${baseURL}/produse/canapele"></iframe>`);
      await expect.poll(() => blocked).toBe(true);
    });

    test('without JavaScript the country form still reaches another Cuib site (form-action allows the redirect)', async () => {
      const context = await browser().newContext({ javaScriptEnabled: false, locale: 'ro-RO' });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/form-action/.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${baseURL}/despre/despre-noi`);
      await page.getByLabel('Țara').selectOption({ label: 'Magyarország' });
      // The browser follows /tara's redirect to the Hungarian site (which does not resolve here): a
      // CSP refusing it would stop the browser before that request.
      await Promise.all([page.waitForRequest(/^https:\/\/hu\.cuib\.ro\//), page.getByRole('button', { name: 'Mergi' }).click()]);
      expect(violations).toEqual([]);
      await context.close();
    });
  });
});

describe('served over https (CUIB_SITE_ORIGIN https)', () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite({ CUIB_SITE_ORIGIN: 'https://www.cuib.test' }, { dataDir: testSite().dataDir });
  });
  afterAll(async () => site?.stop());

  test('answers carry HSTS, hashed files too', async () => {
    const { documents, hashedFile } = await answers(site.baseURL);
    for (const [what, response] of [...documents, ['hashed file', hashedFile] as [string, Response]]) {
      expect.soft(response.headers.get('strict-transport-security'), what).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
