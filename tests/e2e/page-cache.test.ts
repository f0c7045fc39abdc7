import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { changeVariantPrice } from '#server/repositories/prices';
import { formatPrice } from '#ui/lib/format';
import { siteWithFakeBackend } from '../support/faulty-site';
import { siteBrowser } from '../support/site-browser';
import { visitorIn } from '../support/experiments';
import { signedInAccount, siteStore, someVariant } from '../support/site-data';
import { type Fault, faultyBackend } from '../support/site-process';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const get = (path: string, headers: Record<string, string> = {}, site = baseURL) =>
  fetch(new URL(path, site), { headers: { 'user-agent': browserAgent, 'accept-encoding': 'br, gzip', cookie: 'cuib_cookie_bar_accepted=1', ...headers } });

/** Asks for a page until the shared cache answers it (its first draw is kept once it has been sent whole). */
async function fromCache(path: string, headers: Record<string, string> = {}): Promise<Response> {
  for (;;) {
    const response = await get(path, headers);
    if (/^cuib; hit/.test(response.headers.get('cache-status') ?? '')) return response;
    await response.arrayBuffer();
  }
}

const site = siteBrowser();

describe('the shared page cache', () => {
  test('an anonymous page is drawn once and then answered from memory, with an ETag, a shared policy and its scripts allowed by hash', async () => {
    const path = '/produse/canapele?ordonare=pret-crescator';
    const first = await get(path);
    // Sent as it is drawn, before its last part is known to be whole: a cache in front keeps it briefly.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    const drawn = await first.text();
    const hit = await fromCache(path);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
    expect(hit.headers.get('etag')).toMatch(/^W\/"\d+-[\w-]{16}"$/);
    const policy = hit.headers.get('content-security-policy')!;
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    // The same page, byte for byte, except for the nonce its first visitor's scripts carried.
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    expect(withoutNonces(await hit.text())).toBe(withoutNonces(drawn));

    const conditional = await get(path, { 'if-none-match': hit.headers.get('etag')! });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
  });

  test('a price change reaches its product page within 5 s, drawn in the background; a listing stays answered from memory, within its bound', async () => {
    const variant = await someVariant('active = 1 AND in_stock = 1 AND price > 100 AND price < 5000');
    const path = `/produs/v/${variant.id}-${variant.slug}`;
    const other = await someVariant(`active = 1 AND product_id <> ${variant.product_id}`);
    const otherPath = `/produs/v/${other.id}-${other.slug}`;
    const listing = '/produse?ordonare=mostExpensive';
    for (const kept of [path, otherPath, listing]) await (await fromCache(kept)).arrayBuffer();
    // The product's version seen current once more, just before the change.
    const seenCurrent = performance.now();
    await (await fromCache(path)).arrayBuffer();
    const price = Math.round(variant.price * 1.37) + 0.49;
    await changeVariantPrice(siteStore(), variant.id, price);

    // The product page is keyed on its own product. Within 5 s of its version last seen current,
    // the kept page is answered, saying how far behind it may be, while it is drawn again in the
    // background; past them, it is drawn for the visitor. The new price comes without anybody
    // else asking for it.
    let answers = 0;
    for (;;) {
      const next = await get(path);
      const html = await next.text();
      answers++;
      if (html.includes(formatPrice(price))) break;
      expect(next.headers.get('cache-status')).toMatch(/^cuib; hit/);
      expect(next.headers.get('cuib-catalogue-lag')).toMatch(/^([0-4]\.\d|5\.0); max=5$/);
    }
    // The first answer after the change, within those 5 s, was the kept page: nobody waited for the draw.
    if (answers === 1) expect(performance.now() - seenCurrent).toBeGreaterThanOrEqual(5_000);
    // Another product's page did not change: still answered from memory.
    const unchanged = await get(otherPath);
    expect(unchanged.headers.get('cache-status')).toMatch(/^cuib; hit/);
    await unchanged.arrayBuffer();
    // A listing shows many variants: answered from memory, saying how far behind it may be.
    const keptListing = await get(listing);
    expect(keptListing.headers.get('cache-status')).toMatch(/^cuib; hit/);
    expect(keptListing.headers.get('cuib-catalogue-lag')).toMatch(/^\d+\.\d; max=60$/);
    await keptListing.arrayBuffer();
  });

  test('a landing from a campaign gets its attribution cookies from a cached page too, and that answer is private', async () => {
    await (await fromCache('/produse/canapele?utm_source=newsletter&utm_medium=email')).arrayBuffer();
    const landing = await get('/produse/canapele?utm_source=newsletter&utm_medium=email');
    expect(landing.headers.get('cache-status')).toMatch(/^cuib; hit/);
    expect(landing.headers.getSetCookie().some((cookie) => cookie.startsWith('utm_source=newsletter'))).toBe(true);
    expect(landing.headers.get('cache-control')).toBe('private, no-cache');
    await landing.arrayBuffer();
  });

  test('in the browser the cached page runs, reloaded too: no script is refused, a card keeps a product for comparison and the filters update it in place', async () => {
    const path = '/produse/canapele?ordonare=pret-descrescator';
    const context = await site.browser().newContext({ locale: 'ro-RO', userAgent: browserAgent });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: baseURL }]);
    await (await fromCache(path)).arrayBuffer();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
    expect(response!.headers()['cache-status']).toMatch(/^cuib; hit/);
    // A reload asks with the page's ETag and gets 304: the browser's copy runs under that answer's policy.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Adaugă la comparație' }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    const colour = page.getByRole('navigation', { name: 'Filtre' }).locator('a[role="checkbox"][aria-checked="false"][href*="culoare="]').first();
    const href = (await colour.getAttribute('href'))!;
    await page.evaluate(() => Object.assign(window, { cuibSameDocument: true }));
    await colour.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(await page.evaluate(() => (window as unknown as { cuibSameDocument?: boolean }).cuibSameDocument)).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  });
});

/** The session cookie the login form gave `context`. */
const sessionOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'cuib_token')!.value;

describe('one shared page for every shopper: their own parts come from the browser', () => {
  const path = '/produse/canapele?ordonare=pret-crescator&pagina=2';

  test('a signed-in shopper and a staff member get, from memory, the page a first-time visitor gets, with nothing of theirs in it', async () => {
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    const consent = 'cuib_cookie_bar_accepted=1; cuib_consent=essential%7Cmarketing';
    const anonymous = withoutNonces(await (await fromCache(path, { cookie: consent })).text());
    for (const [firstName, staff] of [['Ileana', false], ['Sorin', true]] as const) {
      const context = await site.browser().newContext();
      const account = await signedInAccount(context, firstName, { staff });
      const token = await sessionOf(context);
      const cookie = `${consent}; cuib_token=${token}`;
      const hit = await get(path, { cookie });
      expect(hit.headers.get('cache-status')).toMatch(/^cuib; hit/);
      // The browser is told it is known (the session cookie is HttpOnly): its script asks who it is.
      expect(hit.headers.getSetCookie().some((set) => set.startsWith('cuib_known=1;'))).toBe(true);
      expect(hit.headers.get('cache-control')).toBe('private, no-cache');
      const html = withoutNonces(await hit.text());
      expect(html).toBe(anonymous);
      const hashedEmail = createHash('sha256').update(account.email).digest('hex');
      for (const personal of [account.email, hashedEmail, firstName, token]) expect(html, `${firstName}: ${personal}`).not.toContain(personal);
      expect(html).toContain('"user":null');
      // Staff in admin mode see every card's ranking data: their page is drawn for them and kept by nobody.
      if (staff) {
        const adminMode = await get(path, { cookie: `${cookie}; admin-mode=1` });
        expect(adminMode.headers.get('cache-status')).toBeNull();
        expect(adminMode.headers.get('cache-control')).toBe('private, no-cache');
        await adminMode.arrayBuffer();
      }
      await context.close();
    }
  });

  test('a shopper whose browser revalidates its copy (304) is told it is known all the same', async () => {
    const context = await site.browser().newContext();
    await signedInAccount(context, 'Dorina');
    const cookie = `cuib_cookie_bar_accepted=1; cuib_token=${await sessionOf(context)}`;
    const hit = await fromCache(path, { cookie });
    await hit.arrayBuffer();
    // A reload after signing in: the page is the same, so it is not sent again, but the mark must be.
    const revalidated = await get(path, { cookie, 'if-none-match': hit.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.getSetCookie().some((set) => set.startsWith('cuib_known=1;'))).toBe(true);
    await context.close();
  });

  test.each([0, 1])('two visitors in variation %i of the experiment share its page, which carries neither id', async (variationId) => {
    const [first, second] = [visitorIn(variationId), visitorIn(variationId)];
    const cookie = (id: string) => `cuib_cookie_bar_accepted=1; cuib_consent=essential%7Canalytics; cuib_visitor=${id}`;
    const variationPath = `/produse/canapele?ordonare=pret-crescator&pagina=3`;
    await (await fromCache(variationPath, { cookie: cookie(first) })).arrayBuffer();
    const shared = await get(variationPath, { cookie: cookie(second) });
    expect(shared.headers.get('cache-status')).toMatch(/^cuib; hit/);
    const html = await shared.text();
    expect(html).toContain(`data-experiment="card-layout|${variationId}"`);
    expect(html).toContain(`data-card-layout="${variationId === 1 ? 'price-first' : 'standard'}"`);
    for (const id of [first, second]) expect(html).not.toContain(id);
  });

  test('in the browser a signed-in shopper’s page from memory shows their menu, and the dataLayer has them once they are asked for', async () => {
    const context = await site.browser().newContext({ locale: 'ro-RO', userAgent: browserAgent });
    const account = await signedInAccount(context, 'Viorica');
    // With a visitor id of their own: without one, each request would be given a new id, and so a
    // variation of the experiments (part of the key) that the cached page may not be in.
    await context.addCookies(['cuib_cookie_bar_accepted=1', 'cuib_consent=essential%7Canalytics', `cuib_visitor=${visitorIn(0)}`].map((pair) => ({ name: pair.split('=')[0]!, value: pair.split('=')[1]!, url: baseURL })));
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    await (await fromCache(path, { cookie })).arrayBuffer();
    const page = await context.newPage();
    const answer = await page.goto(new URL(path, baseURL).toString());
    expect(answer!.headers()['cache-status']).toMatch(/^cuib; hit/);
    await page.getByRole('banner').getByRole('button', { name: /meniul utilizatorului/i }).waitFor();
    await page.waitForFunction((id) => (window.dataLayer?.[0] as { requestData?: { user?: { id: number } } } | undefined)?.requestData?.user?.id === id, account.id);
    await context.close();
  });
});

// The reviews time out, or answer something that is not their JSON, for one draw, then recover.
describe.each(['hang', 'garbage'] as Fault[])('a page drawn while a part of it failed (%s)', (fault) => {
  const faults: { path: RegExp; fault: Fault }[] = [];
  const faulty = siteWithFakeBackend(() => faultyBackend(baseURL, faults), (backend) => ({ CUIB_MAIN_API_URL: backend.url }));

  test('is not kept: the next visitor after the backend recovered gets the whole page', async () => {
    const variant = await someVariant('active = 1 AND reviews_count > 0');
    const path = `/produs/v/${variant.id}-${variant.slug}`;
    faults.push({ path: /^\/api\/v2\/variant\/reviews-modal/, fault });
    // Until the catalogue's version is read in time (a busy machine, a cold process), pages are drawn past the cache.
    let degraded: Response;
    for (;;) {
      degraded = await get(path, {}, faulty.site.baseURL);
      if (degraded.headers.has('cache-status')) break;
      await degraded.arrayBuffer();
    }
    expect(degraded.status).toBe(200);
    // Sent before its reviews were known to fail: a cache in front keeps it only a few seconds.
    expect(degraded.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(await degraded.text()).toContain('Recenziile nu pot fi afișate acum.');

    faults.length = 0;
    // Read whole, the degraded page would be kept by now, or this request would wait for its keeping.
    const next = await get(path, {}, faulty.site.baseURL);
    const html = await next.text();
    expect(html).not.toContain('Recenziile nu pot fi afișate acum.');
    expect(html).toContain('data-opens="reviews-modal"');
    expect(next.headers.get('cache-status')).toBe('cuib; fwd=miss; stored');
    // The whole page is kept and shared from then on.
    for (;;) {
      const again = await get(path, {}, faulty.site.baseURL);
      const status = again.headers.get('cache-status') ?? '';
      const body = await again.text();
      if (!status.startsWith('cuib; hit')) continue;
      expect(body).toContain('data-opens="reviews-modal"');
      break;
    }
  });
});
