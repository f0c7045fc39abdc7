import type { ReactNode } from 'react';
import type { Pagination, Variant } from '#generated/main-api/types.gen';
import { formatCountOf, productNoun } from '../../lib/format';
import { routes } from '../../lib/links';
import { visuallyHidden } from '../../theme';
import { CardActions } from '../CardActions';
import { Pager } from '../ListingControls';
import { VariantCardSmall } from '../VariantCardSmall';
import { type FavouritesState, favouriteSorts, favouritesUrl } from './favourites-url';
import * as styles from './FavouritesList.css';

export interface FavouritesListProps {
  /** The page's heading. */
  heading: string;
  /** One page of favourites. */
  variants: readonly Variant[];
  /** Which page of the favourites this is, for the pager. */
  pagination: Pagination;
  /** The sort, tab and page the address names. */
  state: FavouritesState;
  /** The page's path, which the sort, tab and page links keep. */
  path: string;
  /**
   * A list someone shared: read-only (no hearts, no tabs, all favourites together). Otherwise the
   * signed-in user's own, with the „Disponibile / Indisponibile” tabs and a heart to remove each.
   * @default false
   */
  shared?: boolean;
  /** Beside the heading: the share button. @default undefined */
  actions?: ReactNode;
  /** Between the controls and the grid: the „Reduse acum” block. @default undefined */
  aside?: ReactNode;
}

const tabs = [
  { unavailable: false, label: 'Disponibile' },
  { unavailable: true, label: 'Indisponibile' },
] as const;

function Empty({ state, path, shared }: Pick<FavouritesListProps, 'state' | 'path' | 'shared'>) {
  if (shared) return <p className={styles.emptyTitle}>Lista este goală deocamdată.</p>;
  if (state.unavailable)
    return (
      <>
        <p className={styles.emptyTitle}>Niciun produs favorit nu este epuizat acum.</p>
        <p className={styles.emptyText}>
          <a href={favouritesUrl(path, { ...state, unavailable: false, page: 1 })}>Vezi favoritele disponibile</a>
        </p>
      </>
    );
  return (
    <>
      <p className={styles.emptyTitle}>Nu ai produse favorite disponibile acum.</p>
      <p className={styles.emptyText}>Apasă inima de pe orice produs ca să-l păstrezi aici; îl regăsești apoi pe orice dispozitiv.</p>
      <p className={styles.emptyText}>
        <a href={routes.marketplace}>Descoperă produsele</a>
      </p>
    </>
  );
}

/**
 * A list of liked variants (/user/favourites, and a shared one at /user/favourites/{token}): sort
 * and tabs as links, a grid of small cards (each with its heart, to remove it, on one's own list),
 * paging, and an empty state with a way back to browsing. Everything works without JavaScript.
 */
export function FavouritesList({ heading, variants, pagination, state, path, shared = false, actions, aside }: FavouritesListProps) {
  const here = favouritesUrl(path, state);
  const gridHeading = shared ? 'Produsele din listă' : state.unavailable ? 'Produse favorite indisponibile' : 'Produse favorite disponibile';
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.heading}>{heading}</h1>
          {actions}
        </div>
        {pagination.totalCount > 0 && <p className={styles.count}>{formatCountOf(pagination.totalCount, productNoun)}</p>}
      </header>
      {!shared && (
        <nav aria-label="Ce favorite" className={styles.tabs}>
          {tabs.map((tab) => (
            <a
              key={tab.label}
              className={styles.tab({ current: tab.unavailable === state.unavailable })}
              href={favouritesUrl(path, { ...state, unavailable: tab.unavailable, page: 1 })}
              aria-current={tab.unavailable === state.unavailable ? 'page' : undefined}
            >
              {tab.label}
            </a>
          ))}
        </nav>
      )}
      {aside}
      <section aria-labelledby="favorite-grila" className={styles.results}>
        <h2 id="favorite-grila" className={visuallyHidden}>
          {gridHeading}
        </h2>
        {pagination.totalCount > 1 && (
          <nav className={styles.sort} aria-label="Ordonează">
            <span className={styles.sortLabel}>Ordonează:</span>
            <ul className={styles.sortList}>
              {favouriteSorts.map((option) => (
                <li key={option.sort}>
                  <a
                    className={styles.sortLink({ current: option.sort === state.sort })}
                    href={favouritesUrl(path, { ...state, sort: option.sort, page: 1 })}
                    rel="nofollow"
                    aria-current={option.sort === state.sort ? 'true' : undefined}
                  >
                    {option.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {variants.length === 0 ? (
          <div className={styles.empty}>
            <Empty state={state} path={path} shared={shared} />
          </div>
        ) : (
          <ul className={styles.grid} aria-label={gridHeading}>
            {variants.map((variant) => (
              <li key={variant.id} className={styles.item}>
                <VariantCardSmall variant={variant} />
                {!variant.active && <p className={styles.soldOut}>Epuizat</p>}
                {!shared && <CardActions variantId={variant.id} />}
              </li>
            ))}
          </ul>
        )}
        <Pager pagination={pagination} url={here} />
      </section>
    </div>
  );
}
