import { describe, expect, test } from 'vitest';
import type { VariantFiltering } from '#generated/main-api/types.gen';
import { listingTitle } from '#ui/lib/listing-title';
import { canapeleFiltering } from '#mocks/fixtures/catalogue-pages';

const title = 'Canapele și fotolii — prețuri comparate de la magazine online | Cuib';
const heading = 'Canapele și fotolii';

/** The fixture (grey and a price from 1.000 lei chosen) with its price range replaced. */
function withPrice(min: number | null, max: number | null): VariantFiltering {
  const price = canapeleFiltering.groups.price!;
  return { ...canapeleFiltering, groups: { ...canapeleFiltering.groups, price: { ...price, range: { ...price.range, selected: min !== null || max !== null, selectedMin: min, selectedMax: max } } } };
}

/** The fixture with nothing chosen. */
function unfiltered(): VariantFiltering {
  const unchoose = <T extends { choices: readonly { selected: boolean }[] }>(group: T): T => ({ ...group, choices: group.choices.map((choice) => ({ ...choice, selected: false })) });
  const base = withPrice(null, null);
  const { groups } = base;
  return {
    ...base,
    groups: {
      ...groups,
      features: groups.features.map(unchoose),
      parameters: groups.parameters.map(unchoose),
      manufacturers: groups.manufacturers && unchoose(groups.manufacturers),
      eshops: groups.eshops && unchoose(groups.eshops),
      promo: groups.promo && unchoose(groups.promo),
      dimensions: groups.dimensions && { ...groups.dimensions, ranges: groups.dimensions.ranges.map((range) => ({ ...range, selectedMin: null, selectedMax: null })) },
    },
  };
}

describe('a listing title says what the shopper chose', () => {
  test('the chosen colour and the price in words, then the page', () => {
    expect(listingTitle({ title, heading, filtering: withPrice(null, 3000), page: 2 })).toBe('Canapele și fotolii gri sub 3.000\u00a0lei – pagina 2 | Cuib');
    expect(listingTitle({ title, heading, filtering: withPrice(2700, null), page: 1 })).toBe('Canapele și fotolii gri peste 2.700\u00a0lei | Cuib');
    expect(listingTitle({ title, heading, filtering: withPrice(2700, 3000), page: 1 })).toBe('Canapele și fotolii gri 2.700–3.000\u00a0lei | Cuib');
  });

  test('without filters it is the listing’s own title, the page before the site’s name', () => {
    expect(listingTitle({ title, heading, filtering: unfiltered(), page: 1 })).toBe(title);
    expect(listingTitle({ title, heading, filtering: unfiltered(), page: 3 })).toBe('Canapele și fotolii — prețuri comparate de la magazine online – pagina 3 | Cuib');
  });

  test('names keep their capitals where they are names (LED, a maker), and are lower-cased where they are words', () => {
    const base = unfiltered();
    const [group] = base.groups.features;
    const choose = (name: string) => ({ ...group!, choices: [{ ...group!.choices[0]!, name, selected: true }] }) as typeof group;
    const filtering = { ...base, groups: { ...base.groups, features: [choose('Gri'), choose('LED')] as typeof base.groups.features } };
    expect(listingTitle({ title, heading, filtering, page: 1 })).toBe('Canapele și fotolii gri, LED | Cuib');
  });
});
