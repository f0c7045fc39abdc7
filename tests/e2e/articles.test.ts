import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hashPassword } from '#server/auth/passwords';
import { articles } from '#server/catalogue/articles';
import { userRepository } from '#server/repositories/users';
import { axeViolations } from '../support/axe';
import { oneWidth, siteBrowser } from '../support/site-browser';
import { asNewClient, freshEmail, signedInAccount, siteStore, strongPassword } from '../support/site-data';

const site = siteBrowser();
const draft = articles.find((article) => article.publishedAt === null)!;
const url = (path: string) => new URL(path, site.baseURL).toString();

/** An editor's account (staff: `is_admin`), signed in to `context` through the login form. */
async function signedInEditor(context: BrowserContext): Promise<void> {
  await asNewClient();
  const email = freshEmail('redactie');
  const users = userRepository(siteStore());
  const user = (await users.create({ email, passwordHash: await hashPassword(strongPassword), firstName: 'Elena', lastName: 'Dumitrescu', newsletter: false }))!;
  await users.confirm(user.id, user.confirmation_code!);
  await siteStore().updateTable('users').set({ is_admin: 1 }).where('id', '=', user.id).execute();
  const answer = await context.request.post(url('/login'), { form: { email, password: strongPassword }, maxRedirects: 0 });
  if (answer.status() !== 303) throw new Error(`The login form answered ${answer.status()}.`);
}

/** The page's JSON-LD objects. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
}

describe.each([1280, 375])('articles at %i px', (width) => {
  test('a reader opens the magazine, follows an article from the feed and reads it', async () => {
    const page = await site.open('/articole', width);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Articole');
    const nav = page.getByRole('navigation', { name: 'Categorii de articole' });
    expect(await nav.getByRole('link').count()).toBe(7);
    const list = page.locator('[data-part="article-list"]');
    expect(await list.locator('article').count()).toBe(12);
    // The feed's HTML was sanitised down to the cards' markup.
    expect(await list.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);
    // Every cover has its size, so nothing shifts while pictures load.
    for (const cover of await list.locator('img').all()) {
      expect(await cover.getAttribute('width')).toBe('480');
      expect(await cover.getAttribute('height')).toBe('270');
    }
    expect(await page.getByRole('link', { name: 'Mai multe articole' }).getAttribute('href')).toBe('/articole?pagina=2');
    // Nothing reaches past the screen's edge (the category chips scroll inside their row).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);

    const first = list.locator('article').first().getByRole('link');
    const title = (await first.textContent())!.trim();
    await Promise.all([page.waitForURL(/\/articol\/[a-z0-9-]+$/), first.click()]);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(/^Citești în \d+\sminut/).waitFor();
    const products = page.getByRole('list', { name: 'Produse' });
    expect(await products.locator('article').count()).toBeGreaterThan(0);
    // A product card goes to the shop through the click-through, with the article's click source.
    expect(await products.getByRole('link', { name: /Vezi în magazin/ }).first().getAttribute('href')).toContain('/clickthrough/');
    // Each recommended product is also named in the text, linking to its page.
    expect(await page.locator('[data-part="article-body"] .article-pick a[href^="/produs/v/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-part="article-body"] h2').count()).toBeGreaterThanOrEqual(3);
    const related = page.getByRole('region', { name: 'Citește și' });
    expect(await related.locator('article').count()).toBe(3);
    const [article] = (await jsonLd(page)).filter((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({ headline: title, author: { name: expect.any(String) }, image: expect.stringMatching(/\/images\/article\/\d+\/art-\d+\.webp$/) });
    expect(article!.datePublished).toBeTruthy();
    expect(article!.dateModified).toBeTruthy();
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(new URL(page.url()).pathname);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each(oneWidth(1280))('articles at %i px', (width) => {
  test('„Mai multe articole” loads the next pages in place; a category lists only its articles; what does not exist is the 404 page', async () => {
    const page = await site.open('/articole', width);
    const list = page.locator('[data-part="article-list"]');
    const more = page.locator('a[data-part="article-more"][data-live]');
    await more.click();
    await list.locator('article:nth-child(24)').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Au fost adăugate încă 12\u00a0articole.');
    // The keyboard goes on from the first new article, and the address stays the page's own.
    expect(await list.locator('article:nth-child(13) a').evaluate((link) => link === document.activeElement)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('[data-part="article-pages"] [aria-current="page"]').textContent()).toBe('2');
    await more.click();
    await page.getByRole('status').filter({ hasText: 'Au fost adăugate încă 8\u00a0articole.' }).waitFor();
    expect(await list.locator('article').count()).toBe(articles.filter((article) => article.publishedAt !== null).length);
    expect(await page.locator('a[data-part="article-more"]').count()).toBe(0);

    const link = page.getByRole('navigation', { name: 'Categorii de articole' }).getByRole('link', { name: /Grădină și terasă/ });
    await Promise.all([page.waitForURL(/\/articole\/category\/gradina-si-terasa$/), link.click()]);
    await page.getByRole('heading', { level: 1, name: 'Grădină și terasă' }).waitFor();
    expect(await page.getByRole('link', { name: /Grădină și terasă/ }).getAttribute('aria-current')).toBe('page');
    const categories = await page.locator('[data-part="article-list"] .article-card-category').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Grădină și terasă']));
    expect(await axeViolations(page)).toEqual([]);

    const second = await page.goto(url('/articole?pagina=2'));
    expect(second!.status()).toBe(200);
    expect(await page.locator('[data-part="article-list"] article').count()).toBeGreaterThan(0);
    for (const missing of ['/articole/category/nu-exista', '/articole?pagina=99', '/articol/nu-exista']) {
      expect((await page.goto(url(missing)))!.status()).toBe(404);
    }
    await page.context().close();
  });

  test('a draft preview is a 404 to visitors and shoppers, and the draft to an editor; never indexed', async () => {
    const page = await site.open('/', width);
    const path = `/article/preview/${draft.id}`;
    const visitor = await page.goto(url(path));
    expect(visitor!.status()).toBe(404);
    expect(visitor!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.getByText(draft.title).count()).toBe(0);
    // A draft has no public address either.
    expect((await page.goto(url(`/articol/${draft.slug}`)))!.status()).toBe(404);

    await signedInAccount(page.context(), 'Maria');
    expect((await page.goto(url(path)))!.status()).toBe(404);
    await page.context().close();

    const editor = await site.open('/', width);
    await signedInEditor(editor.context());
    const answer = await editor.goto(url(path));
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await editor.getByRole('heading', { level: 1, name: draft.title }).waitFor();
    await editor.getByText('Ciornă – articolul nu este publicat').waitFor();
    expect(await editor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // The article itself; the signed-in header is the header's own test's concern.
    expect(await axeViolations(editor, 'main')).toEqual([]);
    await editor.context().close();
  });
});
