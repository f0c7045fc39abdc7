import type { ReactNode } from 'react';
import type { Variant } from '#generated/main-api/types.gen';
import { availabilityTags } from '../../lib/availability';
import { clickthroughUrl, purchaseAttributes } from '../../lib/clickthrough';
import { formatDimensions } from '../../lib/dimensions';
import { formatMoney, formatCountOf, instalmentNoun } from '../../lib/format';
import { buildLink, routes } from '../../lib/links';
import { AdminPanel } from '../AdminPanel';
import { AvailabilityTags } from '../AvailabilityTags';
import { CardActions } from '../CardActions';
import { CardSlider } from '../CardSlider';
import { Icon } from '../Icon';
import { Price } from '../Price';
import { Rating } from '../Rating';
import { VoucherCard } from '../VoucherCard';
import type { CardVariant } from './card-variants';
import { variantTags } from './tags';
import * as styles from './VariantCard.css';

export const variantCardLayouts = ['grid', 'row'] as const;
export type VariantCardLayout = (typeof variantCardLayouts)[number];

export interface VariantCardProps {
  /** The variant shown: name, images, price, shop and availability. */
  variant: Variant;
  /** Heading level of the product name inside the listing. @default 3 */
  headingLevel?: 2 | 3;
  /** Loads the first image eagerly; for the first row, which is likely the largest paint. @default false */
  priority?: boolean;
  /** `grid` cards, or full-width `row`s that also show the description. @default 'grid' */
  layout?: VariantCardLayout;
  /** Position in the listing from 1 and the listing's request id, for click-through attribution. */
  position?: number;
  /** The listing's request id, for click-through attribution. */
  requestId?: string | null;
  /** The Christmas-delivery flag's day count (null: no Christmas tag). @default null */
  christmasDays?: number | null;
  /** Today, for the Christmas tag. @default new Date() */
  today?: Date;
  /** The multiplier flag: when non-empty, the card's main link goes to the detail page instead of the shop. @default {} */
  multiplier?: Record<string, unknown>;
  /**
   * The watch button (SPEC §4: for inactive variants, or when forced), drawn by the page that lists
   * such variants: a slot, so listings of variants on sale never carry its code. @default undefined
   */
  watch?: ReactNode;
  /** The `card-layout` experiment's variation: `price-first` shows the price before the shop and the name. @default 'standard' */
  cardVariant?: CardVariant;
}

/**
 * The large variant card of a listing (SPEC §2): image slider, tags, price with instalments, shop,
 * name, parameters and size, alternative offers, rating (opening the reviews), availability,
 * voucher, like and compare, and links to the shop (new tab, through the click-through) and to the
 * detail page. It renders on the server; only the slider, voucher and toggles run in the browser.
 */
export function VariantCard({
  variant,
  headingLevel = 3,
  priority = false,
  layout = 'grid',
  position,
  requestId,
  christmasDays = null,
  today = new Date(),
  multiplier = {},
  watch,
  cardVariant = 'standard',
}: VariantCardProps) {
  const shopHref = clickthroughUrl(variant.id, variant.clickSource, { position, requestId });
  const detailHref = buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } });
  const toDetail = Object.keys(multiplier).length > 0;
  const shopLink = { href: shopHref, target: '_blank', rel: 'nofollow sponsored noopener' } as const;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tags = variantTags(variant);
  const size = formatDimensions(variant.dimensions);
  const { installmentMonths, installmentAmount } = variant.price;
  const reviewsHref = buildLink('/product/{variantId}/reviews', { params: { variantId: variant.id } });
  // In the DOM where it is seen, so reading order and visual order agree in both layouts.
  const price = (
    <div data-part="price">
      <Price price={variant.price.price} priceBeforeDiscount={variant.price.priceBeforeDiscount} secondary={variant.secondaryPrice} />
      {installmentMonths && installmentAmount ? (
        <p className={styles.installments}>
          sau {formatCountOf(installmentMonths, instalmentNoun)} × {formatMoney(installmentAmount)}
        </p>
      ) : null}
    </div>
  );

  return (
    <article
      className={styles.root({ layout, inactive: !variant.active })}
      // Read by the impressions (a card seen under its click source) and the purchase event of its shop links.
      data-variant-id={variant.id}
      data-click-source={variant.clickSource ?? undefined}
      {...purchaseAttributes(variant)}
    >
      <div className={styles.mediaBox({ layout })}>
        {variant.images.length > 0 ? (
          <CardSlider images={variant.images} name={variant.name} priority={priority} variantId={variant.id} />
        ) : (
          <div className={styles.noImage} role="img" aria-label={`${variant.name} (fără imagine)`}>
            Fără imagine
          </div>
        )}
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Etichete">
            {tags.map((tag) => (
              <li key={tag.label} className={styles.tag({ tone: tag.tone })}>
                {tag.label}
              </li>
            ))}
          </ul>
        )}
        <CardActions variantId={variant.id} />
      </div>
      <div className={styles.body}>
        {cardVariant === 'price-first' && price}
        <p className={styles.shop} data-part="shop">
          {variant.eshop.name}
        </p>
        <Heading className={styles.name}>
          <a className={styles.mainLink} {...(toDetail ? { href: detailHref } : shopLink)}>
            {variant.name}
            {!toDetail && (
              <>
                <Icon name="external" size="xs" className={styles.externalIcon} />
                <span className={styles.newTab}> (se deschide într-o filă nouă)</span>
              </>
            )}
          </a>
        </Heading>
        {layout === 'row' && variant.description && (
          <p className={styles.description} data-part="description">
            {variant.description}
          </p>
        )}
        {(variant.displayParameters.length > 0 || size) && (
          <p className={styles.parameters}>{[...variant.displayParameters, ...(size ? [size] : [])].join(' · ')}</p>
        )}
        {cardVariant === 'standard' && price}
        <div className={styles.meta}>
          {variant.reviews.reviewsCount > 0 && variant.reviews.rating !== null ? (
            <Rating
              rating={variant.reviews.rating}
              reviewsCount={variant.reviews.reviewsCount}
              href={reviewsHref}
              linkData={{ 'data-opens': 'reviews-modal', 'data-variant-id': String(variant.id) }}
            />
          ) : (
            <span className={styles.noReviews}>Fără recenzii</span>
          )}
          {variant.alternativeOffersCount > 0 && (
            <a className={styles.offers} href={`${detailHref}#oferte`}>
              încă {formatCountOf(variant.alternativeOffersCount, { one: 'ofertă', other: 'oferte' })}
            </a>
          )}
        </div>
        <AvailabilityTags tags={availabilityTags(variant, { christmasDays, today })} />
        {variant.voucher && <VoucherCard voucher={variant.voucher} />}
        {watch}
        {variant.adminMode && <AdminPanel variantId={variant.id} categoryId={variant.category.id} data={variant.adminMode} />}
        <div className={styles.actions}>
          <a className={styles.shopButton} {...shopLink}>
            Vezi în magazin
            <span className={styles.newTab}> (se deschide într-o filă nouă)</span>
          </a>
          {/* Opens the similar-products panel under this card's row; without JavaScript, the detail page's. */}
          <a className={styles.similarLink} href={`${detailHref}#similare`} data-similar-for={variant.id} data-similar-slug={variant.slug} aria-label={`Similare cu ${variant.name}`}>
            Similare
          </a>
          <a className={styles.detailLink} href={detailHref} aria-label={`Detalii: ${variant.name}`}>
            Detalii
            <Icon name="chevron-right" size="xs" />
          </a>
        </div>
      </div>
    </article>
  );
}
