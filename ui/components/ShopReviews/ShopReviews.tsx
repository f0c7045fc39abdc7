import type { ShopReviewsPage } from '#generated/main-api/types.gen';
import { formatCountOf } from '../../lib/format';
import { buildLink, routes } from '../../lib/links';
import { formatRating } from '../../lib/rating';
import { Rating } from '../Rating';
import { Pager } from '../ListingControls/Pager';
import { RatingBreakdown, ReviewItem } from '../Reviews';
import * as styles from './ShopReviews.css';

export interface ShopReviewsProps {
  /** The shop, its rating and distribution, and one page of its reviews. */
  data: ShopReviewsPage;
}

const reviewNoun = { one: 'recenzie', other: 'recenzii' };

/**
 * A shop's review page: the average, how the stars spread, one page of its customers' reviews
 * with the shop's replies, and links to the other pages (real links, no JavaScript needed).
 */
export function ShopReviews({ data }: ShopReviewsProps) {
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
        <RatingBreakdown vector={data.vector} />
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
      <Pager pagination={data} url={`/star/eshop/${data.eshop.slug}?pagina=${data.page}`} />
    </section>
  );
}
