import type { Variant } from '#generated/main-api/types.gen';
import { discountPercent, formatCountOf, formatMoney, formatSecondaryMoney } from '../../lib/format';
import { productImageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { Icon } from '../Icon';
import * as styles from './VariantCardSmall.css';

export interface VariantCardSmallProps {
  /** The variant shown: picture, name and price. */
  variant: Variant;
}

/**
 * The small card of carousels and panels (SPEC §2): image, discount tag, price and the price
 * before it, the second currency, name, reviews, „Ofertă limitată” for a price drop, and the
 * way to the detail page.
 */
export function VariantCardSmall({ variant }: VariantCardSmallProps) {
  if (variant.clickSource === null) throw new Error('No click source provided');
  const href = buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } });
  const percent = discountPercent(variant.price.price, variant.price.priceBeforeDiscount);
  return (
    <article className={styles.root} data-variant-id={variant.id} data-click-source={variant.clickSource ?? undefined}>
      <div className={styles.media}>
        {variant.image ? (
          <img className={styles.image} src={productImageUrl(variant.image.id, 'cardMobile')} alt="" width={180} height={180} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage}>Fără imagine</span>
        )}
        {percent !== null && <span className={styles.discount}>-{percent}%</span>}
        {variant.promoTags.includes('priceDrop') && <span className={styles.limited}>Ofertă limitată</span>}
      </div>
      <h3 className={styles.name}>
        <a className={styles.link} href={href}>
          {variant.name}
        </a>
      </h3>
      <p className={styles.price}>
        <strong>{formatMoney(variant.price.price)}</strong>
        {percent !== null && variant.price.priceBeforeDiscount !== null && <s className={styles.before}>{formatMoney(variant.price.priceBeforeDiscount)}</s>}
      </p>
      {variant.secondaryPrice && <p className={styles.secondary}>{formatSecondaryMoney(variant.secondaryPrice.price, variant.secondaryPrice.currency)}</p>}
      {variant.reviews.reviewsCount > 0 && variant.reviews.rating !== null && (
        <a className={styles.reviews} href={`/product/${variant.id}/reviews`} data-opens="reviews-modal" data-variant-id={variant.id} data-opener="small_card">
          <Icon name="star" size="xs" /> {variant.reviews.rating.toFixed(1).replace('.', ',')} ({formatCountOf(variant.reviews.reviewsCount, { one: 'recenzie', other: 'recenzii' })})
        </a>
      )}
    </article>
  );
}
