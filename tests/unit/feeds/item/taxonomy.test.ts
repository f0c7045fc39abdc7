import { describe, expect, test } from 'vitest';
import {
  cuibCategoryOfGoogle,
  cuibCategoryOfProductType,
  cuibLeaves,
  googleTaxonomy,
  googleTaxonomyVersion,
  googleToCuib,
  notSold,
  pathKey,
  tooBroad,
} from '#server/feeds/taxonomy/index';
import { slugify } from '#server/catalogue/slug';
import { tree } from '#server/catalogue/tree';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix} > `);
const longestOf = (path: string, prefixes: readonly string[]) => prefixes.filter((prefix) => isUnder(path, prefix)).sort((a, b) => b.length - a.length)[0];

describe('the shipped taxonomy', () => {
  test('is Google’s 2021-09-21 version, every entry under the branches Cuib sells from', () => {
    expect(googleTaxonomyVersion).toBe('2021-09-21');
    const roots = [
      'Furniture',
      'Home & Garden',
      'Hardware > Plumbing > Plumbing Fixtures',
      'Hardware > Plumbing > Plumbing Fixture Hardware & Parts > Shower Parts > Shower Doors & Enclosures',
      'Toys & Games > Outdoor Play Equipment',
      'Baby & Toddler > Baby Toys & Activity Equipment > Play Mats & Gyms',
    ];
    for (const [, path] of googleTaxonomy) expect(roots.some((root) => isUnder(path, root)), path).toBe(true);
    // Spot checks against Google's file.
    const byId = new Map(googleTaxonomy);
    expect(byId.get(436)).toBe('Furniture');
    expect(byId.get(536)).toBe('Home & Garden');
    expect(byId.get(460)).toBe('Furniture > Sofas');
    expect(byId.get(443)).toBe('Furniture > Chairs');
    expect(byId.get(2996)).toBeUndefined();
    expect(byId.get(4423)).toBe('Home & Garden > Kitchen & Dining > Cookware & Bakeware > Cookware > Sauté Pans');
    expect(googleTaxonomy.filter(([, path]) => isUnder(path, 'Furniture'))).toHaveLength(121);
    expect(googleTaxonomy.filter(([, path]) => isUnder(path, 'Home & Garden'))).toHaveLength(1035);
  });

  test('has unique ids and paths, each path’s parent shipped too (within a branch)', () => {
    const ids = googleTaxonomy.map(([id]) => id);
    const paths = googleTaxonomy.map(([, path]) => path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    const shipped = new Set(paths);
    for (const path of paths) {
      const parent = path.slice(0, path.lastIndexOf(' > '));
      if (path.includes(' > ') && (isUnder(path, 'Furniture') || isUnder(path, 'Home & Garden'))) expect(shipped.has(parent), path).toBe(true);
    }
  });

  test('every entry is mapped, deliberately not sold, or listed as too broad: none forgotten', () => {
    const mapped = Object.keys(googleToCuib);
    const unaccounted: string[] = [];
    for (const [, path] of googleTaxonomy) {
      const mappedBy = longestOf(path, mapped);
      const notSoldBy = longestOf(path, notSold);
      const broad = tooBroad.includes(path);
      if (broad) {
        // A too-broad category must not be mapped by a shorter prefix at the same time.
        expect(mappedBy === undefined || (notSoldBy !== undefined && notSoldBy.length > mappedBy.length), path).toBe(true);
      } else if (mappedBy === undefined && notSoldBy === undefined) unaccounted.push(path);
    }
    expect(unaccounted).toEqual([]);
  });

  test('the lists name only shipped categories, each once, and no prefix is both mapped and not sold', () => {
    const shipped = new Set(googleTaxonomy.map(([, path]) => path));
    const all = [...Object.keys(googleToCuib), ...notSold, ...tooBroad];
    for (const path of all) expect(shipped.has(path), path).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  test('every mapped slug is a leaf of Cuib’s tree', () => {
    const leaves = new Set(tree.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => slugify(leaf[0])))));
    expect(cuibLeaves).toEqual(leaves);
    for (const [path, slug] of Object.entries(googleToCuib)) expect(leaves.has(slug), `${path} → ${slug}`).toBe(true);
  });

  test('most of Cuib’s leaves are reached from Google’s categories', () => {
    const reached = new Set(Object.values(googleToCuib));
    // The rest are leaves Google's taxonomy cannot tell from a sibling (bed sizes, mattress kinds,
    // grill fuels, floor lamps from table lamps), left to product_type: 94 of 126 today.
    expect(reached.size).toBeGreaterThan(cuibLeaves.size * 0.7);
  });
});

describe('a google_product_category', () => {
  test.each([
    ['460', 'canapele'],
    ['443', null],
    ['6499', 'fotolii'],
    ['4191', 'birouri'],
    ['2696', null],
    ['6367', 'seturi-de-mobilier-de-gradina'],
    ['2032', 'baterii'],
    ['1251', 'casute-de-joaca'],
    ['222', null],
    ['000460', 'canapele'],
    ['999999999', null],
  ])('id %s → %s', (id, slug) => {
    expect(cuibCategoryOfGoogle(id)).toBe(slug);
  });

  test.each([
    ['Furniture > Sofas', 'canapele'],
    ['furniture>sofas', 'canapele'],
    ['  FURNITURE  >   Sofas ', 'canapele'],
    ['Furniture > Sofa Accessories > Sectional Sofa Units', 'coltare'],
    ['Furniture > Sofa Accessories > Chair & Sofa Supports', null],
    ['Home & Garden > Lighting > Lighting Fixtures > Chandeliers', 'lustre'],
    ['Home & Garden > Decor > Rugs', 'covoare'],
    ['Home & Garden > Kitchen & Dining > Cookware & Bakeware > Cookware > Skillets & Frying Pans', 'tigai'],
    ['Home & Garden > Kitchen & Dining > Cookware & Bakeware > Cookware > Saute Pans', 'tigai'],
    ['Home & Garden > Kitchen & Dining > Kitchen Appliance Accessories > Outdoor Grill Accessories > Charcoal Chimneys', 'accesorii-pentru-gratar'],
    ['Home & Garden > Kitchen & Dining > Kitchen Appliances > Microwave Ovens', null],
    ['Home & Garden > Kitchen & Dining > Kitchen Appliances > Outdoor Grills', null],
    ['Home & Garden > Household Supplies > Laundry Supplies > Ironing Boards', null],
    ['Home & Garden > Household Supplies > Storage & Organization > Clothing & Closet Storage > Shoe Racks & Organizers', 'pantofare'],
    ['Home & Garden > Smoking Accessories > Ashtrays', null],
    ['Home & Garden > Lawn & Garden > Outdoor Living > Outdoor Umbrellas & Sunshades', 'umbrele-de-soare'],
    ['Home & Garden > Lawn & Garden > Outdoor Power Equipment > Lawn Mowers > Robotic Mowers', 'masini-de-tuns-iarba'],
    ['Home & Garden > Lawn & Garden > Outdoor Power Equipment > Chainsaws', null],
    ['Furniture › Tables › Nightstands', 'noptiere'],
    // A deeper category Google may add later falls to its mapped parent.
    ['Home & Garden > Decor > Rugs > Outdoor Rugs', 'covoare'],
    ['Furniture > Beds & Accessories > Beds & Bed Frames', null],
    ['Electronics > Audio', null],
    ['Mobilier > Canapele', null],
    ['', null],
    [' > > ', null],
  ])('path %s → %s', (path, slug) => {
    expect(cuibCategoryOfGoogle(path)).toBe(slug);
  });

  test('in the “id - path” form of Google’s file, the id decides', () => {
    expect(cuibCategoryOfGoogle('460 - Furniture > Sofas')).toBe('canapele');
    expect(cuibCategoryOfGoogle('6499 - Furniture > Sofas')).toBe('fotolii');
    expect(cuibCategoryOfGoogle('99999 - Furniture > Sofas')).toBe('canapele');
  });

  test('answers the same, first time or from memory', () => {
    for (let i = 0; i < 3; i++) expect(cuibCategoryOfGoogle('Home & Garden > Decor > Vases')).toBe('vaze');
  });
});

describe('a shop’s product_type', () => {
  const mapping = new Map([
    ['Mobilier > Canapele', 'canapele'],
    ['Mobilier > Canapele > Extensibile', 'canapele-extensibile'],
    ['Mobilier > Canapele > Colțare', 'coltare'],
    ['Iluminat > Lustre și pendule', 'lustre'],
    ['Grădină', 'seturi-de-mobilier-de-gradina'],
    ['Oferte', 'categorie-stearsa'],
  ]);

  test.each([
    ['Mobilier > Canapele > Extensibile', 'canapele-extensibile'],
    ['Mobilier > Canapele > Extensibile > 3 locuri', 'canapele-extensibile'],
    ['Mobilier > Canapele > Fixe', 'canapele'],
    ['mobilier > canapele > coltare', 'coltare'],
    ['MOBILIER>CANAPELE>COLŢARE', 'coltare'],
    ['Iluminat > Lustre si pendule', 'lustre'],
    ['Iluminat › Lustre și pendule › Cristal', 'lustre'],
    ['Grădină > Mobilier', 'seturi-de-mobilier-de-gradina'],
    ['Mobilier', null],
    ['Mobilier > Canapele extensibile', null],
    ['Oferte > Black Friday', null],
    ['', null],
  ])('%s → %s', (path, slug) => {
    expect(cuibCategoryOfProductType(path, mapping)).toBe(slug);
  });

  test('a new mapping is read afresh', () => {
    expect(cuibCategoryOfProductType('Mobilier > Canapele > Fixe', mapping)).toBe('canapele');
    const edited = new Map([...mapping, ['Mobilier > Canapele > Fixe', 'canapele']]);
    edited.set('Mobilier > Canapele', 'fotolii');
    expect(cuibCategoryOfProductType('Mobilier > Canapele > Fixe', edited)).toBe('canapele');
    expect(cuibCategoryOfProductType('Mobilier > Canapele > Altele', edited)).toBe('fotolii');
  });
});

describe('path keys', () => {
  test('fold case, diacritics, spaces and separators', () => {
    expect(pathKey('  Mese și   Scaune >Mese  extensibile >> ')).toBe('mese si scaune > mese extensibile');
    expect(pathKey('Decorațiuni » Covoare › Kilim')).toBe('decoratiuni > covoare > kilim');
  });
});
