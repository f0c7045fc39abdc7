import type { ArticleCategoryEntry } from '#generated/main-api/types.gen';
import * as styles from './ArticleCategories.css';

export interface ArticleCategoriesProps {
  /** Every category with its article count, in the order shown. */
  categories: readonly ArticleCategoryEntry[];
  /** The category shown, marked as the current page; null for all articles. @default null */
  current?: string | null;
}

/** Links to the whole magazine and to each of its categories, with their article counts. */
export function ArticleCategories({ categories, current = null }: ArticleCategoriesProps) {
  const total = categories.reduce((sum, category) => sum + category.articleCount, 0);
  const entries = [{ name: 'Toate', slug: null, articleCount: total, href: '/articole' }, ...categories.map((category) => ({ ...category, href: `/articole/category/${category.slug}` }))];
  return (
    <nav aria-label="Categorii de articole" className={styles.root}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <a className={styles.link} href={entry.href} aria-current={entry.slug === current ? 'page' : undefined}>
              {entry.name} <span className={styles.count}>{entry.articleCount}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
