import type { ReviewsModalData } from '#generated/main-api/types.gen';
import { formatCount, formatCountOf } from '../../lib/format';
import { formatRating } from '../../lib/rating';
import { Rating } from '../Rating';
import { RatingBreakdown } from './RatingBreakdown';
import * as styles from './Reviews.css';

/**
 * The rating at a glance: average, count, how many gave each star, and what reviewers say most.
 * `headingLevel` is its summaries' level: 3 under the product page's „Recenzii” (h2), 2 on the
 * reviews page, straight under its h1.
 */
export function ReviewsOverview({ data, headingLevel = 3 }: { data: ReviewsModalData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.overview}>
      <div className={styles.score}>
        <p className={styles.average}>{data.rating === null ? '–' : formatRating(data.rating)}</p>
        {data.rating !== null && <Rating rating={data.rating} reviewsCount={data.reviewsCount} />}
        <p className={styles.date}>
          {formatCountOf(data.reviewsCount, { one: 'recenzie', other: 'recenzii' })}, {formatCount(data.imagesCount)} cu fotografii
        </p>
      </div>
      <RatingBreakdown vector={data.vector} />
      {data.summary && (
        <div className={styles.summary}>
          <Heading className={styles.summaryTitle}>Ce spun cumpărătorii</Heading>
          <ul className={styles.pluses}>
            {data.summary.pros.map((pro) => (
              <li key={pro.text}>
                {pro.text}
                {pro.percentage !== null && <span className={styles.date}> ({pro.percentage}%)</span>}
              </li>
            ))}
          </ul>
          <ul className={styles.minuses}>
            {data.summary.cons.map((con) => (
              <li key={con.text}>
                {con.text}
                {con.percentage !== null && <span className={styles.date}> ({con.percentage}%)</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.webSummary && (
        <div className={styles.summary}>
          <Heading className={styles.summaryTitle}>Pe scurt, de pe web</Heading>
          <p>{data.webSummary.summary}</p>
          <p className={styles.date}>
            Surse:{' '}
            {data.webSummary.sources.map((source, i) => (
              <span key={source.url}>
                {i > 0 && ', '}
                <a href={source.url} rel="nofollow noopener" target="_blank">
                  {source.name}
                </a>
              </span>
            ))}
          </p>
        </div>
      )}
    </div>
  );
}
