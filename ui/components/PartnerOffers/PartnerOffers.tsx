import type { PartnerOffer, Pagination } from '#generated/main-api/types.gen';
import { formatCountOf, formatPrice } from '../../lib/format';
import { Pager } from '../ListingControls';
import * as tables from '../PartnerPortal/tables.css';
import * as styles from './PartnerOffers.css';

const offerNoun = { one: 'ofertă activă', other: 'oferte active' };
const dayNoun = { one: 'zi', other: 'zile' };

/** In stock or not, with the delivery time when the feed gives one. */
export function availabilityText(offer: Pick<PartnerOffer, 'inStock' | 'deliveryInDays'>): string {
  if (!offer.inStock) return 'Stoc epuizat';
  if (offer.deliveryInDays === null) return 'În stoc';
  return offer.deliveryInDays === 0 ? 'În stoc, livrare azi' : `În stoc, livrare în ${formatCountOf(offer.deliveryInDays, dayNoun)}`;
}

export interface PartnerOffersProps {
  /** One page of the shop's live offers, by name. */
  offers: PartnerOffer[];
  pagination: Pagination;
  /** The page's address with its query, for the pager. */
  url: string;
  /** The marketplace's origin: each offer links to its page there. */
  siteOrigin: string;
}

/**
 * The shop's live offers on Cuib, as its feed gave them: name (a link to the offer's page on
 * Cuib), price in lei and availability first (what a phone shows before the table scrolls), then
 * category, the feed's id and the link back to the shop.
 */
export function PartnerOffers({ offers, pagination, url, siteOrigin }: PartnerOffersProps) {
  if (offers.length === 0)
    return (
      <p className={tables.empty}>
        Nicio ofertă activă încă. Ofertele apar aici după primul import aplicat; vezi <a href="/portal">importurile</a>.
      </p>
    );
  return (
    <>
      <div className={tables.scroller} role="region" aria-label="Ofertele active" tabIndex={0}>
        <table className={tables.table}>
          <caption className={tables.caption}>{formatCountOf(pagination.totalCount, offerNoun)}, după nume</caption>
          <thead>
            <tr>
              <th className={tables.headerCell} scope="col">
                Produsul
              </th>
              <th className={tables.numberHeader} scope="col">
                Prețul
              </th>
              <th className={tables.headerCell} scope="col">
                Disponibilitatea
              </th>
              <th className={tables.headerCell} scope="col">
                Categoria
              </th>
              <th className={tables.headerCell} scope="col">
                ID în feed
              </th>
              <th className={tables.headerCell} scope="col">
                Pe site-ul tău
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.variantId}>
                <th className={styles.name} scope="row">
                  <a className={tables.link} href={new URL(offer.pageUrl, `${siteOrigin}/`).toString()}>
                    {offer.name}
                  </a>
                </th>
                <td className={tables.number}>{formatPrice(offer.price)}</td>
                <td className={styles.availability({ inStock: offer.inStock })}>{availabilityText(offer)}</td>
                <td className={styles.category}>{offer.category.longName}</td>
                <td className={tables.shortCell}>{offer.shopItemId}</td>
                <td className={tables.shortCell}>
                  {offer.link ? (
                    <a className={tables.link} href={offer.link} rel="noopener noreferrer" aria-label={`Deschide ${offer.name} pe site-ul tău`}>
                      Deschide
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pagination={pagination} url={url} />
    </>
  );
}
