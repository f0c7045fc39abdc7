'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useVisitor } from '../../hooks/use-visitor';
import { dismissLikesPrompt, identity, likesPromptDue, startLikes, storedLikes, subscribeLikes } from '../../lib/like-store';
import { isKnownBrowser } from '../../lib/visitor';
import { PlainButton } from '../Button/PlainButton';
import * as styles from './LikesStart.css';

export interface LikesStartProps {
  /** The signed-in user's id, or null: on a page shared by everyone, asked by the browser (ui/lib/visitor.ts). */
  userId: number | null;
  /** The likes service knows this browser (a visitor or session cookie): its states are asked at start. Also true when the page marks the browser known. */
  personal: boolean;
}

/**
 * Starts the likes (SPEC §4) once the page is live: for a browser the likes service knows, or
 * one keeping likes of its own, the calls load at start, send the stored likes, pair them to a
 * new sign-in and ask the states of every heart on the page. A new visitor's page loads nothing
 * until a heart is used. Also shows, once, the prompt to keep three or more likes in an account.
 */
export function LikesStart({ userId: drawnUserId, personal: drawnPersonal }: LikesStartProps) {
  // A page shared by everyone is drawn for nobody: whose the likes are is asked when the browser is known.
  const asked = useVisitor();
  const waiting = drawnUserId === null && asked === undefined && isKnownBrowser();
  const userId = drawnUserId ?? asked?.user?.id ?? null;
  useEffect(() => {
    if (waiting) return;
    const personal = drawnPersonal || isKnownBrowser();
    identity.userId = userId;
    identity.personal = personal || userId !== null;
    // The hearts answer presses from now on (tests and monitoring wait for this mark).
    document.documentElement.dataset.likes = 'ready';
    if (personal || userId !== null || storedLikes().length > 0) void startLikes().catch(() => undefined);
  }, [waiting, userId, drawnPersonal]);
  const due = useSyncExternalStore(subscribeLikes, () => !waiting && userId === null && likesPromptDue(), () => false);
  return due ? <LikesPrompt /> : null;
}

function LikesPrompt() {
  const openAuth = () => {
    window.dispatchEvent(new CustomEvent('cuib:open-auth', { detail: { view: 'home', reason: 'Creează un cont sau intră în cont ca să îți păstrezi favoritele pe orice dispozitiv.' } }));
    dismissLikesPrompt();
  };
  return (
    <aside className={styles.prompt} aria-labelledby="favorite-pastrare">
      <p id="favorite-pastrare" className={styles.text}>
        Ai deja câteva produse favorite. Păstrează-le într-un cont ca să le găsești pe orice dispozitiv.
      </p>
      <div className={styles.actions}>
        <PlainButton onClick={openAuth}>Păstrează-le în cont</PlainButton>
        <PlainButton variant="ghost" onClick={dismissLikesPrompt}>
          Nu acum
        </PlainButton>
      </div>
    </aside>
  );
}
