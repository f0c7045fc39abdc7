'use client';

import { useEffect, useState } from 'react';
import { pushDataLayer } from '../../lib/analytics';
import { comparedIds, setCompared as storeCompared, subscribeCompared } from '../../lib/compare-list';
import { routes } from '../../lib/links';
import { Icon } from '../Icon';
import * as styles from './CardActions.css';

/** How long the compare note stays. */
const noteMs = 4000;

export interface CardActionsProps {
  variantId: number;
  /** Liked now (from the likes service). @default false */
  liked?: boolean;
  /** In the comparison list now. @default false */
  compared?: boolean;
  /** Called with the new state. The comparison list itself is kept in the browser (`lib/compare-list`); the likes behaviour is wired by the page. */
  onLikeChange?: (liked: boolean) => void;
  onCompareChange?: (compared: boolean) => void;
}

/**
 * The like and compare toggles of a variant card. A compare toggle says what happened in a small
 * note, with a link to the comparison (SPEC §2), and sends `comparison_add` / `comparison_removed`.
 */
export function CardActions({ variantId, liked: initiallyLiked = false, compared: initiallyCompared = false, onLikeChange, onCompareChange }: CardActionsProps) {
  const [liked, setLiked] = useState(initiallyLiked);
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
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={liked}
        onClick={() => {
          const next = !liked;
          setLiked(next);
          onLikeChange?.(next);
        }}
        aria-label={liked ? 'Elimină de la favorite' : 'Adaugă la favorite'}
      >
        <Icon name={liked ? 'heart-filled' : 'heart'} size="xss" />
      </button>
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
