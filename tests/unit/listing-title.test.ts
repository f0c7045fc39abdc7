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

describe('a listing over a fixed filter does not repeat what its own name says', () => {
  type Group = NonNullable<VariantFiltering['groups']['promo']>;
  /** The unfiltered fixture with these choices of a group selected (by ident), a new choice made up when missing. */
  function choosing(filtering: VariantFiltering, key: 'promo' | 'manufacturers' | 'eshops', chosen: Record<string, string>): VariantFiltering {
    const group = filtering.groups[key] as Group;
    const template = group.choices[0]!;
    const choices = [
      ...group.choices.map((choice) => ({ ...choice, selected: choice.ident in chosen })),
      ...Object.entries(chosen)
        .filter(([ident]) => !group.choices.some((choice) => choice.ident === ident))
        .map(([ident, name]) => ({ ...template, ident, name, selected: true })),
    ];
    return { ...filtering, groups: { ...filtering.groups, [key]: { ...group, choices } } };
  }
  const grey = (filtering: VariantFiltering): VariantFiltering => {
    const [colour] = filtering.groups.features;
    const features = [{ ...colour!, choices: colour!.choices.map((choice) => ({ ...choice, selected: choice.ident === 'gri' })) }] as typeof filtering.groups.features;
    return { ...filtering, groups: { ...filtering.groups, features } };
  };

  test.each([
    ['Black Friday', 'Black Friday la mobilă și decorațiuni | Cuib', { promotie: 'black-friday' }, 'promo', { 'black-friday': 'Black Friday' }],
    ['Sezonul de grădină', 'Reduceri de sezon pentru grădină și terasă | Cuib', { promotie: 'reduceri-de-gradina' }, 'promo', { 'reduceri-de-gradina': 'Reduceri de grădină' }],
    ['Canapele: prețuri scăzute recent', 'Canapele cu preț scăzut recent | Cuib', { promotie: 'pret-redus' }, 'promo', { 'pret-redus': 'Preț redus recent' }],
    ['Ambient Design', 'Ambient Design: mobilă și decorațiuni | Cuib', { producator: 'ambient-design' }, 'manufacturers', { 'ambient-design': 'Ambient Design' }],
  ] as const)('„%s”: its own title alone, and only what the shopper added after its name', (pageHeading, pageTitle, fixed, key, chosen) => {
    const filtering = choosing(unfiltered(), key, chosen);
    expect(listingTitle({ title: pageTitle, heading: pageHeading, filtering, fixed, page: 1 })).toBe(pageTitle);
    expect(listingTitle({ title: pageTitle, heading: pageHeading, filtering, fixed, page: 2 })).toBe(`${pageTitle.slice(0, -' | Cuib'.length)} – pagina 2 | Cuib`);
    expect(listingTitle({ title: pageTitle, heading: pageHeading, filtering: grey(filtering), fixed, page: 1 })).toBe(`${pageHeading} gri | Cuib`);
  });

  test('a second choice of the fixed group, chosen by the shopper, is still named', () => {
    const filtering = choosing(unfiltered(), 'promo', { 'black-friday': 'Black Friday', 'pret-redus': 'Preț redus recent' });
    expect(listingTitle({ title: 'Black Friday la mobilă | Cuib', heading: 'Black Friday', filtering, fixed: { promotie: 'black-friday' }, page: 1 })).toBe('Black Friday preț redus recent | Cuib');
  });

  test('the same value in another group is no fixed filter', () => {
    const filtering = choosing(unfiltered(), 'eshops', { 'ambient-design': 'Ambient Design' });
    expect(listingTitle({ title: 'Ambient Design | Cuib', heading: 'Ambient Design', filtering, fixed: { producator: 'ambient-design' }, page: 1 })).toBe('Ambient Design de la Ambient Design | Cuib');
  });
});
