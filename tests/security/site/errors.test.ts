import { describe, expect, test } from 'vitest';
import { siteWithFakeBackend } from '../../support/faulty-site';
import { faultyBackend } from '../../support/site-process';
import { malformedCookies, malformedPaths } from '../../support/fuzz';
import { testSite } from '../../support/test-site';

const baseURL = testSite().baseURL;
const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, baseURL), { redirect: 'manual', headers: { cookie: 'cuib_cookie_bar_accepted=1', ...headers } });

describe('no blank 500s', () => {
  test.each(['/produse/Canapele', '/produse/A', '/producatori/A', '/produse/canapele/'])('%s is sent to its lower-case address', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(path.toLowerCase().replace(/\/$/, ''));
  });

  test.each([
    ['/despre///', '/despre'],
    ['/produse//Canapele/', '/produse/canapele'],
    ['//evil.example/produse', '/evil.example/produse'],
  ])('%s is sent to %s (never to another host)', async (path, location) => {
    const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  test.each(['/produs/0-x', '/produse/a', '/producatori/a', '/produs/v/99999999-nu-exista', '/product/0/reviews', '/products/visually-similar/nu-e-uuid/x', '/category/abc', '/eshop/-1'])(
    '%s is the Romanian 404 page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Ne pare rău, nu am găsit această pagină');
    },
  );

  test.each(['/login', '/inregistrare', '/parola/innoire'])('a malformed form posted to %s is a 400 with a Romanian message', async (path) => {
    const response = await fetch(new URL(path, baseURL), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'multipart/form-data; boundary=cuib', origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' },
      body: '--cuib\r\nContent-Disposition: form-data; name="email"\r\n\r\nneterminat',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Formularul nu a ajuns întreg. Trimite-l din nou.');
  });

  test('a cookie that is not valid percent-encoding is ignored, not a 500 for every page', async () => {
    const response = await get('/', { cookie: 'cuib_banner_seen=50%off; cuib_cookie_bar_accepted=1' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Black Friday');
  });

  test('a fuzz of malformed paths and cookies gets no 5xx', async () => {
    const failures: string[] = [];
    for (const path of malformedPaths(150, 11)) {
      const response = await get(path);
      await response.body?.cancel();
      if (response.status >= 500) failures.push(`${response.status} ${path}`);
    }
    for (const cookie of malformedCookies(40, 11)) {
      const response = await get('/produse/canapele', { cookie });
      await response.body?.cancel();
      if (response.status >= 500) failures.push(`${response.status} cookie ${cookie}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('an unexpected error', () => {
  // The category page's data arrives as something that is not JSON: a bug, not an outage.
  const faulty = siteWithFakeBackend(() => faultyBackend(baseURL, [{ path: /^\/api\/v2\/pages\/category\//, fault: 'garbage' }]), (backend) => ({ CUIB_MAIN_API_URL: backend.url }));

  test('renders the styled Romanian 500 page with a request id that is also in the log', async () => {
    const response = await fetch(`${faulty.site.baseURL}/produse/canapele`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain('Ceva nu a mers cum trebuia');
    expect(body).toContain('<a href="/">Prima pagină</a>');
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toContain(id);
    await expect.poll(() => faulty.site.output()).toContain(id);
  });
});
