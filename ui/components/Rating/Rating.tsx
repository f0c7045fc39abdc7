import { formatCountOf } from '../../lib/format';
import { formatRating, starFills } from '../../lib/rating';
import { Icon } from '../Icon';
import * as styles from './Rating.css';

export interface RatingProps {
  /** Average stars, 0–5; drawn rounded to half stars. */
  rating: number;
  /** The number of reviews behind the average; left out for a single review's stars. */
  reviewsCount?: number;
  /** When given, the rating is a link (to the reviews). @default undefined */
  href?: string;
  /** Extra attributes for the link, e.g. the data that lets the reviews modal open in place. */
  linkData?: Record<`data-${string}`, string>;
}

/** Stars and the number of reviews: „4,5 din 5 stele, 128 de recenzii”. */
export function Rating({ rating, reviewsCount, href, linkData }: RatingProps) {
  const label = `${formatRating(rating)} din 5 stele${reviewsCount === undefined ? '' : `, ${formatCountOf(reviewsCount, { one: 'recenzie', other: 'recenzii' })}`}`;
  const content = (
    <>
      <span className={styles.stars} aria-hidden="true">
        {starFills(rating).map((fill, i) => (
          <Icon key={i} name={fill === 'empty' ? 'star-empty' : fill === 'half' ? 'star-half' : 'star'} size="xs" className={styles.star({ fill })} />
        ))}
      </span>
      {reviewsCount !== undefined && (
        <span className={styles.count} aria-hidden="true">
          ({reviewsCount})
        </span>
      )}
    </>
  );
  return href ? (
    <a className={styles.root} href={href} aria-label={label} {...linkData}>
      {content}
    </a>
  ) : (
    <span className={styles.root} role="img" aria-label={label}>
      {content}
    </span>
  );
}
