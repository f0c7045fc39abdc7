import { type ReactNode, Suspense, use } from 'react';
import type { ProductPage, QuestionList, ReviewsModalData } from '#generated/main-api/types.gen';
import { availabilityTags } from '../../lib/availability';
import { clickthroughUrl, purchaseAttributes } from '../../lib/clickthrough';
import { formatDimensions } from '../../lib/dimensions';
import { formatCount, formatCountOf, formatDate, formatMoney, instalmentNoun } from '../../lib/format';
import { imageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { AvailabilityTags } from '../AvailabilityTags';
import { CardActions } from '../CardActions';
import { CardSlider } from '../CardSlider';
import { Price } from '../Price';
import { SalesInfo } from '../SalesInfo';
import { Questions } from '../Questions';
import { Rating } from '../Rating';
import { ReviewItem, ReviewsOverview } from '../Reviews';
import { VoucherCard } from '../VoucherCard';
import { OfferList } from './OfferList';
import * as styles from './ProductDetail.css';

/** Data the page may still be loading: its section streams in when it arrives. */
type Deferred<T> = T | Promise<T>;

const resolved = <T,>(value: Deferred<T>): T => (value instanceof Promise ? use(value) : value);

export interface ProductDetailProps {
  /** The product page's data: the variant, its offers, variants and breadcrumbs. */
  page: ProductPage;
  /** The reviews overview; a promise renders the rest of the page first. Null: unavailable or none. */
  reviews: Deferred<ReviewsModalData | null>;
  /** The first questions; a promise renders the rest of the page first. Null: unavailable or none. */
  questions: Deferred<QuestionList | null>;
  /** Days left for Christmas delivery (null: no Christmas tag). */
  christmasDays: number | null;
  /** Today, for the availability tags. @default new Date() */
  today?: Date;
  /** The watch button, under the shop's offer (the page composes it with the shopper's state). */
  watch?: ReactNode;
  /** The price history section, after the offers (secondary: the page streams it in). */
  priceHistory?: ReactNode;
  /** The form to ask a question, under the questions (the page composes it). @default undefined */
  askQuestion?: ReactNode;
}

/**
 * The detail page of a variant: pictures, price and the main shop's offer, the other colours and
 * sizes, every shop's offer, parameters and size, description, reviews and questions. All of it
 * renders on the server; the pictures slide and the voucher copies in the browser. Reviews and
 * questions are secondary: given as promises, they stream in after the rest without holding it up.
 */
export function ProductDetail({ page, reviews, questions, christmasDays, today = new Date(), watch, priceHistory, askQuestion }: ProductDetailProps) {
  const { product, variant } = page;
  const offers = [variant, ...page.alternativeOffers];
  const size = formatDimensions(variant.dimensions ?? product.dimensions);
  const { installmentMonths, installmentAmount } = variant.price;
  const reviewsHref = buildLink('/product/{variantId}/reviews', { params: { variantId: variant.id } });
  return (
    <article className={styles.root}>
      <div className={styles.top}>
        <div className={styles.mediaColumn}>
          <div className={styles.gallery}>
            {variant.images.length > 0 ? (
              <CardSlider images={variant.images} name={variant.name} priority variantId={variant.id} />
            ) : (
              <div className={styles.noImage} role="img" aria-label={`${variant.name} (fără imagine)`}>
                Fără imagine
              </div>
            )}
            <CardActions variantId={variant.id} />
          </div>
          {variant.images.length > 0 && (
            <a
              className={styles.link}
              href={imageUrl('product', variant.images[0]!.id, 1200, 'jpg')}
              data-opens="images"
              data-images={variant.images.map((image) => image.id).join(',')}
              data-title={variant.name}
            >
              Mărește imaginile ({variant.images.length})
            </a>
          )}
        </div>
        <div className={styles.summary}>
          {product.manufacturer && <p className={styles.muted}>{product.manufacturer.name}</p>}
          <h1 className={styles.title}>{variant.name}</h1>
          {variant.reviews.rating !== null && variant.reviews.reviewsCount > 0 ? (
            <Rating rating={variant.reviews.rating} reviewsCount={variant.reviews.reviewsCount} href={reviewsHref} linkData={{ 'data-opens': 'reviews-modal', 'data-variant-id': String(variant.id) }} />
          ) : (
            <p className={styles.muted}>Fără recenzii încă</p>
          )}
          <Price
            price={variant.price.price}
            priceBeforeDiscount={variant.price.priceBeforeDiscount}
            lowestPrice30Days={variant.price.lowestPrice30Days}
            secondary={variant.secondaryPrice}
            size="detail"
          />
          {variant.discount && <SalesInfo id={String(variant.id)} />}
          {installmentMonths && installmentAmount ? (
            <p className={styles.muted}>
              sau {formatCountOf(installmentMonths, instalmentNoun)} × {formatMoney(installmentAmount)}
            </p>
          ) : null}
          {variant.discount?.validity && <p className={styles.muted}>Reducere valabilă până pe {formatDate(variant.discount.validity)}</p>}
          <p className={styles.muted}>Vândut de {variant.eshop.name}</p>
          <AvailabilityTags tags={availabilityTags(variant, { christmasDays, today })} />
          {variant.voucher && <VoucherCard voucher={variant.voucher} size={26} />}
          {variant.clickSource !== null && (
            <a
              className={styles.mainButton}
              href={clickthroughUrl(variant.id, variant.clickSource, { position: 1 })}
              target="_blank"
              rel="nofollow sponsored noopener"
              {...purchaseAttributes(variant)}
            >
              Vezi oferta în magazin<span className={styles.hidden}> (se deschide într-o filă nouă)</span>
            </a>
          )}
          {watch}
          {page.alternativeOffers.length > 0 && (
            <a className={styles.link} href="#oferte" data-opens="offers" data-variant-id={variant.id}>
              Compară {formatCountOf(offers.length, { one: 'ofertă', other: 'oferte' })}
            </a>
          )}
          {variant.hasDeliveries && (
            <a className={styles.link} href="#oferte" data-opens="deliveries" data-variant-id={variant.id}>
              Opțiuni de livrare
            </a>
          )}
          {page.variants.length > 1 && (
            <nav id="variante" aria-label="Alte variante" className={styles.variants}>
              <h2 className={styles.smallHeading}>Alte culori și mărimi</h2>
              <a className={styles.link} href="#variante" data-opens="select-variant" data-variant-id={variant.id}>
                Alege dintre toate cele {formatCountOf(page.variants.length, { one: 'variantă', other: 'variante' })}
              </a>
              <ul className={styles.variantList}>
                {page.variants.map((other) => (
                  <li key={other.id}>
                    <a
                      className={styles.variantLink}
                      href={buildLink(routes.variantDetail, { params: { variantId: other.id, slug: other.slug } })}
                      // The list has the best offer of each colour and size: the one shown may be another shop's.
                      aria-current={other.id === variant.id || other.name === variant.name ? 'page' : undefined}
                    >
                      {other.image && <img src={imageUrl('product', other.image.id, 96)} alt="" width={48} height={48} loading="lazy" />}
                      <span>{other.displayParameters[0] ?? other.name}</span>
                      <span className={styles.muted}>{formatMoney(other.price.price)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>

      <section id="oferte" className={styles.section} aria-labelledby="oferte-titlu">
        <h2 id="oferte-titlu" className={styles.sectionTitle}>
          Oferte de la {formatCountOf(offers.length, { one: 'magazin', other: 'magazine' })}
        </h2>
        <OfferList offers={offers} christmasDays={christmasDays} today={today} />
      </section>
      {priceHistory}

      <section className={styles.section} aria-labelledby="detalii-titlu">
        <h2 id="detalii-titlu" className={styles.sectionTitle}>
          Detalii
        </h2>
        <p className={styles.description}>{variant.description || product.description}</p>
        <dl className={styles.parameters}>
          {product.parameters.map((parameter) => (
            <div key={parameter.name} className={styles.parameter}>
              <dt>{parameter.name}</dt>
              <dd>{parameter.value}</dd>
            </div>
          ))}
          {size && (
            <div className={styles.parameter}>
              <dt>Dimensiuni</dt>
              <dd>{size}</dd>
            </div>
          )}
          <div className={styles.parameter}>
            <dt>Categorie</dt>
            <dd>{variant.category.longName}</dd>
          </div>
        </dl>
      </section>

      <section id="recenzii" className={styles.section} aria-labelledby="recenzii-titlu">
        <h2 id="recenzii-titlu" className={styles.sectionTitle}>
          Recenzii
        </h2>
        <Suspense fallback={<p className={styles.muted}>Se încarcă recenziile…</p>}>
          <ReviewsSummary reviews={reviews} href={reviewsHref} variantId={variant.id} count={variant.reviews.reviewsCount} />
        </Suspense>
      </section>

      <section id="intrebari" className={styles.section} aria-labelledby="intrebari-titlu">
        <h2 id="intrebari-titlu" className={styles.sectionTitle}>
          Întrebări și răspunsuri
        </h2>
        <Suspense fallback={<p className={styles.muted}>Se încarcă întrebările…</p>}>
          <QuestionsSummary questions={questions} href={buildLink('/product/{variantId}/questions', { params: { variantId: variant.id } })} />
        </Suspense>
        {askQuestion}
      </section>
    </article>
  );
}

function ReviewsSummary({ reviews, href, variantId, count }: { reviews: Deferred<ReviewsModalData | null>; href: string; variantId: number; count: number }) {
  const data = resolved(reviews);
  if (!data && count > 0) {
    // The product has reviews, but they could not be loaded now: say so rather than "none".
    return (
      <p className={styles.muted}>
        Recenziile nu pot fi afișate acum.{' '}
        <a className={styles.link} href={href}>
          Vezi toate cele {formatCountOf(count, { one: 'recenzie', other: 'recenzii' })}
        </a>
      </p>
    );
  }
  return data && data.reviewsCount > 0 ? (
    <>
      <ReviewsOverview data={data} />
      {data.reviews.items.slice(0, 5).map((review) => (
        <ReviewItem key={review.externalId} review={review} />
      ))}
      <a className={styles.link} href={href} data-opens="reviews-modal" data-variant-id={variantId}>
        Toate cele {formatCountOf(data.reviewsCount, { one: 'recenzie', other: 'recenzii' })}
      </a>
    </>
  ) : (
    <p className={styles.muted}>Nimeni nu a scris încă o recenzie pentru acest produs.</p>
  );
}

/** The latest few questions, and a link to all of them (the page also takes new ones). */
function QuestionsSummary({ questions, href }: { questions: Deferred<QuestionList | null>; href: string }) {
  const data = resolved(questions);
  if (!data) return <p className={styles.muted}>Întrebările nu pot fi afișate acum.</p>;
  const total = data.pagination.totalCount;
  return (
    <>
      <Questions questions={data.questions.slice(0, 3)} />
      {total > 0 && (
        <a className={styles.link} href={href}>
          Vezi toate întrebările ({formatCount(total)})
        </a>
      )}
    </>
  );
}
