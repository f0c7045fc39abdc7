import { beforeAll, describe, expect, test } from 'vitest';
import { siteWithFakeBackend } from '../../support/faulty-site';
import { type Fault, faultyBackend, hungBackend } from '../../support/site-process';
import { testSite } from '../../support/test-site';

const visitor = { cookie: 'cuib_visitor=7d0c3c1e-4a7f-4a55-9d7e-2b7f4bb8f0a1; cuib_cookie_bar_accepted=1' };

/** A product page path of the shared test catalogue, with reviews. */
async function reviewedProductPath(baseURL: string): Promise<string> {
  const feed = (await (
    await fetch(`${baseURL}/api/v2/variant/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: '/produse?ordonare=bestRated' }) })
  ).json()) as { variants: { id: number; slug: string; name: string; reviews: { reviewsCount: number } }[] };
  const variant = feed.variants.find((candidate) => candidate.reviews.reviewsCount > 0)!;
  return `/produs/v/${variant.id}-${variant.slug}`;
}

/**
 * Each secondary part of a page, its backend made to fail (hang past the timeout, or answer 500),
 * while everything else works: the page still answers 200 with its main content, at once.
 */
const secondaryParts: { name: string; path: RegExp; text: string }[] = [
  { name: 'reviews', path: /^\/api\/v2\/variant\/reviews-modal/, text: 'Recenziile nu pot fi afișate acum.' },
  { name: 'questions', path: /^\/api\/v2\/variant\/\d+\/questions/, text: 'Întrebările nu pot fi afișate acum.' },
  { name: 'similar products', path: /^\/api\/v2\/variant\/\d+\/similar/, text: '' },
  { name: 'the menu', path: /^\/api\/v2\/menu/, text: '' },
  { name: 'the current user', path: /^\/api\/v2\/user\/me/, text: 'Intră în cont' },
];

describe.each(['hang', 'error'] as Fault[])('secondary parts of the product page whose backend fails (%s)', (fault) => {
  let productPath: string;
  beforeAll(async () => {
    productPath = await reviewedProductPath(testSite().baseURL);
  });

  describe.each(secondaryParts)('$name', ({ path, text }) => {
    const faulty = siteWithFakeBackend(() => faultyBackend(testSite().baseURL, [{ path, fault }]), (backend) => ({ CUIB_MAIN_API_URL: backend.url }));

    test('the page is still 200 with the product, its offers and the rest', async () => {
      const response = await fetch(`${faulty.site.baseURL}${productPath}`, { headers: { ...visitor, cookie: `${visitor.cookie}; cuib_token=x.y.z` } });
      const body = await response.text();
      expect(response.status).toBe(200);
      expect(body.includes('"@type":"Product"')).toBe(true);
      expect(body.includes('Oferte de la')).toBe(true);
      if (text) expect(body.includes(text), text).toBe(true);
    });
  });
});

describe('the features backend down', () => {
  const faulty = siteWithFakeBackend(() => hungBackend(), (backend) => ({ CUIB_FEATURES_URL: backend.url }));

  test('pages render with the default flags', async () => {
    const response = await fetch(`${faulty.site.baseURL}/produse/canapele`, { headers: visitor });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body.includes('<title>Canapele')).toBe(true);
    // The test server turns Black Friday on; without the flags it is off, as by default.
    const withFlags = await (await fetch(`${testSite().baseURL}/produse/canapele`, { headers: visitor })).text();
    expect(withFlags.includes('href="/produse/black-friday"')).toBe(true);
    expect(body.includes('href="/produse/black-friday"')).toBe(false);
  });

  test('once it has failed, the next pages do not wait for it again', async () => {
    await (await fetch(`${faulty.site.baseURL}/produse/canapele?pagina=2`, { headers: visitor })).text();
    const asked = faulty.backend.connections();
    expect(asked).toBeGreaterThan(0);
    const next = await fetch(`${faulty.site.baseURL}/produse`, { headers: visitor });
    expect(next.status).toBe(200);
    await next.text();
    expect(faulty.backend.connections()).toBe(asked);
  });
});

describe('the likes backend answering 500', () => {
  const faulty = siteWithFakeBackend(() => faultyBackend(testSite().baseURL, [{ path: /./, fault: 'error' }]), (backend) => ({ CUIB_LIKES_URL: backend.url }));

  test('the page is 200 without a favourites badge', async () => {
    const response = await fetch(`${faulty.site.baseURL}/`, { headers: visitor });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('data-testid="favourites-badge"');
  });
});
