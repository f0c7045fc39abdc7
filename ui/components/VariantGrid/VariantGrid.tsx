import { type ReactNode, useId } from 'react';
import type { Variant } from '#generated/main-api/types.gen';
import { formatCount, pluralize } from '../../lib/format';
import { SimilarPanelHost } from '../SimilarProducts';
import { type CardVariant, VariantCard, type VariantCardLayout } from '../VariantCard';
import * as styles from './VariantGrid.css';

export interface VariantGridProps {
  /** The section's heading, e.g. the category's name. */
  heading: string;
  /** 1 on a listing page, 2 for a section of a page. @default 2 */
  headingLevel?: 1 | 2;
  /** The cards, in the listing's order. */
  variants: readonly Variant[];
  /** Results of the whole listing, shown beside the heading when given. */
  totalCount?: number;
  /** Cards in a grid, or full-width rows with descriptions. @default 'grid' */
  layout?: VariantCardLayout;
  /** The listing request, for click-through attribution; positions count from `firstPosition`. */
  requestId?: string | null;
  /** @default 1 */
  firstPosition?: number;
  /** Flags the cards read: Christmas-delivery days and the multiplier. */
  christmasDays?: number | null;
  /** The multiplier flag, handed to every card: when non-empty, a card's main link goes to the detail page. */
  multiplier?: Record<string, unknown>;
  /** Shown between the heading and the cards (active filters, sort). */
  toolbar?: ReactNode;
  /** Shown instead of the default message when there are no variants. */
  empty?: ReactNode;
  /**
   * The `card-layout` experiment: the variation drawn, and the experiment the visitor is in (marked
   * on the grid, where the browser's measurement finds what to track). @default 'standard'
   */
  cardVariant?: CardVariant;
  /** The experiment the visitor is in, marked on the grid for the measurement runtime. @default null */
  experiment?: { key: string; variationId: number } | null;
  /** The section's id: `produse` on a listing, where „Sari la produse” leads. */
  id?: string;
}

/** Variant cards in a grid: 2 columns on phones, more on wider screens (SPEC §2 Listing). */
export function VariantGrid({
  heading,
  headingLevel = 2,
  variants,
  totalCount,
  layout = 'grid',
  requestId,
  firstPosition = 1,
  christmasDays,
  multiplier,
  toolbar,
  empty,
  cardVariant = 'standard',
  experiment = null,
  id,
}: VariantGridProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Unique per grid: the homepage has two („Pentru tine” and the day's discounts).
  const headingId = useId();
  return (
    // Following „Sari la produse” here moves where the next Tab starts (no tabindex: a click in the
    // grid would otherwise focus the whole section and send the next Tab back to its start).
    <section id={id} className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {totalCount !== undefined && (
          // A polite live region: when the listing is updated in place, the new count is read out.
          <p className={styles.count} role="status">
            {formatCount(totalCount)} {pluralize(totalCount, { one: 'produs', few: 'produse', other: 'de produse' })}
          </p>
        )}
      </header>
      {toolbar}
      {variants.length === 0 ? (
        (empty ?? <p className={styles.empty}>Nu am găsit produse aici. Încearcă o altă categorie.</p>)
      ) : (
        <SimilarPanelHost>
          <ul
            className={styles.grid({ layout })}
            aria-label="Produse"
            data-card-layout={cardVariant}
            data-experiment={experiment ? `${experiment.key}|${experiment.variationId}` : undefined}
          >
            {variants.map((variant, index) => (
              <li key={variant.id} className={styles.item}>
                <VariantCard
                  variant={variant}
                  headingLevel={headingLevel === 1 ? 2 : 3}
                  priority={index < 2}
                  layout={layout}
                  position={firstPosition + index}
                  requestId={requestId}
                  christmasDays={christmasDays}
                  multiplier={multiplier}
                  cardVariant={cardVariant}
                />
              </li>
            ))}
          </ul>
        </SimilarPanelHost>
      )}
    </section>
  );
}
