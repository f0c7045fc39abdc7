import type { Database } from '../db/database';

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

export function categoryRepository(db: Database) {
  return {
    bySlug: (slug: string) => db.prepare('SELECT * FROM categories WHERE slug = ?').get(slug) as CategoryRow | undefined,
    byId: (id: number) => db.prepare('SELECT * FROM categories WHERE id = ?').get(id) as CategoryRow | undefined,
    all: () => db.prepare('SELECT * FROM categories ORDER BY id').all() as unknown as CategoryRow[],
    /** Every category's id, slug, name and depth, in no particular order: what free-text queries are matched against. */
    summaries: () => db.prepare('SELECT id, slug, name, depth FROM categories').all() as Pick<CategoryRow, 'id' | 'slug' | 'name' | 'depth'>[],
    /** The categories above one, from the top of the tree down to its parent. */
    ancestors(category: CategoryRow): CategoryRow[] {
      const trail: CategoryRow[] = [];
      for (let parent = category.parent_id === null ? undefined : this.byId(category.parent_id); parent; ) {
        trail.unshift(parent);
        parent = parent.parent_id === null ? undefined : this.byId(parent.parent_id);
      }
      return trail;
    },
  };
}
