import { discountPercent, formatDiscount, formatForeignMoney, formatMoney } from '../../lib/format';
import * as styles from './Price.css';

export const priceSizes = ['card', 'detail'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps {
  /** What the shop asks now, in lei. */
  price: number;
  /** The price before the discount, in lei; shown struck through when higher than `price`. */
  priceBeforeDiscount?: number | null;
  /** The same price in a second currency, when one is configured (SPEC §9). */
  secondary?: { price: number; currency: string } | null;
  /** @default 'card' */
  size?: PriceSize;
}

/**
 * A price in lei with, when discounted, the old price struck through and the discount in whole
 * percent rounded down (`-23%`). The current price comes first, for readers and for layout.
 */
export function Price({ price, priceBeforeDiscount, secondary, size = 'card' }: PriceProps) {
  const percent = discountPercent(price, priceBeforeDiscount);
  return (
    <p className={styles.root({ size })}>
      <span className={styles.current({ discounted: percent !== null })}>{formatMoney(price)}</span>
      {percent !== null && priceBeforeDiscount && (
        <>
          <s className={styles.before}>
            <span className={styles.visuallyHidden}>Preț înainte de reducere: </span>
            {formatMoney(priceBeforeDiscount)}
          </s>
          <span className={styles.discount}>
            <span className={styles.visuallyHidden}>Reducere </span>
            {formatDiscount(percent)}
          </span>
        </>
      )}
      {secondary && (
        <span className={styles.secondary}>
          <span className={styles.visuallyHidden}>Aproximativ </span>
          {formatForeignMoney(secondary.price, secondary.currency)}
        </span>
      )}
    </p>
  );
}
