import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeFor } from '#server/db/database';
import type { Store } from '#server/db/store';
import { runWatchJob } from '#server/jobs';
import { outboxRepository } from '#server/repositories/outbox';
import { chromiumArgs, testChromiumPath } from '../support/chromium';
import { hydrated } from '../support/hydration';
import { strongPassword } from '../support/site-data';
import { type SiteProcess, startSite } from '../support/site-process';

/**
 * A shop's whole way onto Cuib, as people do it, on a site of its own: reading feeds from this
 * machine needs CUIB_FEEDS_ALLOW_PRIVATE=1, which the other tests' site must not have. Its periodic
 * jobs are off, so the test decides when feeds are read and watches are mailed.
 *
 * 1. A shop registers on the onboarding site and confirms by e-mail.
 * 2. It gives the address of its feed, served here by a local HTTP server.
 * 3. The import runs; the offers appear in their category, in search, and on the product page beside
 *    another shop's offer of the same GTIN (imported first with `npm run feed:import`).
 * 4. The shop sees an invalid item's reason.
 * 5. The feed lowers a price, and a shopper's watch is mailed.
 * 6. A shrinking feed is held (staff releasing it: tests/e2e/partner-portal.test.ts).
 */
const root = resolve(import.meta.dirname, '../..');
let site: SiteProcess;
let store: Store;
let browser: Browser;
let dataDir = '';
let feedServer: Server;
let feedUrl = '';
let served = '';

const gtin = '5941234567899';
type Item = Record<string, string>;
const rss = (items: Item[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Feed</title>\n${items
    .map((item) => `<item>${Object.entries(item).map(([name, value]) => `<${name}>${value}</${name}>`).join('')}</item>`)
    .join('\n')}\n</channel></rss>\n`;
const sofa = (domain: string, id: string, title: string, price: string, extra: Item = {}): Item => ({
  'g:id': id,
  title,
  link: `https://www.${domain}/canapele/${id.toLowerCase()}`,
  description: 'Canapea extensibilă cu ladă de depozitare, tapițerie din stofă.',
  'g:price': price,
  'g:availability': 'in_stock',
  'g:image_link': `https://www.${domain}/img/${id}.jpg`,
  'g:brand': 'Casa Nordică',
  'g:google_product_category': 'Furniture &gt; Sofas',
  'g:color': 'gri',
  ...extra,
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cuib-feed-journey-'));
  // SQLite of its own, even when the suite runs over PostgreSQL: this site shares nothing.
  site = await startSite({ CUIB_FEEDS_ALLOW_PRIVATE: '1', CUIB_JOBS: 'off', CUIB_SEED_VARIANTS: '1500', CUIB_DATABASE_URL: '' }, { dataDir });
  store = storeFor({ dataDir });
  // The first page a visitor asks for prepares the store (the catalogue, with its category tree).
  expect((await fetch(`${site.baseURL}/`)).status).toBe(200);
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    response.end(served);
  });
  await new Promise<void>((done) => feedServer.listen(0, '127.0.0.1', done));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}/feed.xml`;
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs, headless: true });

  // Another shop lists the same sofa (same GTIN) first, loaded by the operator's command.
  const file = join(dataDir, 'casa-buna.xml');
  writeFileSync(file, rss([sofa('casabuna.ro', 'CB-77', 'Canapea extensibilă Kvartal, gri', '2.549,00 RON', { 'g:gtin': gtin, link: 'https://casabuna.ro/p/cb-77' })]));
  const loaded = spawnSync(resolve(root, 'node_modules/.bin/tsx'), ['scripts/feed-import.ts', '--shop', 'casa-buna', '--name', 'Casa Bună', '--domain', 'casabuna.ro', '--file', file], {
    cwd: root,
    env: { ...process.env, CUIB_DATA_DIR: dataDir, CUIB_DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(loaded.status, loaded.stdout + loaded.stderr).toBe(0);
  expect(loaded.stdout).toContain('adăugate: 1');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => feedServer?.close(done));
  await store?.destroy();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const onboarding = (path: string) => `http://parteneri.localhost:${site.port}${path}`;
const main = (path: string) => `${site.baseURL}${path}`;

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** The newest e-mail to `recipient` that `matches`, once the site has written it. */
async function mailTo(recipient: string, matches: (body: string) => boolean) {
  for (const deadline = Date.now() + 15_000; ; ) {
    const mail = (await outboxRepository(store).latest(200)).find((candidate) => candidate.recipient === recipient && matches(candidate.body));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${recipient} arrived.`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
const pathIn = (body: string, path: string) => new URL(new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`).exec(body)![0]).pathname;

/** Reads the saved feed now from the portal, and waits on the import's page until it has ended. */
async function readFeedNow(page: Page) {
  await open(page, onboarding('/portal'));
  await page.getByRole('button', { name: 'Citește feedul acum' }).click();
  await page.waitForURL(/\/portal\/importuri\/\d+$/);
  const summary = page.getByRole('region', { name: 'Rezumatul importului' });
  await summary.getByText(/citite$/).waitFor({ timeout: 30_000 });
  return summary;
}

describe.each([1280, 375])('a shop’s feed from registration to a shopper’s mailbox, at %i px', (width) => {
  test('registers, reads its feed from its address, is listed beside another shop, and a lower price reaches a watch', async () => {
    const domain = `kvartal-${width}.ro`;
    const title = `Canapea extensibilă Kvartal ${width}, gri`;
    const email = `contact@${domain}`;
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    for (const url of [site.baseURL, onboarding('/')]) await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url }]);
    const page = await context.newPage();

    // 1. Registration on the onboarding site, confirmed from the e-mail.
    await open(page, onboarding('/register'));
    await page.getByLabel('Numele magazinului').fill(`Kvartal ${width}`);
    await page.getByLabel('Adresa magazinului').fill(`https://www.${domain}`);
    await page.getByLabel('Persoana de contact').fill('Ioana Dobre');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Parola contului', { exact: true }).fill(strongPassword);
    await page.getByText('Între 1.000 și 10.000').click();
    await page.locator('label', { hasText: 'Accept termenii' }).click({ position: { x: 8, y: 10 } });
    await page.getByRole('button', { name: 'Creează contul și înscrie magazinul' }).click();
    await page.getByRole('heading', { name: 'Verifică-ți e-mailul' }).waitFor();
    const confirmation = await mailTo(email, (body) => body.includes('/portal/confirmare/'));
    await open(page, onboarding(pathIn(confirmation.body, '/portal/confirmare/')));
    await page.getByRole('button', { name: 'Confirmă contul' }).click();
    await page.waitForURL(onboarding('/portal?confirmat=1'));

    // 2. The feed's address, served by this machine: two sofas, one priced in euro.
    served = rss([
      sofa(domain, 'KV-1', title, '2499.90 RON', { 'g:gtin': gtin }),
      sofa(domain, 'KV-2', `Canapea Kvartal ${width} cu 3 locuri, gri`, '1899 RON'),
      sofa(domain, 'KV-3', `Canapea Kvartal ${width} de import, gri`, '129 EUR'),
    ]);
    await page.getByLabel('Adresa feedului').fill(feedUrl);
    await page.getByRole('button', { name: 'Salvează adresa' }).click();
    await page.getByText('Am salvat adresa feedului.', { exact: false }).waitFor();

    // 3. The import runs from the portal: two offers added, one refused …
    const summary = await readFeedNow(page);
    await summary.getByText('aplicat', { exact: true }).waitFor();
    expect(await summary.textContent()).toMatch(/3\s+produse citite/);

    // 4. … and the shop sees why.
    const refused = page.getByRole('row', { name: /KV-3/ });
    expect(await refused.textContent()).toContain('129 EUR');
    expect(await refused.textContent()).toContain('lei');

    // The offers in their category, filtered by the shop, and in search.
    const shopSlug = (await store.selectFrom('eshops').select('slug').where('domain', '=', domain).executeTakeFirstOrThrow()).slug;
    await open(page, main(`/produse/canapele?magazin=${shopSlug}`));
    await page.getByRole('link', { name: `Detalii: ${title}` }).first().waitFor();
    await open(page, main(`/produse?q=${encodeURIComponent(`Kvartal ${width}`)}`));
    await page.getByRole('link', { name: `Detalii: ${title}` }).first().waitFor();

    // On the product page, beside Casa Bună's offer of the same GTIN.
    const own = await store.selectFrom('variants').select(['id', 'slug', 'product_id']).where('shop_item_id', '=', 'KV-1').where('link', 'like', `%${domain}%`).executeTakeFirstOrThrow();
    const other = await store.selectFrom('variants').select('product_id').where('shop_item_id', '=', 'CB-77').executeTakeFirstOrThrow();
    expect(own.product_id).toBe(other.product_id);
    await open(page, main(`/produs/v/${own.id}-${own.slug}`));
    const offers = page.getByRole('region', { name: /^Oferte de la / });
    await offers.getByText('Casa Bună').first().waitFor();
    expect(await offers.textContent()).toContain(`Kvartal ${width}`);

    // 5. A shopper watches the price, confirms by e-mail; the feed lowers it, the watch is mailed.
    const shopper = `cumparator.kvartal.${width}@exemplu.ro`;
    await page.getByRole('main').getByRole('button', { name: 'Anunță-mă când scade prețul' }).click();
    const dialog = page.getByRole('dialog', { name: 'Urmărește prețul' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(shopper);
    await dialog.getByLabel('Anunță-mă când prețul scade sub').fill('2300');
    await dialog.getByRole('button', { name: 'Pornește alerta' }).click();
    await dialog.getByRole('status').getByText('Mai ai un pas', { exact: false }).waitFor();
    const watchConfirmation = await mailTo(shopper, (body) => body.includes('/watchdog/confirmare/'));
    await open(page, main(pathIn(watchConfirmation.body, '/watchdog/confirmare/')));
    await page.getByRole('button', { name: 'Confirmă alerta' }).click();
    await page.getByRole('status').getByText('Gata! Îți scriem').waitFor();

    served = served.replace('2499.90 RON', '2199.90 RON');
    const repriced = await readFeedNow(page);
    await repriced.getByText('aplicat', { exact: true }).waitFor();
    await runWatchJob(store);
    const alert = await mailTo(shopper, (body) => body.includes('/watchdog/unsubscribe/'));
    expect(alert.body).toContain('2.199,90');
    expect(await store.selectFrom('price_history').select('price').where('variant_id', '=', own.id).orderBy('date').execute()).toEqual([{ price: 2199.9 }]);

    // 6. A feed that would take both offers off is held, and nothing changes until staff decide.
    served = rss([sofa(domain, 'KV-9', `Canapea Kvartal ${width} nouă, gri`, '999 RON')]);
    const held = await readFeedNow(page);
    await held.getByText('reținut pentru verificare', { exact: true }).waitFor();
    expect(await held.textContent()).toContain('peste jumătate');
    expect(await store.selectFrom('variants').select('shop_item_id').where('link', 'like', `%${domain}%`).where('active', '=', 1).orderBy('shop_item_id').execute()).toEqual([
      { shop_item_id: 'KV-1' },
      { shop_item_id: 'KV-2' },
    ]);
    await context.close();
  });
});
