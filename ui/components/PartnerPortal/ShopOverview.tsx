import type { PartnerShop } from '#generated/main-api/types.gen';
import { formatCountOf } from '../../lib/format';
import { formatDateTime } from '../FeedImports/labels';
import * as styles from './PartnerPortal.css';
import * as tables from './tables.css';

const offerNoun = { one: 'ofertă activă', other: 'oferte active' };

export interface ShopOverviewProps {
  shop: PartnerShop;
  /** The marketplace's origin, for the link to the shop's page on Cuib. */
  siteOrigin: string;
}

/** The shop as Cuib lists it: domain, whether staff paused it, its live offers, its page on Cuib and when the feed was last read. */
export function ShopOverview({ shop, siteOrigin }: ShopOverviewProps) {
  return (
    <section className={tables.card} aria-labelledby="magazin-titlu">
      <h2 id="magazin-titlu" className={tables.sectionHeading}>
        Magazinul
      </h2>
      {shop.paused && (
        <p className={tables.notice({ tone: 'waiting' })}>
          <strong>Magazinul este oprit de echipa Cuib.</strong> Ofertele tale nu apar acum în listări. Dacă nu știi de ce, <a href="/contact-form">scrie-ne</a>.
        </p>
      )}
      <dl className={styles.shopFacts}>
        <div className={styles.shopFact}>
          <dt>Domeniul</dt>
          <dd className={styles.domain}>{shop.domain}</dd>
        </div>
        <div className={styles.shopFact}>
          <dt>Pe Cuib</dt>
          <dd>
            <span className={tables.badge({ tone: shop.paused ? 'waiting' : 'done' })}>{shop.paused ? 'oprit' : 'activ'}</span> {formatCountOf(shop.liveOffers, offerNoun)}
          </dd>
        </div>
        <div className={styles.shopFact}>
          <dt>Feedul citit ultima dată</dt>
          <dd>{shop.feed.checkedAt ? <time dateTime={shop.feed.checkedAt}>{formatDateTime(shop.feed.checkedAt)}</time> : 'încă niciodată'}</dd>
        </div>
      </dl>
      <p className={styles.shopLinks}>
        <a className={tables.link} href={new URL(shop.pageUrl, `${siteOrigin}/`).toString()}>
          Pagina magazinului pe Cuib
        </a>
        <a className={tables.link} href="/portal/oferte">
          Ofertele tale
        </a>
      </p>
    </section>
  );
}
