import { beforeAll, describe, expect, test } from 'vitest';
import { colourFor } from '#server/catalogue/agreement';
import { seedCatalogue } from '#server/catalogue/generate';
import { colours, kinds, leafAttributes } from '#server/catalogue/market';
import { type Leaf, tree } from '#server/catalogue/tree';
import { openSqliteStore } from '#server/db/database';
import { drawings } from '#server/images/drawings';

interface Row {
  name: string;
  description: string;
  colour: string;
  leaf: string;
}

const leaves = new Map<string, Leaf>(tree.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => [leaf[0], leaf] as const))));
const colourWords = new Map(colours.map((colour) => [colour.name, colour]));
const feminineForms = colours.flatMap((colour) => (colour.feminine ? [colour.feminine] : []));
let rows: Row[];

beforeAll(async () => {
  const store = await openSqliteStore();
  await seedCatalogue(store, { variants: 1000 });
  rows = await store.selectFrom('variants as v').innerJoin('categories as c', 'c.id', 'v.category_id').select(['v.name', 'v.description', 'v.colour', 'c.name as leaf']).execute();
  await store.destroy();
});

describe('the names of 1,000 generated variants', () => {
  test('the colour closing a name agrees with its noun: „Comodă …, neagră”, „Pat …, negru”, „Vază …, gri”', () => {
    expect(rows).toHaveLength(1000);
    const wrong = rows.filter((row) => {
      const [, , , , , gender] = leaves.get(row.leaf)!;
      const colour = colourWords.get(row.colour)!;
      return !row.name.endsWith(`, ${colourFor(colour, gender)}`) || (gender !== 'feminine' && feminineForms.some((form) => row.name.endsWith(`, ${form}`)));
    });
    expect(wrong.map((row) => `${row.leaf}: ${row.name}`)).toEqual([]);
    // The sample holds both kinds of noun with a colour that changes, so the check above bites.
    const changing = rows.filter((row) => colourWords.get(row.colour)!.feminine);
    expect(new Set(changing.map((row) => leaves.get(row.leaf)![5] === 'feminine'))).toEqual(new Set([true, false]));
  });

  test('the colour facet keeps the colour’s own name, whatever the noun', () => {
    for (const row of rows) expect(colourWords.has(row.colour), row.colour).toBe(true);
  });

  test('Romanian letters with the comma below, no doubled or stray spaces', () => {
    for (const row of rows) {
      for (const text of [row.name, row.description]) {
        expect(text, text).not.toMatch(/[şţŞŢ]/);
        expect(text, text).not.toMatch(/ {2}| ,|^ | $/);
      }
    }
  });

  test('a count of 20 or more, or a round hundred, takes „de” before its noun: „24 de piese”, „cu 200 de LED-uri”', () => {
    const plural = new Intl.PluralRules('ro');
    const units = new Set(['cm', 'mm', 'm', 'l', 'w', 'kg']);
    const texts = [...rows.flatMap((row) => [row.name, row.description]), ...Object.values(leafAttributes).flat(), ...Object.values(kinds).flatMap((kind) => kind.attributes)];
    const counted = texts.flatMap((text) => [...text.matchAll(/(?<![\p{L}\d×.,⌀])(\d+) (de )?([\p{L}-]+)/gu)].map((match) => ({ text, count: Number(match[1]), de: Boolean(match[2]), noun: match[3]! })));
    const nouns = counted.filter((each) => !units.has(each.noun.toLowerCase()));
    expect(nouns.length).toBeGreaterThan(0);
    for (const each of nouns) {
      const needsDe = plural.select(each.count) === 'other' && each.count >= 20;
      expect(each.de, `${each.text} (${each.count} ${each.noun})`).toBe(needsDe);
    }
  });
});

describe('pictures and attributes fit the product', () => {
  test('every leaf has a drawing; vases, glasses, taps and sun umbrellas have their own, not the pendant lamp', () => {
    for (const [name, leaf] of leaves) expect(drawings[leaf[4]], name).toBeTypeOf('function');
    for (const name of ['Vaze', 'Pahare', 'Baterii', 'Umbrele de soare']) expect(leaves.get(name)![4], name).not.toBe('lustre');
  });

  test('lamps are never described with a sofa’s features', () => {
    const sofa = [...kinds.canapele.attributes, 'locuri', 'tapițerie', 'mecanism de extindere'];
    const lamps = rows.filter((row) => leaves.get(row.leaf)![4] === 'lustre');
    expect(lamps.length).toBeGreaterThan(0);
    for (const row of lamps) for (const feature of sofa) expect(`${row.name} ${row.description}`, row.name).not.toContain(feature);
  });
});
