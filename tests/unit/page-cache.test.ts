import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { flagsKey, pageCacheKey, productScope, withoutPersonalCookies } from '../../app/page-cache/key';
import type { SiteFlags } from '../../app/lib/features';
import { type CatalogueLag, createPageCache, type DrawnPage } from '../../app/page-cache/page-cache';
import { inlineScriptHashes } from '../../app/page-cache/script-hashes';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36';

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3311${path}`, { headers: { host: '127.0.0.1:3311', 'user-agent': desktop, ...headers } });

describe('which pages are shared, and with whom', () => {
  test('an anonymous page is keyed by host, address, device and the cookies that shape it', () => {
    const key = pageCacheKey(get('/produse/canapele?culoare=gri'));
    expect(key).not.toBeNull();
    expect(pageCacheKey(get('/produse/canapele?culoare=gri'))).toBe(key);
    // Cookies nobody reads while drawing a page (attribution, a tag container's) change nothing.
    expect(pageCacheKey(get('/produse/canapele?culoare=gri', { cookie: 'utm_source=newsletter; _ga=GA1.1.5' }))).toBe(key);
    const others = [
      get('/produse/canapele'),
      get('/produse/canapele?culoare=gri', { 'user-agent': phone }),
      get('/produse/canapele?culoare=gri', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      get('/produse/canapele?culoare=gri', { host: 'parteneri.localhost:3311' }),
      get('/produse/canapele?culoare=gri', { 'x-forwarded-host': 'exemplu.ro' }),
      get('/produse/canapele?culoare=gri', { cookie: 'cuib_cookie_bar_accepted=1' }),
      get('/produse/canapele?culoare=gri', { cookie: 'cuib_cookie_bar_accepted=1; cuib_consent=essential%7Cmarketing' }),
      get('/produse/canapele?culoare=gri', { cookie: 'cuib_cookie_bar_accepted=1; cuib_consent=essential%7Canalytics' }),
      get('/produse/canapele?culoare=gri', { cookie: 'cuib_banner_seen=black-friday' }),
      get('/produse/canapele?culoare=gri', { cookie: 'cuib_listing_view=rows' }),
    ].map(pageCacheKey);
    for (const other of others) expect(other).not.toBeNull();
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  test('a session or a visitor id does not change the key: the page is drawn without them (./shared-draw)', () => {
    const key = pageCacheKey(get('/produse/canapele'));
    for (const cookie of ['cuib_token=eyJ', 'cuib_visitor=0b5e6f3a-1d2c-4e5f-8a9b-0c1d2e3f4a5b', 'cuib_known=1']) {
      expect(pageCacheKey(get('/produse/canapele', { cookie })), cookie).toBe(key);
    }
  });

  test('admin mode, a bearer header, a shopper’s own page, a post or a file is never shared', () => {
    expect(pageCacheKey(get('/produse/canapele', { cookie: 'admin-mode=1' }))).toBeNull();
    expect(pageCacheKey(get('/produse/canapele', { authorization: 'Bearer x' }))).toBeNull();
    for (const path of ['/user/favorite', '/login', '/watchdog/abc', '/admin/raport', '/pqa/answer/12', '/star/ab12cd', '/article/preview/7', '/compare-products/12', '/RSC/R/produse/canapele.txt', '/api/v2/menu', '/assets/index-abc.js', '/manifest.webmanifest']) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
    expect(pageCacheKey(new Request('http://127.0.0.1:3311/produse/canapele', { method: 'POST', body: 'a=1' }))).toBeNull();
    // A comparison's own key is its shared link: the same page for everyone.
    expect(pageCacheKey(get('/compare-products/0123456789abcdef0123456789abcdef'))).not.toBeNull();
  });
});

describe('a page drawn once for everyone who gets the same one', () => {
  test('is drawn without the session and visitor cookies, with every other cookie as it came', () => {
    const drawn = withoutPersonalCookies(get('/produse/canapele', { cookie: 'cuib_token=eyJ.a.b; cuib_consent=essential|analytics; cuib_visitor=0b5e6f3a-1d2c-4e5f-8a9b-0c1d2e3f4a5b; cuib_listing_view=rows' }));
    expect(drawn.headers.get('cookie')).toBe('cuib_consent=essential|analytics; cuib_listing_view=rows');
    expect(withoutPersonalCookies(get('/produse/canapele', { cookie: 'cuib_token=eyJ' })).headers.has('cookie')).toBe(false);
    // A cookie whose name merely begins like a personal one is not one.
    expect(withoutPersonalCookies(get('/', { cookie: 'cuib_tokenizer=1' })).headers.get('cookie')).toBe('cuib_tokenizer=1');
  });

  test('is keyed on what its flags draw: the variation, logged in or not, the device; never on the address twice', () => {
    const flags: SiteFlags = {
      shopTheLook: false,
      christmasDeliveryDays: null,
      cardMultiplier: {},
      blackFriday: false,
      appInstallPrompt: false,
      cardLayout: 'standard',
      experiments: [],
      attributes: { loggedIn: false, deviceType: 'desktop', url: 'http://127.0.0.1:3311/' },
    };
    const key = flagsKey(flags);
    expect(flagsKey({ ...flags, attributes: { ...flags.attributes, url: 'http://127.0.0.1:3311/produse' } })).toBe(key);
    for (const other of [
      { ...flags, cardLayout: 'price-first' as const, experiments: [{ key: 'card-layout', variationId: 1 }] },
      { ...flags, attributes: { ...flags.attributes, loggedIn: true } },
      { ...flags, blackFriday: true },
    ]) {
      expect(flagsKey(other)).not.toBe(key);
    }
  });
});

describe('which pages are keyed on their own product', () => {
  test('a product page’s address names its product or variant; anything else is not one', () => {
    expect(productScope('/produs/48213-canapea-extensibila-oslo')).toEqual({ productId: 48213 });
    expect(productScope('/produs/48213')).toEqual({ productId: 48213 });
    expect(productScope('/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri')).toEqual({ variantId: 184213 });
    // Ids the backend refuses would be a failed question, which leaves every page uncached a while.
    for (const path of ['/produs/0-canapea', '/produs/v/0', '/produs/0012-x', '/produs/1234567890123-x', '/produs/v/12/altceva', '/produse/canapele', '/produs/abc']) {
      expect(productScope(path), path).toBeUndefined();
    }
  });
});

describe('the CSP of a shared page', () => {
  test('allows its inline scripts by hash, not its structured data or external scripts', () => {
    const bootstrap = 'window.__x=1;';
    const payload = '(self.__FLIGHT_DATA||=[]).push("0:[]")';
    const html = `<script nonce="abc" id="_R_">${bootstrap}</script><script type="application/ld+json">{"@type":"ItemList"}</script><script src="/assets/a.js"></script><script nonce="abc">${payload}</script>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(bootstrap), sha(payload)]);
  });
});

/** A page that streams in two pieces, counting how often it is drawn. */
function drawer(html = () => `<!DOCTYPE html><html lang="ro"><body><script nonce="n">run()</script>${'<p>Canapea Mureș, gri — 1.628,99 lei</p>'.repeat(300)}</body></html>`) {
  let draws = 0;
  const draw = async (): Promise<DrawnPage> => {
    draws += 1;
    const text = html();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        controller.enqueue(bytes.slice(0, 100));
        controller.enqueue(bytes.slice(100));
        controller.close();
      },
    });
    return { response: new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }), degraded: () => false };
  };
  return { draw, draws: () => draws };
}

/**
 * A product page whose reviews arrive after its head was sent: while `reviewsFail()`, its last
 * piece is their fallback, and the draw is marked (as the request context is) only then.
 */
function productDrawer(reviewsFail: () => boolean) {
  let draws = 0;
  const draw = async (): Promise<DrawnPage> => {
    draws += 1;
    const mark = { partMissing: false };
    const fails = reviewsFail();
    const pieces = [`<!DOCTYPE html><html><body>${'<p>Canapea Mureș</p>'.repeat(100)}`, fails ? '<p>Recenziile nu pot fi afișate acum.</p></body></html>' : '<p>4,5 din 5 — 12 recenzii</p></body></html>'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift();
        if (piece === undefined) return controller.close();
        if (pieces.length === 0 && fails) mark.partMissing = true;
        controller.enqueue(new TextEncoder().encode(piece));
      },
    });
    return { response: new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }), degraded: () => mark.partMissing };
  };
  return { draw, draws: () => draws };
}

function cacheAt(start = 1_000_000) {
  let time = start;
  const cache = createPageCache({ maxBytes: 1024 * 1024, freshMs: 60_000, staleMs: 300_000, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

const page = (headers: Record<string, string> = {}) => new Request('http://127.0.0.1:3311/produse/canapele', { headers: { 'accept-encoding': 'br, gzip', ...headers } });

/** Waits until the cache answers the page from memory (its first draw is kept once its stream ends). */
async function kept(cache: ReturnType<typeof createPageCache>, version: string, draw: () => Promise<DrawnPage>, lag?: CatalogueLag) {
  for (;;) {
    const { response } = await cache.answer({ request: page(), key: 'k', version, lag, draw, drawAgain: draw });
    const status = response.headers.get('cache-status') ?? '';
    await response.arrayBuffer();
    if (status.includes('hit')) return response;
  }
}

describe('the shared page cache', () => {
  test('the first visitor gets the page as drawn; the next ones get it from memory, compressed, with an ETag and the shared policy', async () => {
    const { cache } = cacheAt();
    const { draw, draws } = drawer();
    const first = await cache.answer({ request: page(), key: 'k', version: '7', draw, drawAgain: draw });
    expect(first.response.headers.get('cache-status')).toBe('cuib; fwd=miss; stored');
    // Sent before its last part is known to be whole: a cache in front keeps this copy briefly.
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    // Drawn or kept, a shared page varies by the same headers, in the same words (a CDN compares them).
    expect(first.response.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
    const html = await first.response.text();
    expect(html).toContain('Canapea Mureș');

    const hit = await kept(cache, '7', draw);
    expect(draws()).toBe(1);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('etag')).toMatch(/^W\/"7-[\w-]{16}"$/);
    expect(hit.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');

    const again = await cache.answer({ request: page({ 'accept-encoding': 'gzip' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(again.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('run()').digest('base64')}'`]);
    expect(zlib.gunzipSync(Buffer.from(await again.response.arrayBuffer())).toString('utf8')).toBe(html);
    const plain = await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(await plain.response.text()).toBe(html);
    expect(draws()).toBe(1);
  });

  test('a request that has the page answers 304', async () => {
    const { cache } = cacheAt();
    const { draw } = drawer();
    const hit = await kept(cache, '7', draw);
    const etag = hit.headers.get('etag')!;
    const conditional = await cache.answer({ request: page({ 'if-none-match': `"other", ${etag}` }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(conditional.response.status).toBe(304);
    expect(conditional.response.headers.get('etag')).toBe(etag);
    // The browser's copy keeps the headers of the 304: its scripts are allowed by their hashes.
    expect(conditional.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('run()').digest('base64')}'`]);
    const changed = await cache.answer({ request: page({ 'if-none-match': '"other"' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(changed.response.status).toBe(200);
  });

  test('a new catalogue version is drawn at once: a price change reaches the next request', async () => {
    const { cache } = cacheAt();
    let price = '1.628,99 lei';
    const { draw, draws } = drawer(() => `<!DOCTYPE html><html><body>${`<p>Canapea Mureș — ${price}</p>`.repeat(100)}</body></html>`);
    await kept(cache, '7', draw);
    price = '1.499,99 lei';
    const next = await cache.answer({ request: page(), key: 'k', version: '8', draw, drawAgain: draw });
    expect(next.response.headers.get('cache-status')).toContain('miss');
    expect(await next.response.text()).toContain('1.499,99 lei');
    expect(draws()).toBe(2);
  });

  test('a stale page is answered once more while a single background draw replaces it', async () => {
    const { cache, advance } = cacheAt();
    let edition = 1;
    const { draw, draws } = drawer(() => `<!DOCTYPE html><html><body>${`<p>Ediția ${edition}</p>`.repeat(100)}</body></html>`);
    await kept(cache, '7', draw);
    edition = 2;
    advance(61_000);
    const stale = await Promise.all([1, 2, 3].map(() => cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw })));
    for (const { response } of stale) {
      expect(response.headers.get('cache-status')).toMatch(/hit; ttl=-1$/);
      expect(await response.text()).toContain('Ediția 1');
    }
    let fresh = '';
    while (!fresh.includes('Ediția 2')) {
      // The background draw is compressed on zlib's threads: let their callbacks run between tries.
      await new Promise((resolve) => setImmediate(resolve));
      fresh = await (await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw })).response.text();
    }
    expect(draws()).toBe(2);
    // After the stale window, the page is drawn for the visitor again.
    advance(400_000);
    const expired = await cache.answer({ request: page(), key: 'k', version: '7', draw, drawAgain: draw });
    expect(expired.response.headers.get('cache-status')).toContain('miss');
    await expired.response.arrayBuffer();
  });

  test('concurrent misses of one page wait for one draw', async () => {
    const { cache } = cacheAt();
    const { draw, draws } = drawer();
    const first = await cache.answer({ request: page(), key: 'k', version: '7', draw, drawAgain: draw });
    const waiting = Promise.all([1, 2, 3, 4].map(() => cache.answer({ request: page(), key: 'k', version: '7', draw, drawAgain: draw })));
    await first.response.arrayBuffer();
    for (const { response } of await waiting) expect(response.headers.get('cache-status')).toContain('hit');
    expect(draws()).toBe(1);
  });

  test('an error, a page setting a cookie, or an unknown catalogue version is never kept', async () => {
    const { cache } = cacheAt();
    let answers = 0;
    const personal = async () => {
      answers += 1;
      return { response: new Response('<p>Salut, Ana</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'cuib_visitor=1' } }), degraded: () => false };
    };
    for (let i = 0; i < 2; i++) await (await cache.answer({ request: page(), key: 'k', version: '7', draw: personal, drawAgain: personal })).response.text();
    const failing = async () => {
      answers += 1;
      return { response: new Response('<p>Eroare</p>', { status: 503, headers: { 'content-type': 'text/html' } }), degraded: () => false };
    };
    for (let i = 0; i < 2; i++) await (await cache.answer({ request: page(), key: 'k', version: '7', draw: failing, drawAgain: failing })).response.text();
    const { draw, draws } = drawer();
    for (let i = 0; i < 2; i++) {
      const { response } = await cache.answer({ request: page(), key: 'k', version: undefined, draw, drawAgain: draw });
      expect(response.headers.get('cache-status')).toBeNull();
      await response.arrayBuffer();
    }
    expect(answers).toBe(4);
    expect(draws()).toBe(2);
  });

  test('a page a part of which fell back is not kept: the next visitor gets it drawn again, whole once the backend is back', async () => {
    const { cache } = cacheAt();
    let down = true;
    const { draw, draws } = productDrawer(() => down);
    const degraded = await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(await degraded.response.text()).toContain('nu pot fi afișate');
    down = false;
    // Read whole, the degraded page would be kept by now, or this answer would wait for its keeping.
    const next = await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(next.response.headers.get('cache-status')).toBe('cuib; fwd=miss; stored');
    expect(await next.response.text()).toContain('12 recenzii');
    await kept(cache, '7', draw);
    const hit = await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(await hit.response.text()).toContain('12 recenzii');
    expect(draws()).toBe(2);
  });

  test('a stale page is not replaced by a redraw a part of which fell back', async () => {
    const { cache, advance } = cacheAt();
    let down = false;
    const { draw, draws } = productDrawer(() => down);
    await kept(cache, '7', draw);
    advance(61_000);
    down = true;
    const stale = await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw });
    expect(await stale.response.text()).toContain('12 recenzii');
    expect(draws()).toBe(2);
    // Answered stale again (the failed redraw replaced nothing), and drawn again in the background.
    let redrawn = false;
    while (!redrawn) {
      await new Promise((resolve) => setImmediate(resolve));
      const again = await cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: '7', draw, drawAgain: draw });
      expect(again.response.headers.get('cache-status')).toMatch(/hit; ttl=-1$/);
      expect(await again.response.text()).toContain('12 recenzii');
      redrawn = draws() > 2;
    }
  });

  describe('a catalogue that keeps changing: a kept page is answered a bounded time behind it', () => {
    const lag = { maxMs: 5_000, redrawAfterMs: 2_000 };
    const priced = (price: () => string) => drawer(() => `<!DOCTYPE html><html><body>${`<p>Canapea Mureș — ${price()}</p>`.repeat(100)}</body></html>`);
    const ask = (cache: ReturnType<typeof createPageCache>, version: string | undefined, draw: () => Promise<DrawnPage>, bound: CatalogueLag = lag) =>
      cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version, lag: bound, draw, drawAgain: draw });
    /** Asks until the page shows `text` (its background draw kept): the draws under way settle between asks. */
    const untilShown = async (asked: () => ReturnType<typeof ask>, text: string) => {
      while (!(await (await asked()).response.text()).includes(text)) await new Promise((resolve) => setImmediate(resolve));
    };

    test('within the bound the kept page is answered, saying how far behind it may be; past it, drawn again in the background once', async () => {
      const { cache, advance } = cacheAt();
      let price = '1.628,99 lei';
      const { draw, draws } = priced(() => price);
      await kept(cache, '7', draw, lag);
      price = '1.499,99 lei';
      advance(1_000);
      const behind = await ask(cache, '8', draw);
      expect(behind.response.headers.get('cache-status')).toContain('hit');
      expect(behind.response.headers.get('cuib-catalogue-lag')).toBe('1.0; max=5');
      expect(await behind.response.text()).toContain('1.628,99 lei');
      expect(draws()).toBe(1);

      // Two seconds behind, and the versions still moving: one background draw, however many versions come.
      advance(1_500);
      for (const version of ['9', '10', '11']) {
        const answer = await ask(cache, version, draw);
        expect(await answer.response.text()).toContain('1.628,99 lei');
      }
      await untilShown(() => ask(cache, '11', draw), '1.499,99 lei');
      expect(draws()).toBe(2);
    });

    test('a page further behind than the bound is drawn for the visitor', async () => {
      const { cache, advance } = cacheAt();
      let price = '1.628,99 lei';
      const { draw, draws } = priced(() => price);
      await kept(cache, '7', draw, lag);
      await (await ask(cache, '7', draw)).response.arrayBuffer();
      price = '1.499,99 lei';
      advance(5_001);
      const answer = await ask(cache, '8', draw);
      expect(answer.response.headers.get('cache-status')).toContain('miss');
      expect(answer.response.headers.get('cuib-catalogue-lag')).toBe('0.0; max=5');
      expect(await answer.response.text()).toContain('1.499,99 lei');
      expect(draws()).toBe(2);
    });

    test('when the version cannot be read, the kept page is answered while within the bound, then drawn', async () => {
      const { cache, advance } = cacheAt();
      const { draw, draws } = priced(() => '1.628,99 lei');
      await kept(cache, '7', draw, lag);
      advance(4_000);
      const unknown = () => cache.answer({ request: page({ 'accept-encoding': '' }), key: 'k', version: undefined, lag, draw, drawAgain: draw });
      const within = await unknown();
      expect(within.response.headers.get('cache-status')).toContain('hit');
      expect(within.response.headers.get('cuib-catalogue-lag')).toBe('4.0; max=5');
      expect(await within.response.text()).toContain('1.628,99 lei');
      expect(draws()).toBe(1);
      advance(1_001);
      const past = await unknown();
      expect(past.response.headers.get('cache-status')).toBeNull();
      await past.response.arrayBuffer();
      expect(draws()).toBe(2);
      // A page that may not lag (a product page's) is drawn at once.
      await (await cache.answer({ request: page(), key: 'k', version: undefined, draw, drawAgain: draw })).response.arrayBuffer();
      expect(draws()).toBe(3);
    });

    test('after a quiet spell the change is taken to have come right after the page was last asked for', async () => {
      // Nobody asked for a page for a minute: the new version may have come a second after the last
      // request, so the page kept then is a minute behind, past even a listing's bound.
      const { cache, advance } = cacheAt();
      const { draw, draws } = priced(() => '1.628,99 lei');
      await kept(cache, '7', draw, lag);
      advance(60_000);
      const answer = await cache.answer({ request: page(), key: 'k', version: '8', lag: { maxMs: 59_000, redrawAfterMs: 30_000 }, draw, drawAgain: draw });
      expect(answer.response.headers.get('cache-status')).toContain('miss');
      await answer.response.arrayBuffer();
      expect(draws()).toBe(2);
    });

    describe("a product page, keyed on its own version (a digest of the product's offers)", () => {
      const own = { maxMs: 5_000, redrawAfterMs: 0, ownVersion: true };

      test('after its own change the kept page is answered while it is drawn again at once, within 5 s of when its version was last seen current', async () => {
        const { cache, advance } = cacheAt();
        let price = '1.628,99 lei';
        const { draw, draws } = priced(() => price);
        await kept(cache, 'p-a', draw, own);
        // Asked again 3 s later, the version still current: the change came after that.
        advance(3_000);
        await (await ask(cache, 'p-a', draw, own)).response.arrayBuffer();
        price = '1.499,99 lei';
        advance(4_000);
        const behind = await ask(cache, 'p-b', draw, own);
        expect(behind.response.headers.get('cache-status')).toContain('hit');
        expect(behind.response.headers.get('cuib-catalogue-lag')).toBe('4.0; max=5');
        expect(await behind.response.text()).toContain('1.628,99 lei');
        await untilShown(() => ask(cache, 'p-b', draw, own), '1.499,99 lei');
        expect(draws()).toBe(2);
      });

      test('past 5 s since its version was last seen current it is drawn for the visitor, and a late version read answers within the bound only', async () => {
        const { cache, advance } = cacheAt();
        let price = '1.628,99 lei';
        const { draw, draws } = priced(() => price);
        await kept(cache, 'p-a', draw, own);
        advance(4_000);
        const unread = await ask(cache, undefined, draw, own);
        expect(unread.response.headers.get('cuib-catalogue-lag')).toBe('4.0; max=5');
        expect(await unread.response.text()).toContain('1.628,99 lei');
        price = '1.499,99 lei';
        advance(1_001);
        const answer = await ask(cache, 'p-b', draw, own);
        expect(answer.response.headers.get('cache-status')).toContain('miss');
        expect(await answer.response.text()).toContain('1.499,99 lei');
        expect(draws()).toBe(2);
      });

      test("another shopper's request for the same product (another key) counts as seeing its version current", async () => {
        const { cache, advance } = cacheAt();
        let price = '1.628,99 lei';
        const { draw, draws } = priced(() => price);
        await kept(cache, 'p-a', draw, own);
        advance(4_000);
        // The same product asked by a shopper with other consent choices: drawn under a key of its own.
        await (await cache.answer({ request: page(), key: 'k2', version: 'p-a', lag: own, draw, drawAgain: draw })).response.arrayBuffer();
        price = '1.499,99 lei';
        advance(3_000);
        const behind = await ask(cache, 'p-b', draw, own);
        expect(behind.response.headers.get('cache-status')).toContain('hit');
        expect(behind.response.headers.get('cuib-catalogue-lag')).toBe('3.0; max=5');
        expect(await behind.response.text()).toContain('1.628,99 lei');
        expect(draws()).toBeGreaterThanOrEqual(2);
      });

      test("its version is not taken for the catalogue's: a late read of an older catalogue version still does not make a listing look current", async () => {
        const { cache, advance } = cacheAt();
        const { draw } = priced(() => '1.628,99 lei');
        await kept(cache, '7', draw, lag);
        advance(1_000);
        await (await ask(cache, '8', draw)).response.arrayBuffer();
        // A product page asked meanwhile, under another key, with its own version.
        await (await cache.answer({ request: page(), key: 'product', version: 'p-a', lag: own, draw, drawAgain: draw })).response.arrayBuffer();
        advance(3_000);
        // A read of version 7 that came back late: 8 was seen before it, so 7 was last current 4 s ago.
        await (await ask(cache, '7', draw)).response.arrayBuffer();
        const listing = await ask(cache, '8', draw);
        expect(listing.response.headers.get('cuib-catalogue-lag')).toBe('4.0; max=5');
        await listing.response.arrayBuffer();
      });
    });
  });
});
