import type { Database } from '../db/database';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  long_name: string;
  depth: number;
}

export function categoryRepository(db: Database) {
  return {
    bySlug: (slug: string) => db.prepare('SELECT * FROM categories WHERE slug = ?').get(slug) as CategoryRow | undefined,
    byId: (id: number) => db.prepare('SELECT * FROM categories WHERE id = ?').get(id) as CategoryRow | undefined,
    all: () => db.prepare('SELECT * FROM categories ORDER BY id').all() as unknown as CategoryRow[],
  };
}
