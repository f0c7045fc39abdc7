import { describe, expect, test } from 'vitest';
import { listingParams } from '#domain/listing-params';
import { buildLink, routes } from '#ui/lib/links';

describe('buildLink (SPEC §2 link builder rules)', () => {
  test('fills placeholders, encoding them', () => {
    expect(buildLink(routes.variantDetail, { params: { variantId: 1842, slug: 'canapea-oslo-gri' } })).toBe(
      '/produs/v/1842-canapea-oslo-gri',
    );
    expect(buildLink('/produse/eshop/{slug}/voucher/{code}', { params: { slug: 'mobila-dalin', code: 'IARNA 10%' } })).toBe(
      '/produse/eshop/mobila-dalin/voucher/IARNA%2010%25',
    );
  });

  test('drops a trailing slash and turns an empty path into /', () => {
    expect(buildLink('/produse/canapele/')).toBe('/produse/canapele');
    expect(buildLink('')).toBe('/');
    expect(buildLink('/')).toBe('/');
  });

  test('appends query parameters and skips null ones', () => {
    expect(
      buildLink(routes.category, {
        params: { slug: 'canapele' },
        query: { [listingParams.priceFrom]: 500, [listingParams.priceTo]: 2000, sort: null, page: undefined },
      }),
    ).toBe('/produse/canapele?pret-de-la=500&pret-pana-la=2000');
    expect(buildLink('/produse', { query: { [listingParams.dimension]: ['latime-100-200', 'inaltime-50-80'] } })).toBe(
      '/produse?dimensiune=latime-100-200&dimensiune=inaltime-50-80',
    );
  });

  test('builds the absolute form on request', () => {
    expect(buildLink(routes.shop, { params: { slug: 'casa-bucovina' }, origin: 'https://cuib.ro' })).toBe(
      'https://cuib.ro/produse/magazin/casa-bucovina',
    );
  });

  test('refuses a missing placeholder instead of building a broken link', () => {
    expect(() => buildLink(routes.category)).toThrow('needs the parameter "slug"');
  });
});
