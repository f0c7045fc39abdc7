import { discountPercent, formatDiscount, formatMoney, formatSecondaryMoney, lowestBeforeReductionLabel } from '../../lib/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Price.css';

export const priceSizes = ['card', 'detail'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps {
  /** What the shop asks now, in lei. */
  price: number;
  /** The price before the discount, in lei; shown struck through (with the discount tag) only when higher than `price`. */
  priceBeforeDiscount?: number | null;
  /** The same price in a second currency, when one is available (SPEC §9). */
  secondary?: { price: number; currency: string } | null;
  /** `card` in listings, `detail` on the product page. @default 'card' */
  size?: PriceSize;
  /**
   * The lowest price of the 30 days before the reduction took effect (EU Omnibus rule), in lei, or
   * null once the reduction is 30 days old. Shown under a discounted price only: on `detail` always,
   * on cards when `showLowestPrice30Days` asks for it.
   */
  lowestPrice30Days?: number | null;
  /** Show the 30-day lowest price line (cards stay compact without it). @default size === 'detail' */
  showLowestPrice30Days?: boolean;
  /** Extra class, for placing the price in a card or a page. */
  className?: string;
}

/**
 * A price in lei with, when discounted, the old price struck through and the discount in whole
 * percent rounded down (`-23%`). Screen readers hear it as a sentence: „Preț redus: 1.539,99 lei.
 * Preț înainte de reducere: 1.999,99 lei. Reducere de 23%.” — strike-through and the tag's minus
 * are visual only, so the words say what they mean. Under a discount, the lowest price of the
 * 30 days before the reduction (EU Omnibus rule) on its own small line.
 */
export function Price({ price, priceBeforeDiscount, secondary, size = 'card', lowestPrice30Days, showLowestPrice30Days = size === 'detail', className }: PriceProps) {
  const percent = discountPercent(price, priceBeforeDiscount);
  const discounted = percent !== null && priceBeforeDiscount != null;
  // The Omnibus rule asks for it beside a price reduction; without one it would only add noise.
  const lowest = discounted && showLowestPrice30Days && lowestPrice30Days != null ? lowestPrice30Days : null;
  return (
    <p className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      {discounted && <span className={visuallyHidden}>Preț redus: </span>}
      <span className={styles.current({ discounted })}>{formatMoney(price)}</span>
      {discounted && (
        <>
          <s className={styles.before}>
            <span className={visuallyHidden}>. Preț înainte de reducere: </span>
            {formatMoney(priceBeforeDiscount)}
          </s>
          <span className={visuallyHidden}>. Reducere de {percent}%.</span>
          <span className={styles.discountTag} aria-hidden="true">
            {formatDiscount(percent)}
          </span>
        </>
      )}
      {secondary && (
        <span className={styles.secondary}>
          <span className={visuallyHidden}>Echivalent: </span>
          {formatSecondaryMoney(secondary.price, secondary.currency)}
        </span>
      )}
      {lowest !== null && (
        <span className={styles.lowest({ size })}>
          {/* Its own sentence when read: the discount's ends with a full stop, the equivalent's does not. */}
          <span className={visuallyHidden}>{secondary ? '. ' : ' '}</span>
          {lowestBeforeReductionLabel}: {formatMoney(lowest)}
        </span>
      )}
    </p>
  );
}
