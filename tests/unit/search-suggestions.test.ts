import { describe, expect, test } from 'vitest';
import type { SearchGroup, SearchItem } from '#generated/search/types.gen';
import { highlight, visibleGroups } from '#ui/lib/search-suggestions';

const items = (count: number, prefix: string): SearchItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `${prefix} ${i + 1}`,
    url: `/produs/v/${i + 1}-x`,
    apiUrl: `/produs/v/${i + 1}-x`,
    productCount: 1,
    filters: { categoryId: null, colorId: null, filterId: null, eshopId: null, eshopScore: null, manufacturerId: null },
  }));
const group = (type: SearchGroup['type'], count: number): SearchGroup => ({ type, typeName: `grup ${type}`, img: null, items: items(count, `t${type}`) });

describe('suggestion groups (SPEC §2)', () => {
  test('group 11 fills up to 10 products together with group 6', () => {
    const shown = visibleGroups([group(1, 3), group(6, 6), group(11, 10)]);
    expect(shown.map((g) => [g.type, g.items.length])).toEqual([
      [1, 3],
      [6, 6],
      [11, 4],
    ]);
  });
  test('group 11 is hidden when group 6 alone has 10', () => {
    expect(visibleGroups([group(6, 10), group(11, 5)]).map((g) => g.type)).toEqual([6]);
  });
  test('without group 6, group 11 shows up to 10; empty groups are left out', () => {
    expect(visibleGroups([group(2, 0), group(11, 14)]).map((g) => [g.type, g.items.length])).toEqual([[11, 10]]);
  });
});

describe('highlighting, accents and case ignored', () => {
  const marked = (text: string, query: string) => highlight(text, query).filter((part) => part.match).map((part) => part.text);
  test('canapea, canapéa and CANAPEA mark the same word', () => {
    for (const query of ['canapea', 'canapéa', 'CANAPEA']) expect(marked('Canapea extensibilă Oslo', query)).toEqual(['Canapea']);
  });
  test('diacritics in the title, with comma and with cedilla, match a plain query', () => {
    expect(marked('Măsuță de cafea', 'masuta')).toEqual(['Măsuță']);
    expect(marked('Măsuţă de cafea', 'măsuță')).toEqual(['Măsuţă']);
    expect(marked('Ștergător', 'sterg')).toEqual(['Șterg']);
  });
  test('every query word, wherever it is; the whole text is kept', () => {
    const parts = highlight('Canapea extensibilă gri', 'gri ext');
    expect(parts.map((part) => part.text).join('')).toBe('Canapea extensibilă gri');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['ext', 'gri']);
  });
  test('an empty query marks nothing', () => {
    expect(highlight('Lampă', '  ')).toEqual([{ text: 'Lampă', match: false }]);
  });
});
