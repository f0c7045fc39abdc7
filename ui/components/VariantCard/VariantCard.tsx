import type { Variant } from '#generated/main-api/types.gen';
import { productImageSrcSet, productImageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { Price } from '../Price';
import * as styles from './VariantCard.css';

export interface VariantCardProps {
  variant: Variant;
  /** Heading level of the product name inside the listing. @default 3 */
  headingLevel?: 2 | 3;
  /** Loads the image eagerly; for the first row, which is likely the largest paint. @default false */
  priority?: boolean;
}

/**
 * A product variant in a listing: image, name, price and shop, linking to the detail page.
 * (The full large card of SPEC §2 builds on this.)
 */
export function VariantCard({ variant, headingLevel = 3, priority = false }: VariantCardProps) {
  if (variant.clickSource === null) throw new Error('No click source provided');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } });
  return (
    <article className={styles.root}>
      <div className={styles.media}>
        {variant.image ? (
          <img
            className={styles.image}
            src={productImageUrl(variant.image.id, 'cardDesktop')}
            srcSet={productImageSrcSet(variant.image.id)}
            sizes="(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw"
            alt={variant.name}
            width={320}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={styles.noImage} role="img" aria-label={`${variant.name} (fără imagine)`}>
            Fără imagine
          </div>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a className={styles.link} href={href}>
            {variant.name}
          </a>
        </Heading>
        <div data-part="price">
          <Price price={variant.price.price} priceBeforeDiscount={variant.price.priceBeforeDiscount} />
        </div>
        <p className={styles.shop} data-part="shop">
          {variant.eshop.name}
        </p>
      </div>
    </article>
  );
}
