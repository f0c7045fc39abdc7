'use client';

import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatCountOf } from '../../lib/format';
import { isPlainClick } from '../../lib/plain-click';
import { sameOrigin } from '../../lib/same-origin';
import { InspirationCard, type InspirationSummary, inspirationNoun, inspirationSummary } from '../InspirationCard';
import * as styles from './InspirationGrid.css';

export interface InspirationGridProps {
  /** The page's inspirations, already shown by the server. */
  inspirations: readonly InspirationSummary[];
  /** The next page of the feed (`/inspirations?…&pagina=2`), or null on the last page. */
  nextPageUrl: string | null;
  /** Shown instead of the grid when there is nothing to show. */
  empty?: ReactNode;
}

/**
 * The inspiration feed as a masonry: each loaded page is a block of columns, so a picture keeps
 * its proportions and its place, and a page loaded later is added under the others without
 * moving them. „Mai multe” is a link to the next page (it works without JavaScript); with
 * JavaScript that page is added here, said politely to screen readers, and the keyboard goes on
 * from its first look.
 */
export function InspirationGrid({ inspirations, nextPageUrl, empty }: InspirationGridProps) {
  const [pages, setPages] = useState<(readonly InspirationSummary[])[]>([inspirations]);
  const [next, setNext] = useState(nextPageUrl);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const [focusFirstOf, setFocusFirstOf] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // Marks „Mai multe” as loading in place (pages hydrate in slices; tests wait for this).
  useEffect(() => root.current?.setAttribute('data-live', ''), []);

  useEffect(() => {
    if (focusFirstOf === null) return;
    root.current?.querySelector<HTMLAnchorElement>(`[data-page="${focusFirstOf}"] a`)?.focus();
    setFocusFirstOf(null);
  }, [focusFirstOf]);

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!next || !isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      // TanStack Query and the client load with the first „Mai multe”, not with the page.
      const [{ fetchThroughClient }, { postInspirationFeedOptions }] = await Promise.all([import('../../lib/query-calls'), import('#generated/main-api/@tanstack/react-query.gen')]);
      const data = await fetchThroughClient(postInspirationFeedOptions({ ...sameOrigin(), body: { url: next } }));
      const added = data.inspirations.map(inspirationSummary);
      setPages((loaded) => [...loaded, added]);
      setNext(data.nextPageUrl);
      setStatus(`Au fost adăugate încă ${formatCountOf(added.length, inspirationNoun)}.`);
      setFocusFirstOf(pages.length);
    } catch (error) {
      console.warn('The next inspirations could not be loaded.', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (inspirations.length === 0) return <>{empty ?? <p className={styles.empty}>Nu am găsit inspirații aici.</p>}</>;
  return (
    <div ref={root} className={styles.root}>
      {pages.map((page, pageIndex) => (
        <ul key={pageIndex} className={styles.grid} data-page={pageIndex} aria-label={pageIndex === 0 ? 'Inspirații' : `Inspirații, partea ${pageIndex + 1}`}>
          {page.map((inspiration, index) => (
            <li key={inspiration.id} className={styles.item}>
              <InspirationCard inspiration={inspiration} priority={pageIndex === 0 && index < 2} />
            </li>
          ))}
        </ul>
      ))}
      <p className={styles.status} role="status">
        {status}
      </p>
      {failed && (
        <p className={styles.error} role="alert">
          Nu am putut încărca mai multe inspirații. Încearcă din nou.
        </p>
      )}
      {next && (
        <a className={styles.more} href={next} onClick={loadMore} aria-disabled={busy || undefined} data-busy={busy ? '' : undefined}>
          {busy ? 'Se încarcă…' : 'Mai multe'}
        </a>
      )}
    </div>
  );
}
