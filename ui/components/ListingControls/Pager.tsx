import type { Pagination } from '#generated/main-api/types.gen';
import { pageUrl } from '#domain/listing-url';
import { pagerPages } from '../../lib/pager';
import { Icon } from '../Icon';
import * as styles from './ListingControls.css';

/** Numbered pages with previous/next; page 1 has no page parameter. */
export function Pager({ pagination, url }: { pagination: Pick<Pagination, 'page' | 'pageCount'> & Partial<Pagination>; url: string }) {
  const { page, pageCount } = pagination;
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Paginare">
      {page > 1 ? (
        <a className={styles.pageStep} href={pageUrl(url, page - 1)} rel="prev">
          <Icon name="chevron-left" size="xs" />
          <span>Pagina anterioară</span>
        </a>
      ) : null}
      <ul className={styles.pages}>
        {pagerPages(page, pageCount).map((number, i) =>
          number === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a className={styles.pageLink({ current: number === page })} href={pageUrl(url, number)} aria-current={number === page ? 'page' : undefined} aria-label={`Pagina ${number}`}>
                {number}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a className={styles.pageStep} href={pageUrl(url, page + 1)} rel="next">
          <span>Pagina următoare</span>
          <Icon name="chevron-right" size="xs" />
        </a>
      ) : null}
    </nav>
  );
}
