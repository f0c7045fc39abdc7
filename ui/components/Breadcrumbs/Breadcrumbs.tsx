import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /** From the most general to the current page, which is last. */
  items: readonly { name: string; url: string }[];
}

/** Where the page sits in the catalogue; the last item is the current page. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label="Navigare ierarhică" className={styles.root}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.url} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a className={styles.link} href={item.url}>
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
