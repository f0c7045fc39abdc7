import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../support/axe';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';
import { asNewClient, linkIn, mailTo, signedInAccount, strongPassword } from '../support/site-data';

/*
 * The partner portal end to end, on the built site and its embedded backend: a shop registers on the
 * onboarding host, confirms from the development mailbox, signs in there (its cookie is that host's),
 * saves its feed address and uploads feed files that the real importer reads; staff decide a held
 * import and map a product type on the shop's host.
 */

const site = siteBrowser();
const port = new URL(site.baseURL).port;
/** The onboarding site beside the test site: Chromium resolves `*.localhost` to this machine. */
const onboarding = (path: string) => new URL(path, `http://parteneri.localhost:${port}`).toString();
const shop = (path: string) => new URL(path, site.baseURL).toString();

/** A shop of its own for each test: the backend refuses a second shop of the same domain. */
function newShop(name: string) {
  const domain = `${name.toLowerCase().replaceAll(' ', '-')}-${process.pid}-${Date.now()}.ro`;
  return { name, domain, email: `andreea@${domain}`, website: `https://www.${domain}` };
}

async function newContext(width: number): Promise<BrowserContext> {
  return site.browser().newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
}

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** What has the keyboard's focus: its label or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labelled = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
    return (element?.getAttribute('aria-label') ?? labelled ?? element?.textContent ?? '').trim();
  });

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Registers a shop through the onboarding site's form and confirms it from the e-mail; the page is then on the portal. */
async function registerAndConfirm(page: Page, registration: ReturnType<typeof newShop>) {
  await open(page, onboarding('/register'));
  await page.getByLabel('Numele magazinului').fill(registration.name);
  await page.getByLabel('Adresa magazinului').fill(registration.website);
  await page.getByLabel('Persoana de contact').fill('Andreea Popa');
  await page.getByLabel('E-mail').fill(registration.email);
  await page.getByLabel('Parola contului', { exact: true }).fill(strongPassword);
  await page.getByText('Între 1.000 și 10.000').click();
  await page.locator('label', { hasText: 'Accept termenii' }).click({ position: { x: 8, y: 10 } });
  await page.getByRole('button', { name: 'Creează contul și înscrie magazinul' }).click();
  await page.getByRole('heading', { name: 'Verifică-ți e-mailul' }).waitFor();
  expect(await page.getByRole('status').textContent()).toContain(`${registration.name} (${registration.domain})`);

  // The e-mail's link leads to the onboarding site, where the partner's session cookie belongs.
  const mail = await mailTo(registration.email, (candidate) => candidate.subject.includes('Confirmă contul magazinului'));
  const link = new URL(linkIn(mail, '/portal/confirmare/'));
  await open(page, onboarding(link.pathname));
  await page.getByRole('heading', { name: 'Confirmă contul magazinului' }).waitFor();
  await page.getByRole('button', { name: 'Confirmă contul' }).click();
  // Confirming signs in: the sign-in page sends the partner on to the portal, welcomed.
  await page.waitForURL(onboarding('/portal?confirmat=1'));
  await page.getByRole('heading', { level: 1, name: registration.name }).waitFor();
  expect(await page.getByRole('status').first().textContent()).toContain('Adresa ta este confirmată');
}

/** Three sofas of the shop's domain as a feed file, less `drop` of them; the third priced in euro when `euro`. */
function sofasCsv(website: string, { drop = 0, euro = false } = {}): string {
  const link = (slug: string) => `${website}/${slug}`;
  const rows = [
    `LR-1001,"Canapea extensibilă Oslo, gri antracit",${link('canapea-oslo')},2499.90 RON,in_stock,${link('img/oslo.jpg')},Furniture > Sofas`,
    `LR-1002,"Canapea din ratan Bali, 3 locuri",${link('canapea-bali')},1899 RON,out_of_stock,${link('img/bali.jpg')},460`,
    `LR-1003,"Canapea Verona, catifea verde",${link('canapea-verona')},${euro ? '"12,5 EUR"' : '3150 RON'},in_stock,${link('img/verona.jpg')},Furniture > Sofas`,
  ];
  return `${['id,title,link,price,availability,image_link,google_product_category', ...rows.slice(drop)].join('\n')}\n`;
}

/** Uploads a feed file from the portal's overview; the page is then on the import's page, once the import has ended. */
async function uploadFeed(page: Page, name: string, csv: string) {
  await open(page, onboarding('/portal'));
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText(`Fișierul ales: ${name}`, { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Încarcă și importă' }).click();
  await page.waitForURL(/\/portal\/importuri\/\d+$/);
  // A running import's page follows it and draws itself again once it has ended.
  await page.getByRole('region', { name: 'Rezumatul importului' }).getByText(/citite$/).waitFor({ timeout: 30_000 });
}

describe('the partner portal on the onboarding site', () => {
  test('a shop registers, confirms by e-mail, signs out and in, and saves its feed address; the overview at 1280 and 375 px, by keyboard', async () => {
    await asNewClient();
    const registration = newShop('Mobila Casa');
    const context = await newContext(1280);
    const page = await context.newPage();
    await registerAndConfirm(page, registration);

    // Out, and in again on the onboarding site's own sign-in page.
    await page.getByRole('button', { name: 'Ieși din cont' }).click();
    await page.waitForURL(onboarding('/portal/autentificare?iesit=1'));
    await page.getByText('Ai ieșit din cont pe acest dispozitiv.').waitFor();
    await open(page, onboarding('/portal/oferte'));
    await page.waitForURL(/\/portal\/autentificare\?next=%2Fportal%2Foferte$/);
    await page.getByLabel('E-mail').fill(registration.email);
    await page.getByLabel('Parola', { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: 'Intră în portal' }).click();
    await page.waitForURL(onboarding('/portal/oferte'));
    await page.getByRole('heading', { level: 1, name: 'Ofertele active' }).waitFor();
    await page.getByText(/Nicio ofertă activă încă/).waitFor();

    // The feed's address: a private one is refused beside the field, a public one saved.
    await open(page, onboarding('/portal'));
    expect(await page.getByText('Salvează întâi adresa feedului; apoi îl poți citi oricând.').count()).toBe(1);
    const address = page.getByLabel('Adresa feedului');
    await address.fill('http://127.0.0.1/feed.xml');
    await page.getByRole('button', { name: 'Salvează adresa' }).click();
    await page.getByText(/pe un domeniu public \(nu o adresă IP sau localhost\)/).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    const feedUrl = `${registration.website}/feed/google-shopping.xml`;
    await address.fill(feedUrl);
    await page.getByText('XML Google Shopping (RSS sau Atom)').first().click();
    await page.getByRole('button', { name: 'Salvează adresa' }).click();
    await page.getByText('Am salvat adresa feedului.', { exact: false }).waitFor();
    await open(page, onboarding('/portal'));
    expect(await page.getByLabel('Adresa feedului').inputValue()).toBe(feedUrl);
    expect(await page.getByRole('radio', { name: 'XML Google Shopping (RSS sau Atom)' }).first().isChecked()).toBe(true);
    expect(await page.getByText('Nu aștepta următoarea citire: pornește un import de la adresa salvată.').count()).toBe(1);

    // The overview: the shop as Cuib lists it, no import yet, nothing for axe.
    const overview = page.getByRole('region', { name: 'Magazinul' });
    expect(await overview.textContent()).toContain(registration.domain);
    expect(await overview.getByRole('link', { name: 'Pagina magazinului pe Cuib' }).getAttribute('href')).toMatch(/^http:\/\/localhost:\d+\/produse\/magazin\//);
    await page.getByText(/Niciun import încă/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard from the top of the page just drawn: the portal's sections, the feed form and the upload, in reading order.
    const stops: string[] = [];
    for (let stop = 0; stop < 40 && !stops.includes('Încarcă și importă'); stop++) {
      await page.keyboard.press('Tab');
      stops.push(await focusedName(page));
    }
    const order = ['Prezentare', 'Oferte', 'Statistici', 'Ieși din cont', 'Adresa feedului', 'Salvează adresa', 'Citește feedul acum', 'Alege fișierul', 'Încarcă și importă'];
    expect(stops.filter((name) => order.includes(name))).toEqual(order);
    await context.close();

    // The same overview on a 375 px phone: nothing wider than the screen.
    const phone = await newContext(375);
    const phonePage = await phone.newPage();
    await open(phonePage, onboarding('/portal/autentificare'));
    await phonePage.getByLabel('E-mail').fill(registration.email);
    await phonePage.getByLabel('Parola', { exact: true }).fill(strongPassword);
    await phonePage.getByRole('button', { name: 'Intră în portal' }).click();
    await phonePage.waitForURL(onboarding('/portal'));
    await phonePage.getByRole('heading', { level: 1, name: registration.name }).waitFor();
    expect(await horizontalOverflow(phonePage)).toBeLessThanOrEqual(0);
    for (const path of ['/portal/oferte', '/portal/statistici']) {
      await open(phonePage, onboarding(path));
      expect(await horizontalOverflow(phonePage), path).toBeLessThanOrEqual(0);
      expect(await axeViolations(phonePage), path).toEqual([]);
    }
    await phone.close();
  });

  test('without JavaScript: signing in, the feed address refused then saved, and signing out are plain form posts', async () => {
    await asNewClient();
    const registration = newShop('Lustre Shop');
    const withScripts = await newContext(1280);
    await registerAndConfirm(await withScripts.newPage(), registration);
    await withScripts.close();

    const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 }, locale: 'ro-RO' });
    const page = await context.newPage();
    await page.goto(onboarding('/portal/autentificare?next=/portal/statistici'));
    await page.getByLabel('E-mail').fill(registration.email);
    await page.getByLabel('Parola', { exact: true }).fill('Parola-Gresita-1');
    await page.getByRole('button', { name: 'Intră în portal' }).click();
    await page.getByText('Adresa de e-mail sau parola nu este corectă', { exact: false }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(registration.email);
    await page.getByLabel('Parola', { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: 'Intră în portal' }).click();
    await page.waitForURL(onboarding('/portal/statistici'));
    expect((await context.cookies(onboarding('/'))).some((cookie) => cookie.name === 'cuib_token' && cookie.httpOnly)).toBe(true);

    await page.goto(onboarding('/portal'));
    const refused = page.waitForResponse((response) => response.url() === onboarding('/portal') && response.request().method() === 'POST');
    await page.getByLabel('Adresa feedului').fill('https://localhost/feed.xml');
    await page.getByRole('button', { name: 'Salvează adresa' }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText(/pe un domeniu public/).waitFor();
    expect(await page.getByLabel('Adresa feedului').inputValue()).toBe('https://localhost/feed.xml');
    await page.getByLabel('Adresa feedului').fill(`${registration.website}/feed.csv`);
    await page.getByRole('button', { name: 'Salvează adresa' }).click();
    await page.waitForURL(onboarding('/portal?salvat=1'));
    await page.getByText('Am salvat adresa feedului.', { exact: false }).waitFor();
    expect(await page.getByLabel('Adresa feedului').inputValue()).toBe(`${registration.website}/feed.csv`);

    await page.getByRole('button', { name: 'Ieși din cont' }).click();
    await page.waitForURL(onboarding('/portal/autentificare?iesit=1'));
    await page.goto(onboarding('/portal'));
    await page.waitForURL(/\/portal\/autentificare\?next=%2Fportal$/);
    await context.close();
  });

  test('the portal is the onboarding site’s: the shop’s host sends it there, and a visitor is asked to sign in', async () => {
    const fromShop = await fetch(shop('/portal/statistici?from=2026-11-01'), { redirect: 'manual' });
    expect(fromShop.status).toBe(308);
    expect(fromShop.headers.get('location')).toBe(onboarding('/portal/statistici?from=2026-11-01'));
    const context = await newContext(1280);
    const page = await context.newPage();
    await open(page, onboarding('/portal/importuri/812'));
    expect(page.url()).toBe(onboarding('/portal/autentificare?next=%2Fportal%2Fimporturi%2F812'));
    await page.getByRole('heading', { level: 1, name: 'Intră în portalul magazinului' }).waitFor();
    await context.close();
  });

  test('a feed file uploaded from the portal is imported: its counts, the refused item with its reason and CSV, the live offers', async () => {
    await asNewClient();
    const registration = newShop('Lemn si Ratan');
    const context = await newContext(1280);
    const page = await context.newPage();
    await registerAndConfirm(page, registration);
    await uploadFeed(page, 'lemn-si-ratan.csv', sofasCsv(registration.website, { euro: true }));
    await page.getByRole('region', { name: 'Produsele refuzate' }).waitFor();
    const summary = page.getByRole('region', { name: 'Rezumatul importului' });
    expect(await summary.getByText('aplicat', { exact: true }).count()).toBe(1);
    expect(await summary.textContent()).toMatch(/3\s+produse citite/);
    expect(await summary.getByText('fișier încărcat').count()).toBe(1);
    const count = async (label: string) => (await summary.locator('div', { has: page.getByText(label, { exact: true }) }).last().locator('dd').textContent())?.trim();
    expect([await count('Adăugate'), await count('Invalide')]).toEqual(['2', '1']);
    const refused = page.getByRole('row', { name: /LR-1003/ });
    expect(await refused.textContent()).toContain('12,5 EUR');
    const byReason = page.getByRole('navigation', { name: 'Motivele refuzului' }).getByRole('link', { name: 'Preț în altă monedă decât lei (1)' });
    await byReason.click();
    await page.waitForURL(/\?motiv=not-ron$/);
    expect(await page.getByRole('link', { name: 'Preț în altă monedă decât lei (1)' }).getAttribute('aria-current')).toBe('page');
    // The list as a spreadsheet file, with the partner's cookie.
    const csvHref = await page.getByRole('link', { name: 'Descarcă lista (CSV)' }).getAttribute('href');
    expect(csvHref).toMatch(/errors\.csv\?reason=not-ron$/);
    const download = await page.evaluate(async (href) => {
      const response = await fetch(href!);
      return { type: response.headers.get('content-type'), text: await response.text() };
    }, csvHref);
    expect(download.type).toMatch(/^text\/csv/);
    expect(download.text).toMatch(/^\uFEFF?linie,id,motiv,câmp,mesaj\r?\n/);
    expect(download.text).toContain('LR-1003');

    await open(page, onboarding('/portal/oferte'));
    const oslo = page.getByRole('row', { name: /Canapea extensibilă Oslo/ });
    expect(await oslo.textContent()).toMatch(/2\.499,90\s+lei/);
    expect(await oslo.getByRole('link', { name: 'Canapea extensibilă Oslo, gri antracit', exact: true }).getAttribute('href')).toMatch(/^http:\/\/localhost:\d+\/produs\//);
    expect(await page.getByRole('row', { name: /Canapea din ratan Bali/ }).textContent()).toContain('Stoc epuizat');
    expect(await page.getByRole('row', { name: /Canapea Verona/ }).count()).toBe(0);
    await open(page, onboarding('/portal'));
    expect(await page.getByRole('region', { name: 'Importurile feedului' }).getByText('aplicat', { exact: true }).count()).toBe(1);
    await context.close();
  });

  test('a shrinking feed is held for staff, who find the shop on /admin/magazine and release it; pause, resume and a category mapping; others get the not-found page', async () => {
    await asNewClient();
    const registration = newShop('Casa Verde');
    const partner = await newContext(1280);
    const partnerPage = await partner.newPage();
    await registerAndConfirm(partnerPage, registration);
    await uploadFeed(partnerPage, 'casa-verde.csv', sofasCsv(registration.website));
    // The next file would take off two of the three live offers: held, with the reason, nothing applied.
    await uploadFeed(partnerPage, 'casa-verde-mic.csv', sofasCsv(registration.website, { drop: 2 }));
    const held = partnerPage.getByRole('region', { name: 'Rezumatul importului' });
    await held.getByText('reținut pentru verificare', { exact: true }).waitFor();
    expect(await held.textContent()).toContain('De ce așteaptă:');
    const heldPath = new URL(partnerPage.url()).pathname;

    const visitor = await newContext(1280);
    expect((await (await visitor.newPage()).goto(shop('/admin/magazine')))!.status()).toBe(404);
    await visitor.close();

    const context = await newContext(1280);
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
    await signedInAccount(context, 'Radu', { staff: true });
    const page = await context.newPage();
    await open(page, shop(`/admin/magazine?q=${registration.domain}`));
    const card = page.getByRole('article', { name: registration.name });
    expect(await card.textContent()).toContain(registration.email);
    expect(await card.textContent()).toMatch(/3\s+oferte active/);
    expect(await card.getByText('reținut pentru verificare', { exact: true }).count()).toBe(1);
    await card.getByRole('button', { name: `Aplică importul reținut al magazinului ${registration.name}` }).click();
    await page.getByRole('status').filter({ hasText: 'Importul reținut a fost aplicat.' }).waitFor();
    const released = page.getByRole('article', { name: registration.name });
    expect(await released.getByText('eliberat', { exact: true }).count()).toBe(1);
    expect(await released.textContent()).toMatch(/1\s+ofertă activă/);
    // The partner sees staff's decision on the import's page.
    await open(partnerPage, onboarding(heldPath));
    await partnerPage.getByRole('region', { name: 'Rezumatul importului' }).getByText('eliberat', { exact: true }).waitFor();
    await partner.close();

    await card.getByRole('button', { name: `Oprește magazinul ${registration.name}` }).click();
    await page.getByRole('status').filter({ hasText: 'Magazinul este oprit' }).waitFor();
    expect(page.url()).toContain(`q=${registration.domain}`);
    await page.getByRole('article', { name: registration.name }).getByRole('button', { name: `Repornește magazinul ${registration.name}` }).click();
    await page.getByRole('status').filter({ hasText: 'Magazinul este repornit' }).waitFor();

    await page.getByRole('link', { name: `Asocierile de categorii ale magazinului ${registration.name}` }).click();
    const editor = page.getByRole('region', { name: `Asocierile de categorii: ${registration.name}` });
    await editor.getByText('Nicio asociere pentru acest magazin.').waitFor();
    await editor.getByLabel('Tipul de produs (product_type)').fill('Mobilier > Canapele extensibile');
    const leaf = await editor.locator('select[name="categorySlug"] option:not([disabled])').first().getAttribute('value');
    await editor.getByLabel('Categoria Cuib').selectOption(leaf!);
    await editor.getByRole('button', { name: 'Salvează asocierea' }).click();
    await page.getByRole('status').filter({ hasText: 'Asocierea este salvată' }).waitFor();
    // Kept folded, as feeds are matched.
    const row = page.getByRole('row', { name: /mobilier > canapele extensibile/ });
    await row.getByRole('button', { name: /Șterge asocierea/ }).click();
    await page.getByRole('status').filter({ hasText: 'Asocierea a fost ștearsă.' }).waitFor();
    expect(await page.getByRole('row', { name: /mobilier > canapele extensibile/ }).count()).toBe(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await context.close();
  });
});
