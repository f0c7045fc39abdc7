import type { Variant } from '#generated/main-api/types.gen';
import { availabilityTags } from '../../lib/availability';
import { clickthroughUrl, purchaseAttributes } from '../../lib/clickthrough';
import { formatMoney } from '../../lib/format';
import { AvailabilityTags } from '../AvailabilityTags';
import { VoucherCard } from '../VoucherCard';
import * as styles from './ProductDetail.css';

export interface OfferListProps {
  /** Every shop's offer, the variant's own first. */
  offers: readonly Variant[];
  /** The page's request id, for click-through attribution. */
  requestId?: string | null;
  /** Days left for Christmas delivery (null: no Christmas tag). */
  christmasDays: number | null;
  /** Today, for the availability tags. */
  today: Date;
}

/** The same product at every shop selling it, cheapest first, each going to its shop in a new tab. */
export function OfferList({ offers, requestId, christmasDays, today }: OfferListProps) {
  const sorted = [...offers].sort((a, b) => Number(b.active) - Number(a.active) || a.price.price - b.price.price);
  return (
    <ul className={styles.offers}>
      {sorted.map((offer, i) => (
        <li key={offer.id} className={styles.offer}>
          <div className={styles.offerShop}>
            <p className={styles.offerShopName}>{offer.eshop.name}</p>
            <AvailabilityTags tags={availabilityTags(offer, { christmasDays, today })} />
            {offer.deliveryPrice !== null && <p className={styles.muted}>Livrare {offer.deliveryPrice === 0 ? 'gratuită' : `de la ${formatMoney(offer.deliveryPrice)}`}</p>}
          </div>
          <div className={styles.offerPrice}>
            <p className={styles.offerAmount}>{formatMoney(offer.price.price)}</p>
            {offer.voucher && <VoucherCard voucher={offer.voucher} />}
          </div>
          {offer.clickSource !== null && (
            <a
              className={styles.shopButton}
              href={clickthroughUrl(offer.id, offer.clickSource, { position: i + 1, requestId })}
              target="_blank"
              rel="nofollow sponsored noopener"
              {...purchaseAttributes(offer)}
            >
              Vezi în magazin<span className={styles.hidden}> {offer.eshop.name} (se deschide într-o filă nouă)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
