import type { SortFilterGroup } from '#generated/main-api/types.gen';
import { inPlace } from '../../lib/in-place';
import * as styles from './ListingControls.css';

/** The sort orders as links (crawlers are kept off them with nofollow); the current one is marked. */
export function SortLinks({ sort }: { sort: SortFilterGroup }) {
  return (
    <nav className={styles.sort} aria-label={sort.name}>
      <span className={styles.sortLabel}>{sort.name}:</span>
      <ul className={styles.sortList}>
        {sort.choices.map((choice) => (
          <li key={choice.ident}>
            <a className={styles.sortLink({ current: choice.selected })} href={choice.url} rel="nofollow" aria-current={choice.selected ? 'true' : undefined} {...inPlace}>
              {choice.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
