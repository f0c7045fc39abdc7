import type { ReactNode, Ref } from 'react';
import type { Variant } from '#generated/main-api/types.gen';
import { Carousel } from '../Carousel';
import { VariantCardSmall } from '../VariantCardSmall';
import * as styles from './SimilarProducts.css';

export interface SimilarProductsProps {
  /** The similar variants, in the order given. */
  variants: readonly Variant[];
  /** „Vezi toate”: the visually-similar page of this result. @default undefined */
  moreHref?: string;
  /** Controls at the end of the header (the close button of the panel under a listing's row). @default undefined */
  actions?: ReactNode;
  /** The heading, to take focus when the panel opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** @default 'similare' */
  id?: string;
}

/** „S-ar putea să îți placă și”: similar products in a carousel; nothing at all when none came back. */
export function SimilarProducts({ variants, moreHref, actions, headingRef, id = 'similare' }: SimilarProductsProps) {
  if (variants.length === 0) return null;
  return (
    <section id={id} className={styles.root} aria-label="Produse similare">
      <header className={styles.header}>
        <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
          S-ar putea să îți placă și
        </h2>
        {moreHref && (
          <a className={styles.more} href={moreHref}>
            Vezi toate
          </a>
        )}
        {actions}
      </header>
      <Carousel label="Derulează produsele similare">
        {variants.map((variant) => (
          <VariantCardSmall key={variant.id} variant={variant} />
        ))}
      </Carousel>
    </section>
  );
}
