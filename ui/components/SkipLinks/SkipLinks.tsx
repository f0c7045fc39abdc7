import * as styles from './SkipLinks.css';

/** Where the skip links lead: the page's `<main>`, and a listing's product grid. */
export const skipTargets = { content: 'continut', products: 'produse' } as const;

/**
 * The first Tab stops of every page, before the banner strip and the header: „Sari la conținut”,
 * and on listings „Sari la produse”, past the filters (about a hundred stops on a category). Plain
 * links: they work before any script, and the products link shows only where `#produse` exists.
 * Following one moves where the next Tab starts; the targets are not made focusable themselves.
 */
export function SkipLinks() {
  return (
    <div className={styles.root}>
      <a className={styles.link} href={`#${skipTargets.content}`}>
        Sari la conținut
      </a>
      <a className={`${styles.link} ${styles.toProducts}`} href={`#${skipTargets.products}`}>
        Sari la produse
      </a>
    </div>
  );
}
