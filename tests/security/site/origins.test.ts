import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rawGet } from '../../support/raw-request';
import { type FakeBackend, hungBackend, type SiteProcess, startSite } from '../../support/site-process';
import { testSite } from '../../support/test-site';

describe('origins come from configuration, never from the request', () => {
  let site: SiteProcess;
  let trap: FakeBackend;
  beforeAll(async () => {
    trap = await hungBackend();
    site = await startSite({ CUIB_SITE_ORIGIN: 'https://www.cuib.test', CUIB_PARTNER_ORIGIN: 'https://parteneri.cuib.test' }, { dataDir: testSite().dataDir });
  });
  afterAll(async () => {
    await site?.stop();
    await trap?.close();
  });

  test('a Host header naming another server does not send the backend calls (and the visitor\'s cookies) there', async () => {
    const trapHost = new URL(trap.url).host;
    const page = await rawGet(site.baseURL, '/produse/canapele', { host: trapHost, cookie: 'cuib_visitor=7d0c3c1e-4a7f-4a55-9d7e-2b7f4bb8f0a1' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Canapele');
    expect(trap.connections()).toBe(0);
  });

  test('X-Forwarded-Host does not steer the redirects between the shop and the partner site without a trusted proxy', async () => {
    const toPartner = await rawGet(site.baseURL, '/register', { host: 'www.cuib.test', 'x-forwarded-host': 'parteneri.evil.example' });
    expect(toPartner.status).toBe(308);
    expect(toPartner.headers.location).toBe('https://parteneri.cuib.test/register');
    const toShop = await rawGet(site.baseURL, '/produse/canapele?pagina=2', { host: 'parteneri.cuib.test', 'x-forwarded-host': 'evil.example' });
    expect(toShop.status).toBe(308);
    expect(toShop.headers.location).toBe('https://www.cuib.test/produse/canapele?pagina=2');
  });

  test('canonical, hreflang, JSON-LD, robots.txt and the studio link are absolute on the configured origins', async () => {
    const page = await rawGet(site.baseURL, '/produse/canapele', { host: 'attacker.example' });
    expect(page.body).toContain('<link rel="canonical" href="https://www.cuib.test/produse/canapele"/>');
    expect(page.body).toContain('<link rel="alternate" hrefLang="ro-RO" href="https://www.cuib.test/produse/canapele"/>');
    expect(page.body).toContain('"item":"https://www.cuib.test/produse');
    expect(page.body).not.toContain('attacker.example');
    expect(page.body).toMatch(/href="https:\/\/parteneri\.cuib\.test\/"[^>]*>[^<]*Cuib Studio/);
    const robots = await rawGet(site.baseURL, '/robots.txt', { host: 'attacker.example' });
    expect(robots.body).toContain('Sitemap: https://www.cuib.test/sitemap.xml');
  });

  test('the partner site\'s pages are canonical on the partner origin', async () => {
    const home = await rawGet(site.baseURL, '/', { host: 'parteneri.cuib.test' });
    expect(home.status).toBe(200);
    expect(home.body).toContain('<link rel="canonical" href="https://parteneri.cuib.test/"/>');
  });
});

describe('behind a trusted proxy (CUIB_TRUST_PROXY=1)', () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite({ CUIB_SITE_ORIGIN: 'https://www.cuib.test', CUIB_TRUST_PROXY: '1' }, { dataDir: testSite().dataDir });
  });
  afterAll(async () => site?.stop());

  test('the forwarded host picks which site answers, and the redirect still goes to the configured origin', async () => {
    const partnerHome = await rawGet(site.baseURL, '/', { host: '127.0.0.1', 'x-forwarded-host': 'parteneri.cuib.test' });
    expect(partnerHome.status).toBe(200);
    expect(partnerHome.body).toContain('https://parteneri.cuib.test/');
    const listing = await rawGet(site.baseURL, '/produse/canapele', { host: '127.0.0.1', 'x-forwarded-host': 'parteneri.evil.example' });
    expect(listing.status).toBe(308);
    expect(listing.headers.location).toBe('https://www.cuib.test/produse/canapele');
  });

  test('only the entry the proxy added counts: one the visitor wrote before it picks nothing', async () => {
    // The visitor asked for the partner site; the proxy then added the shop's host.
    const shop = await rawGet(site.baseURL, '/register', { host: '127.0.0.1', 'x-forwarded-host': 'parteneri.cuib.test, www.cuib.test' });
    expect(shop.status).toBe(308);
    expect(shop.headers.location).toBe('https://parteneri.cuib.test/register');
    const partner = await rawGet(site.baseURL, '/register', { host: '127.0.0.1', 'x-forwarded-host': 'www.cuib.test, parteneri.cuib.test' });
    expect(partner.status).toBe(200);
  });
});
