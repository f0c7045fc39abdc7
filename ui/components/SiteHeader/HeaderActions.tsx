'use client';

import { lazy, Suspense, startTransition, use, useEffect, useState, useSyncExternalStore } from 'react';
import type { AuthView } from '../AuthModal/AuthModal';
import { pushDataLayer } from '../../lib/analytics';
import { badgeText, comparedIds, subscribeCompared } from '../../lib/compare-list';
import { formatCountOf, productNoun } from '../../lib/format';
import { routes } from '../../lib/links';
import { serviceLikedTotal, storedVariantLikes, subscribeLikes } from '../../lib/like-store';
import { useVisitor } from '../../hooks/use-visitor';
import { Icon } from '../Icon';
import * as styles from './SiteHeader.css';
import { type HeaderUser, UserButton } from './UserButton';

// SPEC §2: modals load lazily, the first time they open.
const loadLogin = () => import('../AuthModal/AuthModal');
const AuthModal = lazy(loadLogin);
const loadFavourites = () => import('../FavouritesModal/FavouritesModal');
const FavouritesModal = lazy(loadFavourites);
// The user menu's popover code is needed only by signed-in shoppers.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(loadUserMenu);

export type { HeaderUser };

type ModalName = 'auth' | 'favourites';

/** The number of compared variants, read from the browser once the page is live (0 on the server). */
function useComparedCount(): number {
  return useSyncExternalStore(
    subscribeCompared,
    () => comparedIds().length,
    () => 0,
  );
}

/**
 * The number of liked variants: the server's count at first, then the likes service's after each
 * change on the page, plus the likes this browser keeps until the service has them.
 */
function useLikedCount(initial: number): number {
  return useSyncExternalStore(
    subscribeLikes,
    () => (serviceLikedTotal() ?? initial) + storedVariantLikes(),
    () => initial,
  );
}

/**
 * The favourites count: the exact number for screen readers, the badge (99+ at most) for the eyes.
 * The server may hand over a promise: the badge then arrives when the likes service answers, and
 * the page is not held up for it.
 */
function LikedCount({ initial }: { initial: number | Promise<number> }) {
  const liked = useLikedCount(initial instanceof Promise ? use(initial) : initial);
  const likedBadge = badgeText(liked);
  return (
    <>
      {liked > 0 && <span className={styles.hidden}>({formatCountOf(liked, productNoun)})</span>}
      {likedBadge && (
        <span className={styles.badge} aria-hidden="true" data-testid="favourites-badge">
          {likedBadge}
        </span>
      )}
    </>
  );
}

/**
 * The signed-in shopper: drawn by the server on a page drawn for them, else (a page shared by
 * everyone) asked by the browser once the page is live (ui/lib/visitor.ts).
 */
function useHeaderUser(drawn: HeaderUser | null): HeaderUser | null {
  const asked = useVisitor()?.user;
  if (drawn || !asked) return drawn;
  const { name, initials, avatarUrl, isAdmin, adminModeEnabled } = asked;
  return { name, initials, avatarUrl, isAdmin, adminModeEnabled };
}

/**
 * The header's buttons (SPEC §2 Header): comparison (badge capped at 99), favourites (the
 * favourites modal when signed in, the login modal otherwise) and profile (login, or the user menu
 * behind an avatar button).
 */
export function HeaderActions({ user: drawnUser, likedCount = 0 }: { user: HeaderUser | null; likedCount?: number | Promise<number> }) {
  const user = useHeaderUser(drawnUser);
  const compared = useComparedCount();
  const [modal, setModal] = useState<ModalName | null>(null);
  const [auth, setAuth] = useState<{ view: AuthView; reason?: string }>({ view: 'login' });
  const [userMenuWanted, setUserMenuWanted] = useState(false);
  // The user menu is drawn on the server and hydrated as the plain stand-in, which hydrates with the
  // header: a press made before the menu's code arrived is remembered, and the menu opens when it
  // does (drawn as the menu itself, a press before its own boundary hydrated was lost). The menu
  // replaces it once its code has loaded, in a transition, so the stand-in stays until then; a
  // stand-in with the focus hands it to the menu's button.
  const [menuReady, setMenuReady] = useState(false);
  const [standInFocused, setStandInFocused] = useState(false);
  // Once its code is here: the shopper may be known only after load (a shared page), when no
  // transition could keep the stand-in on screen while the menu's code comes.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    loadUserMenu()
      .then(() => current && startTransition(() => setMenuReady(true)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn]);

  /** Opens a modal; the auth modal at the given view (the login, unless someone asks for another). */
  const open = (name: ModalName, opener: string, authView: { view: AuthView; reason?: string } = { view: 'login' }) => {
    pushDataLayer({ event: 'modal_open', modal_name: name, modal_opener: opener });
    setAuth(authView);
    setModal(name);
    // SPEC §8: a modal whose code cannot load resets the open flag.
    (name === 'auth' ? loadLogin() : loadFavourites()).catch(() => setModal(null));
  };
  const close = () => setModal(null);
  // Other parts of the page ask for the auth modal (the prompt to keep likes in an account).
  useEffect(() => {
    const ask = (event: Event) => {
      const detail = (event as CustomEvent<{ view?: AuthView; reason?: string }>).detail ?? {};
      open('auth', 'likes_prompt', { view: detail.view ?? 'login', reason: detail.reason });
    };
    window.addEventListener('cuib:open-auth', ask);
    return () => window.removeEventListener('cuib:open-auth', ask);
  });
  // The modal's code (and react-aria with it) starts loading when the shopper comes to the button,
  // so the press rarely waits for it; a failure here is left to the press to report.
  const warm = (name: ModalName) => () => void (name === 'auth' ? loadLogin() : loadFavourites()).catch(() => undefined);

  const comparedBadge = badgeText(compared);
  return (
    <div className={styles.actions}>
      {/* The name is the label and the exact count; the badge (99+ at most) is for the eyes. */}
      <a className={styles.action} href={routes.compare}>
        <Icon name="compare" size="s" />
        <span className={styles.actionLabel}>Compară</span>
        {compared > 0 && <span className={styles.hidden}>({formatCountOf(compared, productNoun)})</span>}
        {comparedBadge && (
          <span className={styles.badge} aria-hidden="true" data-testid="compare-badge">
            {comparedBadge}
          </span>
        )}
      </a>
      {/* Plain buttons: they hydrate on every page; the modals they open bring react-aria with them. */}
      <button
        type="button"
        className={styles.action}
        onPointerEnter={warm(user ? 'favourites' : 'auth')}
        onFocus={warm(user ? 'favourites' : 'auth')}
        onClick={() => open(user ? 'favourites' : 'auth', 'header_favourites')}
      >
        <Icon name="heart" size="s" />
        <span className={styles.actionLabel}>Favorite</span>
        <Suspense fallback={null}>
          <LikedCount initial={likedCount} />
        </Suspense>
      </button>
      {user ? (
        <Suspense fallback={null}>
          {menuReady ? (
            <UserMenu user={user} defaultOpen={userMenuWanted} autoFocus={standInFocused} onFavourites={() => open('favourites', 'user_menu')} />
          ) : (
            <UserButton user={user} onPress={() => setUserMenuWanted(true)} onFocusChange={setStandInFocused} />
          )}
        </Suspense>
      ) : (
        <button type="button" className={styles.action} onPointerEnter={warm('auth')} onFocus={warm('auth')} onClick={() => open('auth', 'header_profile')}>
          <Icon name="user" size="s" />
          <span className={styles.actionLabel}>Intră în cont</span>
        </button>
      )}
      {modal && (
        <Suspense fallback={null}>{modal === 'auth' ? <AuthModal key={auth.view} onClose={close} initialView={auth.view} reason={auth.reason} /> : <FavouritesModal onClose={close} />}</Suspense>
      )}
    </div>
  );
}
