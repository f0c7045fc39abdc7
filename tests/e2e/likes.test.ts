import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { oneWidth, siteBrowser } from '../support/site-browser';
import { signedInAccount, strongPassword } from '../support/site-data';

const site = siteBrowser();

/** The likes have started and the page's hearts answer presses (the page hydrates in slices). */
const ready = async (page: Page) => {
  await page.waitForSelector('html[data-likes="ready"]');
  await page.waitForFunction(() => {
    const hearts = document.querySelectorAll('main button[aria-pressed][aria-label*="favorite"]');
    return hearts.length > 0 && [...hearts].every((heart) => heart.hasAttribute('data-live'));
  });
};
const likedHearts = (page: Page) => page.locator('button[aria-pressed="true"][aria-label^="Elimină din favorite"]');

/** Likes the card hearts at these places in the grid, each once its call has answered. */
async function likeCards(page: Page, positions: number[]): Promise<number[]> {
  const cards = page.locator('main article');
  const ids: number[] = [];
  for (const position of positions) {
    const card = cards.nth(position);
    const heart = card.getByRole('button', { name: /favorite/ });
    await heart.click();
    await card.locator('button[aria-pressed="true"][aria-label^="Elimină din favorite"]:not([data-busy])').waitFor();
    const href = await card.locator('a[href*="/produs/"]').first().getAttribute('href');
    ids.push(Number(/\/(\d+)/.exec(href!)![1]));
  }
  return ids;
}

const badge = (page: Page) => page.getByTestId('favourites-badge');

describe.each(oneWidth(1280))('likes at %i px', (width) => {
  test('a signed-in shopper likes two cards and a product page; after a reload they are still liked, counted, and in the badge', async () => {
    const page = await site.open('/produse/canapele', width);
    await signedInAccount(page.context());
    await page.reload({ waitUntil: 'networkidle' });
    await ready(page);
    const liked = await likeCards(page, [0, 1]);
    const detail = page.locator('main article').nth(2).locator('a[href*="/produs/"]').first();
    await page.goto(new URL((await detail.getAttribute('href'))!, site.baseURL).toString(), { waitUntil: 'networkidle' });
    await ready(page);
    const detailHeart = page.getByRole('main').getByRole('button', { name: /^Adaugă la favorite/ }).first();
    await detailHeart.click();
    await page.getByRole('main').locator('button[aria-pressed="true"][aria-label^="Elimină din favorite"]:not([data-busy])').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="favourites-badge"]')?.textContent === '3');

    await page.goto(new URL('/produse/canapele', site.baseURL).toString(), { waitUntil: 'networkidle' });
    await ready(page);
    expect(await badge(page).textContent()).toBe('3');
    // Liked, and counted (the shopper's own like at least) once the batch answered.
    for (const position of [0, 1]) {
      const heart = page.locator('main article').nth(position).getByRole('button', { name: /favorite/ });
      await page.waitForFunction((element) => /^Elimină din favorite \(\d+\s(apreciere|aprecieri|de\saprecieri)\)$/.test(element!.getAttribute('aria-label') ?? ''), await heart.elementHandle());
    }
    expect(liked).toHaveLength(2);
    await page.context().close();
  });
});

test.each([375])('at %i px, three likes without an account bring the prompt; after logging in they are the account’s', async (width) => {
  const page = await site.open('/produse/canapele', width);
  await ready(page);
  // One state request for all the hearts of the page, once a heart is approached.
  const batch = page.waitForRequest((request) => /\/api\/v1\/cuib\/like\/variant(\?|$)/.test(request.url()) && request.method() === 'POST');
  await page.locator('main article').first().getByRole('button', { name: /favorite/ }).hover();
  expect(JSON.parse((await batch).postData()!).length).toBeGreaterThan(2);
  await likeCards(page, [0, 1]);
  expect(await page.getByText('Păstrează-le într-un cont').count()).toBe(0);
  await likeCards(page, [2]);
  const prompt = page.getByRole('complementary').filter({ hasText: 'Păstrează-le într-un cont' });
  await prompt.waitFor();
  expect(await badge(page).textContent()).toBe('3');
  // The account is made elsewhere; the shopper logs in from the prompt.
  const context = await site.browser().newContext();
  const { email } = await signedInAccount(context);
  await context.close();
  await prompt.getByRole('button', { name: 'Păstrează-le în cont' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Intră în cont' }).click();
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Parola', { exact: true }).fill(strongPassword);
  await dialog.getByRole('button', { name: 'Intră în cont' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Meniul utilizatorului' }).waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => localStorage.getItem('cuib:likes') === null && localStorage.getItem('cuib:likes-paired-user') !== null);
  const liked = await page.context().request.get(new URL('/api/v1/cuib/like-all/variant', site.baseURL).toString());
  expect(((await liked.json()) as number[]).length).toBe(3);
  // Once is enough: the prompt does not come back.
  expect(await page.getByText('Păstrează-le într-un cont').count()).toBe(0);
  await page.context().close();
});

test('a returning visitor finds their likes „Pentru tine” on the homepage and in the empty search box', async () => {
  const page = await site.open('/produse/canapele', 1280);
  await ready(page);
  const [liked] = await likeCards(page, [0]);
  // The like is kept in the browser until the next start sends it.
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => localStorage.getItem('cuib:likes') === null);
  await page.goto(new URL('/', site.baseURL).toString(), { waitUntil: 'networkidle' });
  const forYou = page.getByRole('heading', { name: 'Pentru tine' });
  await forYou.waitFor();
  expect(await page.locator(`main article[data-variant-id="${liked}"], main a[href*="/produs/v/${liked}-"]`).count()).toBeGreaterThan(0);
  await page.getByRole('banner').getByPlaceholder('Ce cauți astăzi?').click();
  await page.getByRole('listbox').getByText('Pentru tine').waitFor();
  await page.context().close();
});

test('a comparison is saved to a link of its own, which anyone can open and like', async () => {
  const page = await site.open('/produse/canapele', 1280);
  const ids = await page.locator('main article').evaluateAll((cards) => cards.slice(0, 2).map((card) => Number(card.getAttribute('data-variant-id'))));
  await page.evaluate((compared) => localStorage.setItem('cuib_compare', JSON.stringify(compared)), ids);
  await page.goto(new URL('/compare-products', site.baseURL).toString(), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Salvează comparația' }).click();
  const link = page.getByRole('status').getByRole('link');
  await link.waitFor();
  const stranger = await site.browser().newContext();
  const other = await stranger.newPage();
  await other.goto(new URL((await link.getAttribute('href'))!, site.baseURL).toString(), { waitUntil: 'networkidle' });
  expect(await other.getByRole('table').getByRole('link').count()).toBe(2);
  await other.waitForSelector('button[aria-label^="Adaugă la favorite"][data-live]');
  await other.getByRole('button', { name: /^Adaugă la favorite/ }).click();
  await other.getByRole('button', { name: /^Elimină din favorite/ }).waitFor();
  await stranger.close();
  await page.context().close();
});
