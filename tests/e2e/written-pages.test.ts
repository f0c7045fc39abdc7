import { describe, expect, test } from 'vitest';
import { rawGet } from '../support/raw-request';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();
const baseURL = site.baseURL;
const port = new URL(baseURL).port;
/** The onboarding site beside the test site, for the browser: Chromium resolves `*.localhost` to this machine. */
const onboardingURL = `http://parteneri.localhost:${port}/`;
const mainURL = `http://localhost:${port}/`;

/** A request for `host` (as a browser naming that host sends it), without following redirects. */
const fetchAs = (host: string, path: string) => rawGet(baseURL, path, { host: `${host}:${port}` });

describe('written pages of the main site', () => {
  test.each([
    '/despre/despre-noi',
    '/despre/cariere',
    '/despre/echipa',
    '/despre/adauga-magazin',
    '/despre/adauga-magazin/faq',
    '/contact',
    '/press-info',
    '/cuib-pixel',
    '/cuib-star',
    '/termeni',
    '/termeni/magazine',
    '/termeni/termeni-de-utilizare',
    '/termeni/conditii-comerciale',
    '/termeni/politica-de-confidentialitate',
    '/termeni/cuib-star-politica-de-evaluare',
    '/termeni/cuib-star-politica-de-confidentialitate',
    '/termeni/cuib-star-termeni-si-conditii',
    '/termeni/cuib-star-politica-de-moderare',
    '/commercial/SaaS',
    '/commercial/e-shop',
    '/commercial/pixel',
    '/commercial/star',
    '/eco',
    '/furniture-bank',
  ])('%s is a page with its own title and one heading', async (path) => {
    const response = await fetch(new URL(path, baseURL));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+ \| Cuib<\/title>/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${new URL(path, mainURL)}"/>`);
  });

  test('an unknown written page is a real 404', async () => {
    expect((await fetch(new URL('/despre/nu-exista', baseURL))).status).toBe(404);
  });

  test('a link to a question of the FAQ opens it, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await site.browser().newPage({ viewport: { width, height: 800 } });
      await page.goto(new URL('/despre/adauga-magazin/faq', baseURL).toString(), { waitUntil: 'networkidle' });
      const sections = page.locator('details');
      expect(await sections.count()).toBeGreaterThan(5);
      const second = sections.nth(1);
      const id = await second.getAttribute('id');
      expect(await second.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      await page.getByRole('navigation', { name: 'Pe această pagină' }).locator(`a[href="#${id}"]`).click();
      await page.waitForFunction((target) => (document.getElementById(target!) as HTMLDetailsElement).open, id);
      // Arriving with the anchor in the address opens it too.
      await page.goto(new URL(`/despre/adauga-magazin/faq#${id}`, baseURL).toString(), { waitUntil: 'networkidle' });
      await page.waitForFunction((target) => (document.getElementById(target!) as HTMLDetailsElement).open, id);
      await page.close();
    }
  });
});

describe('the shop-onboarding site', () => {
  test('answers on the parteneri host with its own home, and sends marketplace paths to the main site', async () => {
    const home = await fetchAs('parteneri.localhost', '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('pentru magazine');
    const listing = await fetchAs('parteneri.localhost', '/produse/canapele?pagina=2');
    expect(listing.status).toBe(308);
    expect(listing.headers.location).toBe(new URL('/produse/canapele?pagina=2', mainURL).toString());
  });

  test('the main site sends its onboarding paths across', async () => {
    const register = await fetchAs('localhost', '/register');
    expect(register.status).toBe(308);
    expect(register.headers.location).toBe(new URL('/register', onboardingURL).toString());
    expect((await fetchAs('parteneri.localhost', '/wiki/feed-de-produse')).status).toBe(200);
    expect((await fetchAs('parteneri.localhost', '/wiki/nu-exista')).status).toBe(404);
  });

  test.each([1280, 375])('a shop registers through the form at %i px', async (width) => {
    const page = await site.browser().newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL('/register', onboardingURL).toString(), { waitUntil: 'networkidle' });
    await page.getByLabel('Numele magazinului').fill(`Casa Verde ${width}`);
    // Each run registers a shop of its own domain: a domain already listed is refused.
    const domain = `casaverde-${width}-${Date.now()}.ro`;
    await page.getByLabel('Adresa magazinului').fill(`https://www.${domain}`);
    await page.getByLabel('Persoana de contact').fill('Andreea Popa');
    await page.getByLabel('E-mail').fill(`andreea@${domain}`);
    await page.getByLabel('Parola contului', { exact: true }).fill('Salcam-Verde-la-Cluj-2026');
    // react-aria's radios and checkboxes are labels around a visually hidden input: a person clicks the label.
    await page.getByText('Între 100 și 1.000').click();
    // On the box at the label's start, not on the terms link inside it.
    await page.locator('label', { hasText: 'Accept termenii' }).click({ position: { x: 8, y: 10 } });
    expect(await page.getByRole('checkbox', { name: /Accept/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Creează contul și înscrie magazinul' }).click();
    await page.getByRole('heading', { name: 'Verifică-ți e-mailul' }).waitFor();
    await page.close();
  });
});
