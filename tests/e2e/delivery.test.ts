import { describe, expect, test } from 'vitest';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';
import { testSite } from '../support/test-site';

const baseURL = testSite().baseURL;
const get = (path: string, encoding = 'gzip, deflate, br, zstd') => fetch(new URL(path, baseURL), { headers: { 'accept-encoding': encoding } });

/** How the built site sends a listing: what keeps it light on a phone (README, web figures). */
describe('delivering the category page', () => {
  test('the page and its scripts come brotli-compressed to a browser that takes it, gzip to one that does not', async () => {
    const page = await get('/produse/canapele');
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    const script = html.match(/<link rel="modulepreload" href="(\/assets\/index-[^"]+\.js)"/)![1]!;
    const brotli = await get(script);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    const gzip = await get(script, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(await brotli.text());
  });

  test('one font file is preloaded; the head’s stylesheets are inlined, their disabled links and the module preloads kept in a template', async () => {
    const html = await (await get('/produse/canapele')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const fonts = new Set([...head.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((match) => match[1]));
    expect([...fonts]).toEqual([expect.stringMatching(/^\/assets\/inter-romanian-[^/]+\.woff2$/)]);
    const [outside, kept] = head.split('<template id="cuib-after-paint">');
    expect(outside!.match(/<link rel="(?:stylesheet|modulepreload)"/g)).toBeNull();
    expect(kept).toMatch(/<link rel="modulepreload" href="\/assets\/index-[^"]+\.js"/);
    const links = kept!.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link).toContain('disabled=""');
    expect(head.match(/<style>/g)?.length).toBe(links.length);
  });

  test('the meta that Vite’s loader of lazy modules looks up before each import is in the head, without a nonce', async () => {
    const html = await (await get('/produse/canapele')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="csp-nonce"/>');
  });

  const { browser } = siteBrowser();

  test('the browser fetches no stylesheet for the page, and React adopts every link it unpacks', async () => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto(new URL('/produse/canapele', baseURL).toString(), { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(stylesheets).toEqual([]);
    const head = await page.evaluate(() => ({
      template: document.getElementById('cuib-after-paint') !== null,
      links: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.disabled),
      preloads: document.head.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(head.template).toBe(false);
    expect(head.preloads).toBeGreaterThan(2);
    expect(head.links.length).toBeGreaterThan(5);
    expect(head.links.every(Boolean)).toBe(true);
    await context.close();
  });

  test('each stylesheet link travels in the server-components payload once per render, not once per card', async () => {
    const html = await (await get('/produse/canapele')).text();
    const keys = html.match(/css:\/assets\/[^\\"]+/g) ?? [];
    expect(keys.length).toBeGreaterThan(5);
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    // The root, the layout and the page each bring their module graph's stylesheets (build/page-css.ts),
    // so a file all three use may appear three times; a card's would appear 24 times.
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });

  test('the bootstrap script waits for the first paint', async () => {
    const html = await (await get('/produse/canapele')).text();
    expect(html).toMatch(/<script nonce="[^"]+" id="_R_">\(function\(\)\{var run=function\(\)\{[\s\S]*requestAnimationFrame/);
  });
});
