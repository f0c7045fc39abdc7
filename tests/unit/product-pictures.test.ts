import { describe, expect, test } from 'vitest';
import { pictureOf, tree } from '#server/catalogue/tree';
import { drawings, drawnFor } from '#server/images/drawings';

const leaves = tree.flatMap((top) => top.groups.flatMap((group) => group.leaves));

describe('every leaf category is drawn as its own object', () => {
  test.each(leaves.map((leaf) => [leaf[0], leaf] as const))('%s', (name, leaf) => {
    const picture = pictureOf(leaf);
    // A drawing that exists (no fallback to the wardrobe), and one drawn for this category.
    expect(drawings[picture]).toBeTypeOf('function');
    expect(drawnFor[picture]).toContain(name);
  });

  test('each drawing is meant for categories that exist, and each category is claimed by one drawing', () => {
    const names = new Set(leaves.map((leaf) => leaf[0]));
    const claimed = Object.values(drawnFor).flat();
    expect(claimed.filter((name) => !names.has(name))).toEqual([]);
    expect(claimed.length).toBe(new Set(claimed).size);
    expect(Object.keys(drawnFor).filter((picture) => !drawings[picture])).toEqual([]);
  });
});
