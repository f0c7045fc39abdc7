'use client';

import { useEffect, useState } from 'react';
import { pushDataLayer } from '../../lib/analytics';
import { comparedIds, setCompared as storeCompared, subscribeCompared } from '../../lib/compare-list';
import { routes } from '../../lib/links';
import { Icon } from '../Icon';
import * as styles from './CardActions.css';
import { LikeButton } from './LikeButton';

/** How long the compare note stays. */
const noteMs = 4000;

export interface CardActionsProps {
  /** The card's variant, liked, watched and compared by these buttons. */
  variantId: number;
  /** In the comparison list now. @default false */
  compared?: boolean;
  /** Called with the new state. The comparison list itself is kept in the browser (`lib/compare-list`). */
  onCompareChange?: (compared: boolean) => void;
}

/**
 * The like and compare toggles of a variant card: the heart is `LikeButton` (the likes service). A compare toggle says what happened in a small
 * note, with a link to the comparison (SPEC §2), and sends `comparison_add` / `comparison_removed`.
 */
export function CardActions({ variantId, compared: initiallyCompared = false, onCompareChange }: CardActionsProps) {
  const [compared, setCompared] = useState(initiallyCompared);
  const [note, setNote] = useState<string | null>(null);
  // The browser's comparison list decides, once the page is live (and when another card or tab changes it).
  useEffect(() => {
    const sync = () => setCompared(comparedIds().includes(variantId));
    if (comparedIds().length > 0) sync();
    return subscribeCompared(sync);
  }, [variantId]);
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), noteMs);
    return () => clearTimeout(timer);
  }, [note]);
  return (
    <div className={styles.root}>
      {/* Native toggle buttons: twenty-four cards hydrate them, so they stay as light as a <button>. */}
      <LikeButton itemId={variantId} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={compared}
        onClick={() => {
          const next = !compared;
          setCompared(next);
          storeCompared(variantId, next);
          setNote(next ? 'Produs adăugat pentru comparație' : 'Produs eliminat din comparație');
          pushDataLayer({ event: next ? 'comparison_add' : 'comparison_removed', variant_id: variantId });
          onCompareChange?.(next);
        }}
        aria-label={compared ? 'Elimină din comparație' : 'Adaugă la comparație'}
      >
        <Icon name="compare" size="xss" />
      </button>
      <div className={styles.note} role="status">
        {note && (
          <>
            {note}{' '}
            <a className={styles.noteLink} href={routes.compare}>
              Afișează comparația
            </a>
          </>
        )}
      </div>
    </div>
  );
}
