import type { Variant } from '#generated/main-api/types.gen';
import { VariantCardSmall } from '../VariantCardSmall';
import * as styles from './FavouritesList.css';

export interface FavouritesOnSaleProps {
  /** Liked variants discounted now, biggest discount first. */
  variants: readonly Variant[];
}

/** „Reduse acum”: the favourites whose price dropped, in a row that scrolls sideways on phones. Nothing when there are none. */
export function FavouritesOnSale({ variants }: FavouritesOnSaleProps) {
  if (variants.length === 0) return null;
  return (
    <section className={styles.onSale} aria-labelledby="favorite-reduse">
      <h2 id="favorite-reduse" className={styles.onSaleHeading}>
        Reduse acum
      </h2>
      <ul className={styles.onSaleList} aria-label="Favorite reduse acum">
        {variants.map((variant) => (
          <li key={variant.id} className={styles.onSaleItem}>
            <VariantCardSmall variant={variant} />
          </li>
        ))}
      </ul>
    </section>
  );
}
