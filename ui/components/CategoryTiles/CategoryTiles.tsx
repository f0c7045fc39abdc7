import * as styles from './CategoryTiles.css';

export interface CategoryTilesProps {
  /** The section's heading. */
  title: string;
  /** 1 where the tiles are the page (the rooms page), 2 under a page's own h1 (the homepage). @default 1 */
  headingLevel?: 1 | 2;
  /** Groups of categories, each a heading over its links. */
  groups: readonly { name: string; categories: readonly { name: string; href: string }[] }[];
}

/** Top categories with their subcategories as links: the homepage's way into the catalogue. */
export function CategoryTiles({ title, groups, headingLevel = 1 }: CategoryTilesProps) {
  // The groups sit one level under the title, so the outline never skips a level.
  const [Heading, GroupHeading] = headingLevel === 1 ? (['h1', 'h2'] as const) : (['h2', 'h3'] as const);
  return (
    <section className={styles.root} aria-labelledby="category-tiles-heading">
      <Heading id="category-tiles-heading" className={styles.heading}>
        {title}
      </Heading>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.name} className={styles.group}>
            <GroupHeading className={styles.groupName}>{group.name}</GroupHeading>
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
