'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { formatCountOf } from '../../lib/format';
import { type LikeItemType, likeView, registerLike, serverLikeView, subscribeLikes, toggleLike, warmLikes } from '../../lib/like-store';
import { Icon } from '../Icon';
import * as styles from './CardActions.css';

const likeNoun = { one: 'apreciere', other: 'aprecieri' };

export interface LikeButtonProps {
  /** What is liked: a variant, or a saved comparison. @default 'variant' */
  itemType?: LikeItemType;
  /** The liked item's id. */
  itemId: number;
  /** Extra class for the button (the detail page draws it larger). */
  className?: string;
  /** Where the count goes: left of the heart (a card's corner) or right of it (beside a title). @default 'start' */
  countSide?: 'start' | 'end';
}

/**
 * The heart (SPEC §4 "Like toggle"): liked or not and the number of likes, from the likes service
 * (asked in one batch with every other heart on the page); disabled while its call runs. A plain
 * `<button aria-pressed>`: twenty-four cards hydrate it, the calls load on first need.
 */
export function LikeButton({ itemType = 'variant', itemId, className, countSide = 'start' }: LikeButtonProps) {
  const view = useSyncExternalStore(
    subscribeLikes,
    () => likeView(itemType, itemId),
    () => serverLikeView,
  );
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    registerLike(itemType, itemId);
    // Marks the heart as answering presses (pages hydrate in slices; tests wait for this).
    button.current?.setAttribute('data-live', '');
  }, [itemType, itemId]);
  const counted = view.count !== null && view.count > 0 ? ` (${formatCountOf(view.count, likeNoun)})` : '';
  const label = `${view.liked ? 'Elimină din favorite' : 'Adaugă la favorite'}${counted}`;
  return (
    // The count sits beside the heart, outside the button, whose name says it in words (a visible
    // „999+” inside the button would not match its name).
    <span className={styles.like}>
      <button
        ref={button}
        type="button"
        className={[styles.toggle, className].filter(Boolean).join(' ')}
        aria-pressed={view.liked}
        aria-disabled={view.busy || undefined}
        data-busy={view.busy ? '' : undefined}
        onPointerEnter={warmLikes}
        onFocus={warmLikes}
        onClick={() => void toggleLike(itemType, itemId)}
        aria-label={label}
      >
        <Icon name={view.liked ? 'heart-filled' : 'heart'} size="xss" />
      </button>
      {view.count !== null && view.count > 0 && (
        <span className={styles.count[countSide]} aria-hidden="true">
          {view.count > 999 ? '999+' : view.count}
        </span>
      )}
    </span>
  );
}
