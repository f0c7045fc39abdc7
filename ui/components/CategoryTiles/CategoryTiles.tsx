import * as styles from './CategoryTiles.css';

export interface CategoryTilesProps {
  title: string;
  groups: readonly { name: string; categories: readonly { name: string; href: string }[] }[];
}

/** Top categories with their subcategories as links: the homepage's way into the catalogue. */
export function CategoryTiles({ title, groups }: CategoryTilesProps) {
  return (
    <section className={styles.root} aria-labelledby="category-tiles-heading">
      <h1 id="category-tiles-heading" className={styles.heading}>
        {title}
      </h1>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.name} className={styles.group}>
            <h2 className={styles.groupName}>{group.name}</h2>
            <ul className={styles.links}>
              {group.categories.map((category) => (
                <li key={category.href}>
                  <a className={styles.link} href={category.href}>
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
