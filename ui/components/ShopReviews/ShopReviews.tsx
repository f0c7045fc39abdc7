import type { ShopReviewsPage } from '#generated/main-api/types.gen';
import { formatCount, formatCountOf } from '../../lib/format';
import { buildLink, routes } from '../../lib/links';
import { formatRating } from '../../lib/rating';
import { Rating } from '../Rating';
import { ReviewItem } from '../Reviews';
import { starLabel } from '../StarInput/labels';
import { visuallyHidden } from '../../theme';
import * as styles from './ShopReviews.css';

export interface ShopReviewsProps {
  data: ShopReviewsPage;
  /** The address of another page of the reviews. @default `/star/eshop/{slug}?pagina={page}` */
  pageHref?: (page: number) => string;
}

const reviewNoun = { one: 'recenzie', other: 'recenzii' };

/** The pages shown around the current one: the first, the last, and two on each side. */
function pageWindow(page: number, count: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? (['gap', n] as const) : [n]));
}

/**
 * A shop's review page: the average, how the stars spread, one page of its customers' reviews
 * with the shop's replies, and links to the other pages (real links, no JavaScript needed).
 */
export function ShopReviews({ data, pageHref }: ShopReviewsProps) {
  const href = pageHref ?? ((page: number) => (page === 1 ? `/star/eshop/${data.eshop.slug}` : `/star/eshop/${data.eshop.slug}?pagina=${page}`));
  const most = Math.max(1, ...data.vector);
  return (
    <section className={styles.root} aria-labelledby="recenzii-magazin">
      <h1 id="recenzii-magazin" className={styles.heading}>
        Recenzii {data.eshop.name}
      </h1>
      <p className={styles.lead}>
        Părerile cumpărătorilor care au comandat de la {data.eshop.name}, adunate de Cuib după fiecare comandă.{' '}
        <a href={buildLink(routes.shop, { params: { slug: data.eshop.slug } })}>Vezi produsele magazinului</a>
      </p>
      <div className={styles.summary}>
        <div className={styles.score}>
          <p className={styles.average}>{data.rating === null ? '–' : formatRating(data.rating)}</p>
          {data.rating !== null && <Rating rating={data.rating} reviewsCount={data.reviewsCount} />}
          <p className={styles.muted}>{formatCountOf(data.reviewsCount, reviewNoun)}</p>
        </div>
        <ul className={styles.breakdown} aria-label="Recenzii pe stele">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = data.vector[stars - 1] ?? 0;
            return (
              <li key={stars} className={styles.breakdownRow}>
                <span className={visuallyHidden}>{`${starLabel(stars)}: ${formatCountOf(count, reviewNoun)}`}</span>
                <span aria-hidden="true">{starLabel(stars)}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span className={styles.muted} aria-hidden="true">
                  {formatCount(count)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {data.reviews.items.length === 0 ? (
        <p className={styles.empty}>{data.page > 1 ? 'Pagina aceasta nu mai are recenzii.' : `${data.eshop.name} nu are încă recenzii.`}</p>
      ) : (
        <ol className={styles.reviews} aria-label={`Recenziile, pagina ${data.page} din ${data.pageCount}`}>
          {data.reviews.items.map((review) => (
            <li key={review.externalId} className={styles.entry}>
              {review.variant && (
                <p className={styles.about}>
                  Despre <a href={buildLink(routes.variantDetail, { params: { variantId: review.variant.id, slug: review.variant.slug } })}>{review.variant.name}</a>
                </p>
              )}
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
      {data.pageCount > 1 && (
        <nav aria-label="Paginile recenziilor">
          <ul className={styles.pages}>
            {data.page > 1 && (
              <li>
                <a className={styles.pageLink} href={href(data.page - 1)} rel="prev">
                  ‹ Înapoi
                </a>
              </li>
            )}
            {pageWindow(data.page, data.pageCount).map((page, i) =>
              page === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  <a className={styles.pageLink} href={href(page)} aria-current={page === data.page ? 'page' : undefined} aria-label={`Pagina ${page}`}>
                    {page}
                  </a>
                </li>
              ),
            )}
            {data.page < data.pageCount && (
              <li>
                <a className={styles.pageLink} href={href(data.page + 1)} rel="next">
                  Înainte ›
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </section>
  );
}
