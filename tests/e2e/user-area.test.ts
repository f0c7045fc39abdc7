import { describe, expect, test } from 'vitest';
import { oneWidth, siteBrowser } from '../support/site-browser';
import { signedInAccount, strongPassword } from '../support/site-data';

const site = siteBrowser();

describe.each(oneWidth(375))('favourites at %i px', (width) => {
  test('liked variants are on /user/favourites, and the share link opens the list read-only in a fresh browser', async () => {
    const page = await site.open('/', width);
    await signedInAccount(page.context(), 'Ioana');
    await page.goto(new URL('/produse/canapele', site.baseURL).toString(), { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-likes="ready"]');
    const names: string[] = [];
    for (const position of [0, 1]) {
      const card = page.locator('main article').nth(position);
      await card.locator('button[aria-label^="Adaugă la favorite"][data-live]').click();
      await card.locator('button[aria-pressed="true"][aria-label^="Elimină din favorite"]:not([data-busy])').waitFor();
      // The variant's own name (the heading also says that its link opens the shop in a new tab).
      names.push((JSON.parse((await card.getAttribute('data-layer'))!) as { name: string }).name);
    }
    await page.goto(new URL('/user/favourites', site.baseURL).toString(), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const name of names) await page.getByRole('main').getByText(name, { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Distribuie lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Distribuie lista de favorite' });
    const link = dialog.getByRole('textbox');
    await page.waitForFunction((input) => (input as HTMLInputElement).value.includes('/user/favourites/'), await link.elementHandle());
    const shared = await link.inputValue();
    expect(new URL(shared).origin).toBe(new URL(site.baseURL).origin);

    const stranger = await site.browser().newContext({ viewport: { width, height: 900 } });
    const other = await stranger.newPage();
    const answer = await other.goto(shared, { waitUntil: 'networkidle' });
    expect(answer!.status()).toBe(200);
    for (const name of names) await other.getByRole('main').getByText(name, { exact: true }).first().waitFor();
    expect(await other.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // Read-only: no hearts to change someone else's list.
    expect(await other.getByRole('main').getByRole('button', { name: /favorite/ }).count()).toBe(0);
    // A link someone changed is a friendly „not found”.
    const tampered = await other.goto(shared.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    expect(tampered!.status()).toBe(404);
    await stranger.close();
    await page.context().close();
  });
});

test.each([1280])('at %i px, a shopper downloads their data and deletes the account; the old password no longer signs in', async (width) => {
  const page = await site.open('/', width);
  const { email } = await signedInAccount(page.context(), 'Radu');
  const answer = await page.goto(new URL('/user', site.baseURL).toString(), { waitUntil: 'networkidle' });
  // Personal pages are never kept by a shared cache.
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  await page.getByRole('heading', { name: 'Contul meu' }).waitFor();
  const downloading = page.waitForEvent('download');
  await page.getByText('Descarcă datele mele').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cuib-datele-mele-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(exported.account.email).toBe(email);

  await page.getByRole('button', { name: 'Șterge contul' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Parola contului').fill('nu-este-parola');
  await dialog.getByRole('button', { name: 'Șterge definitiv contul' }).click();
  await dialog.getByText('Parola nu este corectă.').waitFor();
  await dialog.getByLabel('Parola contului').fill(strongPassword);
  await dialog.getByRole('button', { name: 'Șterge definitiv contul' }).click();
  await page.getByRole('heading', { name: 'Contul a fost șters' }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Intră în cont' }).waitFor();
  const login = await page.context().request.post(new URL('/api/v2/auth/login', site.baseURL).toString(), { data: { email, password: strongPassword } });
  expect(login.status()).toBe(401);
  await page.context().close();
});
