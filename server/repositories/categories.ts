import { type RawBuilder, sql } from 'kysely';
import type { Store } from '../db/store';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  long_name: string;
  depth: number;
}

/**
 * SQL condition: the category aliased `c` is category `id` or lies beneath it, down the three
 * levels of the tree.
 */
export const inCategoryTree = (id: number): RawBuilder<boolean> =>
  sql<boolean>`(c.id = ${id} OR c.parent_id = ${id} OR c.parent_id IN (SELECT id FROM categories WHERE parent_id = ${id}))`;

/** A category a shop or manufacturer sells most in. */
export interface TopCategoryRow {
  id: number;
  slug: string;
  long_name: string;
}

/** The 12 categories with most active offers whose `column` is `id` (a shop's, a manufacturer's), most first. */
export const topCategoriesOf = (store: Store, column: 'v.eshop_id' | 'v.manufacturer_id', id: number): Promise<TopCategoryRow[]> =>
  store
    .selectFrom('variants as v')
    .innerJoin('categories as c', 'c.id', 'v.category_id')
    .select(['c.id', 'c.slug', 'c.long_name'])
    .where(column, '=', id)
    .where('v.active', '=', 1)
    .groupBy(['c.id', 'c.slug', 'c.long_name'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('c.id')
    .limit(12)
    .execute();

/**
 * The category tree of each store, read once: it is written only when the catalogue is generated
 * (before the site answers), and a drawn listing asked for it whole twice and for single rows
 * seven times, every page. An empty tree (a store not seeded yet) is not kept.
 */
const trees = new WeakMap<Store, Promise<{ rows: CategoryRow[]; byId: Map<number, CategoryRow>; bySlug: Map<string, CategoryRow> }>>();

function treeOf(store: Store) {
  let tree = trees.get(store);
  if (!tree) {
    tree = store
      .selectFrom('categories')
      .selectAll()
      .orderBy('id')
      .execute()
      .then((rows) => {
        if (rows.length === 0) trees.delete(store);
        return { rows, byId: new Map(rows.map((row) => [row.id, row])), bySlug: new Map(rows.map((row) => [row.slug, row])) };
      });
    trees.set(store, tree);
    tree.catch(() => trees.delete(store));
  }
  return tree;
}

export function categoryRepository(store: Store) {
  const byId = async (id: number): Promise<CategoryRow | undefined> => (await treeOf(store)).byId.get(id);
  return {
    async bySlug(slug: string): Promise<CategoryRow | undefined> {
      return (await treeOf(store)).bySlug.get(slug);
    },
    byId,
    async all(): Promise<CategoryRow[]> {
      return (await treeOf(store)).rows;
    },
    /** Every category's id, slug, name and depth, in no particular order: what free-text queries are matched against. */
    async summaries(): Promise<Pick<CategoryRow, 'id' | 'slug' | 'name' | 'depth'>[]> {
      return (await treeOf(store)).rows;
    },
    /** The categories above one, from the top of the tree down to its parent. */
    async ancestors(category: CategoryRow): Promise<CategoryRow[]> {
      const trail: CategoryRow[] = [];
      for (let parent = category.parent_id === null ? undefined : await byId(category.parent_id); parent; ) {
        trail.unshift(parent);
        parent = parent.parent_id === null ? undefined : await byId(parent.parent_id);
      }
      return trail;
    },
  };
}
