import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

/**
 * Opens `path` with the page's scripts held back, so the server's form is on screen but not yet
 * alive; `release` lets them load.
 */
async function openHeld(path: string): Promise<{ page: Page; release: () => void }> {
  const context = await site.browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'ro-RO' });
  await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(new URL(path, site.baseURL).toString(), { waitUntil: 'domcontentloaded' });
  // Nothing has hydrated yet: React has not claimed the form.
  expect(await page.evaluate(() => Object.keys(document.querySelector('main form')!).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
  return { page, release };
}

/** Types as a person does, key by key, into the field the label names. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
}

describe('what is typed before the page comes alive survives hydration', () => {
  test('/login: e-mail and password', async () => {
    const { page, release } = await openHeld('/login');
    await typeInto(page, 'E-mail', 'ana.popescu@exemplu.ro');
    await typeInto(page, 'Parola', 'o parola lunga');
    release();
    await hydrated(page, 'main form');
    // One more frame for any effect of hydration to have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('ana.popescu@exemplu.ro');
    expect(await page.getByLabel('Parola', { exact: true }).inputValue()).toBe('o parola lunga');
    // The focus stays where the shopper was typing (the e-mail field's autofocus does not take it away).
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
    // And the form, now alive, still works with what was typed: the e-mail is typed on, not typed afresh.
    await page.getByLabel('E-mail', { exact: true }).press('End');
    await page.keyboard.type('x');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('ana.popescu@exemplu.rox');
    await page.context().close();
  });

  test('/inregistrare: name, e-mail and password', async () => {
    const { page, release } = await openHeld('/inregistrare');
    await typeInto(page, 'Prenume', 'Ana');
    await typeInto(page, 'Nume', 'Popescu');
    await typeInto(page, 'E-mail', 'ana.popescu@exemplu.ro');
    await typeInto(page, 'Parola', 'Castanul-Rosu-9');
    release();
    await hydrated(page, 'main form');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByLabel('Prenume', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel('Nume', { exact: true }).inputValue()).toBe('Popescu');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('ana.popescu@exemplu.ro');
    expect(await page.getByLabel('Parola', { exact: true }).inputValue()).toBe('Castanul-Rosu-9');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
    await page.context().close();
  });
});
