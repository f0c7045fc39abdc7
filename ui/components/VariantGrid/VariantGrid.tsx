import type { Variant } from '#generated/main-api/types.gen';
import { formatCount, pluralize } from '../../lib/format';
import { VariantCard } from '../VariantCard';
import * as styles from './VariantGrid.css';

export interface VariantGridProps {
  heading: string;
  /** 1 on a listing page, 2 for a section of a page. @default 2 */
  headingLevel?: 1 | 2;
  variants: readonly Variant[];
  /** Results of the whole listing, shown beside the heading when given. */
  totalCount?: number;
}

/** Variant cards in a grid: 2 columns on phones, more on wider screens (SPEC §2 Listing). */
export function VariantGrid({ heading, headingLevel = 2, variants, totalCount }: VariantGridProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.root} aria-labelledby="variant-grid-heading">
      <header className={styles.header}>
        <Heading id="variant-grid-heading" className={styles.heading}>
          {heading}
        </Heading>
        {totalCount !== undefined && (
          <p className={styles.count}>
            {formatCount(totalCount)} {pluralize(totalCount, { one: 'produs', few: 'produse', other: 'de produse' })}
          </p>
        )}
      </header>
      {variants.length === 0 ? (
        <p className={styles.empty}>Nu am găsit produse aici. Încearcă o altă categorie.</p>
      ) : (
        <ul className={styles.grid} aria-label="Produse">
          {variants.map((variant, index) => (
            <li key={variant.id} className={styles.item}>
              <VariantCard variant={variant} headingLevel={headingLevel === 1 ? 2 : 3} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
