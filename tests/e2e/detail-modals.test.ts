import { describe, expect, test } from 'vitest';
import { siteBrowser } from '../support/site-browser';

const site = siteBrowser();

describe.each([1280, 375])('the product page’s modals at %i px', (width) => {
  test('offers, delivery options, variants, pictures and a buyer’s photos open in place, each announced', async () => {
    // A product with other offers, several colours, delivery options and reviews with photos.
    const page = await site.open('/produs/v/5255-canapea-vera-cu-brate-late-mustar', width);
    const cases: [RegExp, string, string][] = [
      [/^Compară \d+ oferte$/, 'Toate ofertele', 'link'],
      [/^Opțiuni de livrare$/, 'Opțiuni de livrare', 'table'],
      [/^Alege dintre toate/, 'Alege culoarea sau mărimea', 'link'],
      [/^Mărește imaginile/, 'Imagini', 'img'],
    ];
    for (const [opener, title, content] of cases) {
      const link = page.getByRole('link', { name: opener });
      await link.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole(content as 'link').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus goes back to the link once the modal has gone (react-aria restores it a moment later).
      await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    await page.locator('a[data-opens="review-images"]').first().click();
    const photos = page.getByRole('dialog', { name: 'Fotografiile cumpărătorului' });
    expect(await photos.getByRole('status').textContent()).toMatch(/^Fotografia 1 din \d+$/);
    const opened = await page.evaluate(() => window.dataLayer?.filter((event) => event.event === 'modal_open').map((event) => event.modal_name));
    expect(opened).toEqual(['offers', 'deliveries', 'select_variant', 'images', 'review_images']);
    await page.context().close();
  });
});
