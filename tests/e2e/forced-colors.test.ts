import { describe, expect, test } from 'vitest';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

/**
 * Windows contrast themes (forced colours) drop every background and shadow. What the site draws
 * with them (the price slider's track, a chosen filter's box, the buttons' shapes) must still show.
 */
describe.each([1280, 375])('forced colours at %i px', (width) => {
  test('the price slider keeps its track, a chosen filter its mark, and buttons their edges', async () => {
    const context = await site.browser().newContext({ viewport: { width, height: 900 }, locale: 'ro-RO', forcedColors: 'active' });
    await context.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
    const page = await context.newPage();
    await page.goto(`${site.baseURL}/produse/canapele`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    // A chosen filter: the first colour the listing offers.
    const choice = await page.locator('a[href*="culoare="]').first().getAttribute('href');
    await page.goto(new URL(choice!, site.baseURL).toString(), { waitUntil: 'networkidle' });

    const looks = await page.evaluate(() => {
      const canvas = getComputedStyle(document.body).backgroundColor;
      const chosen = document.querySelector('a[aria-checked="true"] > span[aria-hidden="true"]');
      const other = document.querySelector('a[href*="culoare="][aria-checked="false"] > span[aria-hidden="true"]');
      // The range inputs sit on the slider's track.
      const track = document.querySelector('input[type="range"]')?.parentElement ?? null;
      const button = document.querySelector('main button');
      return {
        canvas,
        chosen: chosen && getComputedStyle(chosen).backgroundColor,
        other: other && getComputedStyle(other).backgroundColor,
        track: track && getComputedStyle(track, '::before').backgroundColor,
        buttonEdge: button && `${getComputedStyle(button).outlineStyle} ${getComputedStyle(button).outlineWidth}`,
      };
    });
    expect(looks.chosen).not.toBeNull();
    expect(looks.chosen, 'the chosen box is filled').not.toBe(looks.other);
    expect(looks.track, 'the track is drawn').not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent)$/);
    expect(looks.track).not.toBe(looks.canvas);
    expect(looks.buttonEdge).toBe('solid 1px');
    await context.close();
  });
});

/** At 200 % text size (a reader's browser setting), cards reflow instead of cutting text off. */
describe.each([1280, 375])('text size doubled at %i px', (width) => {
  test('every card shows its whole price', async () => {
    const page = await site.open('/produse/canapele', width);
    // What a browser's text size setting does: the root font size doubles, rem-sized text with it.
    await page.evaluate(() => (document.documentElement.style.fontSize = '32px'));
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('34px');
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-variant-id]')].flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('span, p')]
          .filter((element) => /\d\slei$/.test(element.textContent ?? '') && element.children.length === 0)
          .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
          .map((element) => element.textContent);
      }),
    );
    expect(cut).toEqual([]);
    // Prices were found at all (the check would pass on an empty page otherwise).
    expect(await page.locator('[data-variant-id]').getByText(/\d\slei$/).count()).toBeGreaterThan(10);
    await page.context().close();
  });
});

/** At 200 % text on a wide screen, the header wraps its promotions instead of pushing the account off the page. */
test.each(['/', '/produse/canapele'])('text size doubled at 1280 px: %s scrolls no way but down, „Intră în cont” on screen', async (path) => {
  const page = await site.open(path, 1280);
  await page.evaluate(() => (document.documentElement.style.fontSize = '32px'));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('34px');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  const account = page.getByRole('banner').getByRole('button', { name: 'Intră în cont' });
  const box = (await account.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await page.context().close();
});
