import { describe, expect, it } from 'vitest';
import { layoutOfParam, listingLayout, rememberedLayoutCookie, withLayout } from '#ui/lib/listing-view';

describe('listing view (grid or rows)', () => {
  it('reads the URL first, then the remembered choice, then the grid', () => {
    expect(listingLayout('randuri', 'grila')).toBe('row');
    expect(listingLayout('grila', 'randuri')).toBe('grid');
    expect(listingLayout(null, 'randuri')).toBe('row');
    expect(listingLayout(undefined, undefined)).toBe('grid');
  });

  it('ignores values it does not know, in the URL and in the cookie', () => {
    expect(layoutOfParam('tabel')).toBeUndefined();
    expect(listingLayout('tabel', 'randuri')).toBe('row');
    expect(listingLayout('ROWS', '%%%')).toBe('grid');
  });

  it('keeps filters, sort and page in the switch links', () => {
    expect(withLayout('/produse/canapele?culoare=gri&ordonare=cheapest&pagina=3', 'row')).toBe('/produse/canapele?culoare=gri&ordonare=cheapest&pagina=3&afisare=randuri');
    expect(withLayout('/produse/canapele?afisare=randuri&culoare=gri', 'grid')).toBe('/produse/canapele?afisare=grila&culoare=gri');
  });

  it('remembers only a choice the URL makes, for a year, on the whole site', () => {
    expect(rememberedLayoutCookie('randuri')).toBe('cuib_listing_view=randuri; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(rememberedLayoutCookie(null)).toBeUndefined();
    expect(rememberedLayoutCookie('<script>')).toBeUndefined();
  });
});
