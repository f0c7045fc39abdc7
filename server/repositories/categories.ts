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
 * SQL condition: the category aliased `c` is the one bound three times (`?, ?, ?`) or lies beneath
 * it, down the three levels of the tree.
 */
export const inCategoryTree = '(c.id = ? OR c.parent_id = ? OR c.parent_id IN (SELECT id FROM categories WHERE parent_id = ?))';

export function categoryRepository(store: Store) {
  const byId = async (id: number): Promise<CategoryRow | undefined> => store.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async bySlug(slug: string): Promise<CategoryRow | undefined> {
      return store.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
    byId,
    async all(): Promise<CategoryRow[]> {
      return store.selectFrom('categories').selectAll().orderBy('id').execute();
    },
    /** Every category's id, slug, name and depth, in no particular order: what free-text queries are matched against. */
    async summaries(): Promise<Pick<CategoryRow, 'id' | 'slug' | 'name' | 'depth'>[]> {
      return store.selectFrom('categories').select(['id', 'slug', 'name', 'depth']).execute();
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
