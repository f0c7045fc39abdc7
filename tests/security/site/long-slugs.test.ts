import { describe, expect, test } from 'vitest';
import { testSite } from '../../support/test-site';

const baseURL = testSite().baseURL;
const long = 'a'.repeat(3000);
const get = (path: string) => fetch(new URL(path, baseURL), { redirect: 'manual', headers: { cookie: 'cuib_cookie_bar_accepted=1' } });

/** Every route template of app/pages with a parameter, the parameter 3,000 characters long. */
const notFound = [
  `/produse/${long}`,
  `/produse/magazin/${long}`,
  `/produse/reduceri-promotii/${long}`,
  `/produse/eshop/${long}/voucher/x`,
  `/produse/eshop/magazin/voucher/${long}`,
  `/producatori/${long}`,
  `/price-drops/${long}`,
  `/articol/${long}`,
  `/articole/category/${long}`,
  `/article/preview/${long}`,
  `/star/${long}`,
  `/star/${long}/thank-you`,
  `/star/${long}/delayed`,
  `/star/${long}/unsubscribe`,
  `/star/eshop/${long}`,
  `/eshop/${long}`,
  `/category/${long}`,
  `/inspirations/stl/${long}`,
  `/user/${long}`,
  `/user/favourites/${long}`,
  `/compare-products/${long}`,
  `/pqa/answer/${long}`,
  `/product/${long}/reviews`,
  `/product/${long}/questions`,
  `/produs/${long}`,
  `/produs/v/${long}`,
  `/products/visually-similar/${long}/x`,
  `/produse/canapele/${long}`,
  `/${long}`,
];

describe('a 3,000-character slug', () => {
  test.each(notFound.map((path) => [path.replace(long, '{3000}'), path]))('%s is the Romanian 404 page', async (_name, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Ne pare rău, nu am găsit această pagină');
  });

  // The id names the product; an outdated slug is sent to the right one.
  test.each(['/produs/v/1-', '/produs/1-'])('%s{3000} is sent to its own short address', async (prefix) => {
    const response = await get(`${prefix}${long}`);
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!, baseURL);
    expect(location.pathname).toMatch(new RegExp(`^${prefix}[a-z0-9-]{1,200}$`));
    await response.body?.cancel();
  });

  // These pages only show a form for the code in the link; the code is checked when it is sent.
  test.each([`/parola/confirmare/${long}`, `/watchdog/confirmare/${long}`, `/watchdog/unsubscribe/${long}`, `/register/confirmation/1/${long}`].map((path) => [path.replace(long, '{3000}'), path]))(
    '%s is no server error',
    async (_name, path) => {
      const response = await get(path);
      expect(response.status).toBeLessThan(500);
      await response.body?.cancel();
    },
  );
});
