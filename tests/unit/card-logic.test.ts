import { describe, expect, test } from 'vitest';
import { availabilityTags, daysUntilChristmasEve, shippingLabel } from '#ui/lib/availability';
import { clickthroughUrl } from '#ui/lib/clickthrough';
import { formatDimensions } from '#ui/lib/dimensions';
import { formatRating, roundRating, starFills } from '#ui/lib/rating';

const variant = { active: true, inStock: false, deliveryInDays: 3 as number | null, freeShipping: false };
const november = new Date(2026, 10, 22);
const noFlag = { christmasDays: null, today: november };

describe('availability tags (SPEC §4)', () => {
  test('an inactive variant is only „Epuizat”, whatever else it says', () => {
    expect(availabilityTags({ ...variant, active: false, inStock: true, freeShipping: true }, noFlag)).toEqual([{ kind: 'soldOut', label: 'Epuizat' }]);
  });

  test('Christmas delivery when 24 December and the delivery both fall within the flag’s days', () => {
    const december = new Date(2026, 11, 15);
    expect(availabilityTags(variant, { christmasDays: 10, today: december })[0]).toEqual({ kind: 'christmas', label: 'Livrare până la Crăciun' });
    // Too early in the year, delivery too slow, unknown delivery, or the flag off: no Christmas tag.
    expect(availabilityTags(variant, { christmasDays: 10, today: november })[0]?.kind).toBe('shipping');
    expect(availabilityTags({ ...variant, deliveryInDays: 12 }, { christmasDays: 10, today: december })[0]?.kind).toBe('shipping');
    expect(availabilityTags({ ...variant, inStock: true, deliveryInDays: null }, { christmasDays: 10, today: december })[0]?.kind).toBe('inStock');
    expect(availabilityTags(variant, { christmasDays: null, today: december })[0]?.kind).toBe('shipping');
  });

  test('after 24 December the next one counts (next year)', () => {
    expect(daysUntilChristmasEve(new Date(2026, 11, 24))).toBe(0);
    expect(daysUntilChristmasEve(new Date(2026, 11, 27))).toBe(362);
    expect(availabilityTags(variant, { christmasDays: 10, today: new Date(2026, 11, 27) })[0]?.kind).toBe('shipping');
  });

  test('in stock, else shipping time, plus free shipping', () => {
    expect(availabilityTags({ ...variant, inStock: true, freeShipping: true }, noFlag).map((tag) => tag.label)).toEqual(['În stoc', 'Livrare gratuită']);
    expect(availabilityTags({ ...variant, deliveryInDays: null }, noFlag)).toEqual([]);
  });

  test.each([
    [0, 'Gata pentru expediere'],
    [1, 'Expediere în 1\u00a0zi'],
    [3, 'Expediere în 3\u00a0zile'],
    [13, 'Expediere în 13\u00a0zile'],
    [14, 'Expediere în 2\u00a0săptămâni'],
    [15, 'Expediere în 3\u00a0săptămâni'],
    [40, 'Expediere în 6\u00a0săptămâni'],
  ])('%i days: %s', (days, label) => {
    expect(shippingLabel(days)).toBe(label);
  });
});

describe('dimensions (SPEC §3)', () => {
  test('millimetres as centimetres, joined by ×', () => {
    expect(formatDimensions({ width: { from: 2000, to: 2000 }, height: { from: 850, to: 850 }, depth: { from: 955, to: 955 }, diameter: null })).toBe('200 × 85 × 95,5 cm');
  });
  test('a range when from and to differ, the diameter first with ⌀', () => {
    expect(formatDimensions({ width: { from: 1800, to: 2200 }, height: null, depth: null, diameter: null })).toBe('180-220 cm');
    expect(formatDimensions({ width: null, height: { from: 750, to: 750 }, depth: null, diameter: { from: 600, to: 600 } })).toBe('⌀\u00a060 × 75 cm');
  });
  test('nothing known is null', () => {
    expect(formatDimensions(null)).toBeNull();
    expect(formatDimensions({ width: null, height: null, depth: null, diameter: null })).toBeNull();
  });
});

describe('ratings (SPEC §5: half stars; the figure to one decimal)', () => {
  test.each([
    [4.24, 4],
    [4.25, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [0.2, 0],
    [7, 5],
  ])('%f rounds to %f', (rating, rounded) => {
    expect(roundRating(rating)).toBe(rounded);
  });
  test('stars and the written rating', () => {
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    // The stars go by half stars; the figure says the rating to one decimal.
    expect(formatRating(4.26)).toBe('4,3');
    expect(formatRating(4.07)).toBe('4,1');
    expect(formatRating(5)).toBe('5,0');
  });
});

describe('click-through links', () => {
  test('variant and click source in the path, position and request in the query', () => {
    expect(clickthroughUrl(184213, 1, { position: 3, requestId: 'abc' })).toBe('/v2/clickthrough/184213/1?position=3&requestId=abc');
    expect(clickthroughUrl(5, 99)).toBe('/v2/clickthrough/5/99');
  });
  test('no click source, no link', () => {
    expect(() => clickthroughUrl(5, null)).toThrow('No click source provided');
  });
});

describe('listing URLs', async () => {
  const { withQuery, hiddenFields, pageUrl } = await import('#domain/listing-url');
  const { pagerPages } = await import('#ui/lib/pager');
  test('set and remove parameters, always back to page 1', () => {
    expect(withQuery('/produse/canapele?culoare=gri&pagina=3', { 'pret-de-la': '500', culoare: null })).toBe('/produse/canapele?pret-de-la=500');
  });
  test('hidden fields keep the other filters of a form', () => {
    expect(hiddenFields('/produse/canapele?culoare=gri&pret-de-la=5&pagina=2', ['pret-de-la', 'pret-pana-la'])).toEqual([['culoare', 'gri']]);
  });
  test('page 1 has no page parameter', () => {
    expect(pageUrl('/produse/canapele?culoare=gri&pagina=4', 1)).toBe('/produse/canapele?culoare=gri');
    expect(pageUrl('/produse/canapele', 2)).toBe('/produse/canapele?pagina=2');
  });
  test.each([
    [1, 1, [1]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 20, [1, null, 9, 10, 11, null, 20]],
    [20, 20, [1, null, 19, 20]],
  ])('page %i of %i', (current, count, pages) => {
    expect(pagerPages(current, count)).toEqual(pages);
  });
});

describe('canonical listing URLs from the range forms', async () => {
  const { canonicalListingUrl } = await import('#domain/listing-url');
  test('dimensions typed in cm become one dimensiune value in mm', () => {
    expect(canonicalListingUrl('/produse/canapele?culoare=gri&latime-de-la=120&latime-pana-la=220')).toBe('/produse/canapele?culoare=gri&dimensiune=latime%3A1200-2200');
    expect(canonicalListingUrl('/produse/canapele?dimensiune=inaltime:-900&latime-de-la=&latime-pana-la=95,5')).toBe('/produse/canapele?dimensiune=inaltime%3A-900&dimensiune=latime%3A-955');
  });
  test('emptied fields remove the filter; a backwards price range is turned round', () => {
    expect(canonicalListingUrl('/produse?dimensiune=latime:1000-2000&latime-de-la=&latime-pana-la=')).toBe('/produse');
    expect(canonicalListingUrl('/produse?pret-de-la=900&pret-pana-la=100')).toBe('/produse?pret-de-la=100&pret-pana-la=900');
    expect(canonicalListingUrl('/produse?pret-de-la=&pret-pana-la=300')).toBe('/produse?pret-pana-la=300');
  });
  test('a canonical URL stays', () => {
    expect(canonicalListingUrl('/produse/canapele?dimensiune=latime:1200-2200&pret-de-la=5')).toBeNull();
  });
});
