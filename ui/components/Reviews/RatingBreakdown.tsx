import { formatCount, formatCountOf } from '../../lib/format';
import { visuallyHidden } from '../../theme';
import { starLabel } from '../StarInput/labels';
import * as styles from './Reviews.css';

const reviewNoun = { one: 'recenzie', other: 'recenzii' };

/**
 * How many reviewers gave each number of stars, five first, as bars; a screen reader hears each
 * row as one sentence („5 stele: 120 de recenzii”) instead of a bar it cannot see.
 */
export function RatingBreakdown({ vector }: { vector: readonly number[] }) {
  const most = Math.max(1, ...vector);
  return (
    <ul className={styles.breakdown} aria-label="Recenzii pe stele">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = vector[stars - 1] ?? 0;
        return (
          <li key={stars} className={styles.breakdownRow}>
            <span className={visuallyHidden}>{`${starLabel(stars)}: ${formatCountOf(count, reviewNoun)}`}</span>
            <span aria-hidden="true">{starLabel(stars)}</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${(count / most) * 100}%` }} />
            </span>
            <span className={styles.count} aria-hidden="true">
              {formatCount(count)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
