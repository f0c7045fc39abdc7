'use client';

import { useEffect, useRef, useState } from 'react';
import type { WatchedVariant } from '#generated/main-api/types.gen';
import { formatCountOf, formatMoney, productNoun } from '../../lib/format';
import { productImageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { PlainButton } from '../Button';
import { statusLabels, watchTarget } from './watch-text';
import * as styles from './WatchList.css';

export interface WatchListProps {
  /** The signed-in user's watches, newest first. */
  watches: readonly WatchedVariant[];
}

// The removal (and TanStack Query with it) loads on the first press of „Nu mai urmări”.
const loadRemoval = () => import('./remove-watch');

/** Where focus goes after a row is removed: the next row's button, or the heading when none is left. */
type FocusTarget = number | 'heading' | null;

/**
 * The signed-in user's price and stock alerts (/user/watchdog): each watched variant with its
 * picture, name (to its page), current price, what the alert waits for and its state, and
 * „Nu mai urmări”, which ends the alert and removes the row, saying so; or says why it could not.
 * Plain buttons: the list hydrates without react-aria or TanStack Query.
 */
export function WatchList({ watches }: WatchListProps) {
  const [rows, setRows] = useState(watches);
  const [removing, setRemoving] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const focusAfter = useRef<FocusTarget>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target !== null) listRef.current?.querySelector<HTMLButtonElement>(`[data-remove="${target}"]`)?.focus();
  }, [rows]);

  const remove = async (watch: WatchedVariant) => {
    const { id, name } = watch.variant;
    setRemoving(id);
    setProblem(null);
    setMessage('');
    try {
      const { removeWatch } = await loadRemoval();
      await removeWatch(id);
      const index = rows.findIndex((row) => row.variant.id === id);
      const left = rows.filter((row) => row.variant.id !== id);
      focusAfter.current = (left[index] ?? left[index - 1])?.variant.id ?? 'heading';
      setRows(left);
      setMessage(`Nu mai urmărești „${name}”.`);
    } catch (error) {
      console.warn('Ending a watch failed.', error);
      setProblem(`Nu am putut opri alerta pentru „${name}”. Încearcă din nou peste câteva momente.`);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          Alerte de preț și de stoc
        </h1>
        {rows.length > 0 && <p className={styles.count}>{formatCountOf(rows.length, { one: 'produs urmărit', other: 'produse urmărite' })}</p>}
      </header>
      <p role="status" className={styles.message}>
        {message}
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Nu urmărești niciun produs.</p>
          <p className={styles.emptyText}>
            Pe pagina unui produs poți cere o alertă: îți scriem când se ieftinește (sub un preț ales de tine sau la orice scădere) ori când un produs epuizat revine în
            stoc.
          </p>
          <p className={styles.emptyText}>
            <a href={routes.marketplace}>Descoperă produsele</a>
          </p>
        </div>
      ) : (
        <ul ref={listRef} className={styles.list} aria-label="Produse urmărite">
          {rows.map((watch) => {
            const { variant } = watch;
            const href = buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } });
            return (
              <li key={variant.id} className={styles.row}>
                <div className={styles.picture}>
                  {variant.image ? (
                    <img className={styles.image} src={productImageUrl(variant.image.id, 'thumb')} alt="" width={96} height={96} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.noImage}>Fără imagine</span>
                  )}
                </div>
                <div className={styles.info}>
                  <h2 className={styles.name}>
                    <a className={styles.link} href={href}>
                      {variant.name}
                    </a>
                  </h2>
                  <p className={styles.shop}>{variant.eshop.name}</p>
                </div>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt className={styles.term}>Preț acum</dt>
                    <dd className={styles.value}>{variant.active ? formatMoney(variant.price.price) : 'Epuizat'}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.term}>Te anunțăm la</dt>
                    <dd className={styles.value}>{watchTarget(watch)}</dd>
                  </div>
                  {watch.status && (
                    <div className={styles.fact}>
                      <dt className={styles.term}>Stare</dt>
                      <dd className={styles.value}>
                        <span className={styles.status({ status: watch.status })}>{statusLabels[watch.status]}</span>
                      </dd>
                    </div>
                  )}
                </dl>
                <PlainButton
                  className={styles.remove}
                  variant="secondary"
                  size="s"
                  data-remove={variant.id}
                  aria-label={`Nu mai urmări: ${variant.name}`}
                  pending={removing === variant.id}
                  disabled={removing !== null && removing !== variant.id}
                  onPointerEnter={() => void loadRemoval().catch(() => undefined)}
                  onClick={() => void remove(watch)}
                >
                  Nu mai urmări
                </PlainButton>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
