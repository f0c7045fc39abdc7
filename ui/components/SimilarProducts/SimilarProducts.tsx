import type { Variant } from '#generated/main-api/types.gen';
import { Carousel } from '../Carousel';
import { VariantCardSmall } from '../VariantCardSmall';
import * as styles from './SimilarProducts.css';

export interface SimilarProductsProps {
  variants: readonly Variant[];
}

/** „S-ar putea să îți placă și”: similar products in a carousel; nothing at all when none came back. */
export function SimilarProducts({ variants }: SimilarProductsProps) {
  if (variants.length === 0) return null;
  return (
    <section className={styles.root} aria-label="Produse similare">
      <h2 className={styles.title}>S-ar putea să îți placă și</h2>
      <Carousel label="Derulează produsele similare">
        {variants.map((variant) => (
          <VariantCardSmall key={variant.id} variant={variant} />
        ))}
      </Carousel>
    </section>
  );
}
