import { describe, expect, test } from 'vitest';
import { siteWithFakeBackend } from '../../support/faulty-site';
import { faultyBackend, hungBackend } from '../../support/site-process';
import { testSite } from '../../support/test-site';

const visitor = { cookie: 'cuib_visitor=7d0c3c1e-4a7f-4a55-9d7e-2b7f4bb8f0a1; cuib_cookie_bar_accepted=1' };

/** Fetches a page and measures how long the whole answer took. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

describe('a likes backend that accepts and never answers', () => {
  const faulty = siteWithFakeBackend(() => hungBackend(), (backend) => ({ CUIB_LIKES_URL: backend.url }));

  test('holds up no page: a shared listing never asks it (the browser does), and a page drawn for one person leaves the badge out', async () => {
    const shared = await timed(`${faulty.site.baseURL}/produse/canapele`, { headers: visitor });
    expect(shared.response.status).toBe(200);
    expect(shared.body).toContain('Canapele');
    expect(faulty.backend.connections()).toBe(0);
    // Staff in admin mode get a page of their own, whose header asks for the liked count.
    const own = await timed(`${faulty.site.baseURL}/produse/canapele`, { headers: { cookie: `${visitor.cookie}; admin-mode=1` } });
    expect(own.response.status).toBe(200);
    expect(own.body).toContain('Canapele');
    expect(own.body).toContain('Favorite');
    expect(faulty.backend.connections()).toBeGreaterThan(0);
    // The secondary timeout is 1 s; the page never waits for more than that.
    expect(own.ms).toBeLessThan(5_000);
  });
});

describe('a main API that does not answer', () => {
  const faulty = siteWithFakeBackend(() => hungBackend(), (backend) => ({ CUIB_MAIN_API_URL: backend.url }));

  test('gives a Romanian 503 page with a retry link and a request id within the timeout', async () => {
    const { response, body, ms } = await timed(`${faulty.site.baseURL}/produse/canapele?pagina=2`, { headers: visitor });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(body).toContain('<html lang="ro">');
    expect(body).toContain('Nu am putut încărca pagina acum');
    expect(body).toContain('href="/produse/canapele?pagina=2">Încearcă din nou</a>');
    const id = response.headers.get('x-request-id')!;
    expect(body).toContain(id);
    expect(faulty.site.output()).toContain(id);
    expect(ms).toBeLessThan(8_000);
  });
});

describe('a main API answering after 30 s', () => {
  const faulty = siteWithFakeBackend(() => faultyBackend(testSite().baseURL, [{ path: /^\/api\/v2\/pages\/category\//, fault: 'slow' }]), (backend) => ({ CUIB_MAIN_API_URL: backend.url }));

  test('is given up after the critical timeout: 503, not a 30 s wait and a blank 500', async () => {
    const { response, body, ms } = await timed(`${faulty.site.baseURL}/produse/canapele`, { headers: visitor });
    expect(response.status).toBe(503);
    expect(body).toContain('Încearcă din nou');
    expect(ms).toBeLessThan(8_000);
  });
});

describe('a visitor who goes away while the site waits', () => {
  // Timeouts far away: only the visitor's leaving can end the site's calls within the test.
  const faulty = siteWithFakeBackend(() => hungBackend(), (backend) => ({ CUIB_MAIN_API_URL: backend.url, CUIB_BACKEND_TIMEOUT_MS: '60000', CUIB_SECONDARY_TIMEOUT_MS: '60000' }));

  test('makes the site drop its backend calls at once', async () => {
    const controller = new AbortController();
    const page = fetch(`${faulty.site.baseURL}/produse/mese`, { signal: controller.signal, headers: visitor }).catch(() => null);
    // The site is waiting on the backend for the category and the menu.
    await expect.poll(() => faulty.backend.waiting(), { timeout: 10_000 }).toBe(2);
    controller.abort();
    await page;
    await expect.poll(() => faulty.backend.waiting(), { timeout: 2_000, interval: 50 }).toBe(0);
  });
});
