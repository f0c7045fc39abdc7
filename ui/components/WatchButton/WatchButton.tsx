'use client';

import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { WatchState } from '#generated/watchdog/types.gen';
import { useVisitor } from '../../hooks/use-visitor';
import { pushDataLayer } from '../../lib/analytics';
import { isKnownBrowser } from '../../lib/visitor';
import { PlainButton } from '../Button/PlainButton';
import type { WatchSyncProps } from './WatchSync';
import { notWatched, type WatchButtonLabel, watchButtonText } from './watch-state';
import * as styles from './WatchButton.css';

// SPEC §2: the modal loads the first time it opens; the state module the first time it is needed.
const loadModal = () => import('../WatchdogModal/WatchdogModal');
const WatchdogModal = lazy(loadModal);
const loadSync = () => import('./WatchSync');

export interface WatchButtonProps {
  /** The variant watched. */
  variantId: number;
  /** The product's name, shown in the modal. */
  variantName: string;
  /** The current price in lei (the modal's hint and the ceiling of a target price). */
  price: number;
  /** The lowest price of the last 30 days, in lei, shown in the modal as a hint. @default undefined */
  lowestPrice30Days?: number | null;
  /** The signed-in shopper's e-mail address, prefilled in the modal. @default undefined */
  email?: string | null;
  /**
   * The visitor has a session or a visitor cookie, so may already watch the variant: only then is
   * the watchdog asked for the state as the page starts. @default false
   */
  personal?: boolean;
  /** „Vezi disponibilitatea” (an inactive variant) or „Anunță-mă când scade prețul”. @default 'availability' */
  label?: WatchButtonLabel;
  /** The state to start from, before the watchdog answers (stories, tests). @default not watched */
  initialState?: WatchState;
}

const messages = {
  stopped: 'Gata, nu mai urmărești acest produs.',
  failed: 'Nu am putut opri alerta. Încearcă din nou.',
};

/**
 * The watch button (SPEC §4): not watched, it opens the watchdog modal; watched, it reads „Nu mai
 * urmări” (with the target price) and a press unsubscribes, the button busy while the call runs;
 * a failure reloads the state and says so. A plain `<button>` that hydrates with the page: the
 * watchdog's state and calls (TanStack Query) and the modal (react-aria) load when first needed —
 * at start for a visitor who may watch already, otherwise on the first hover, focus or press.
 */
export function WatchButton({ variantId, variantName, price, lowestPrice30Days, email: drawnEmail, personal: drawnPersonal = false, label = 'availability', initialState }: WatchButtonProps) {
  // On a page shared by everyone, the shopper's address and whether the watchdog may know them come from the browser.
  const asked = useVisitor();
  const email = drawnEmail ?? asked?.user?.email ?? null;
  const [personal, setPersonal] = useState(drawnPersonal);
  const [state, setState] = useState<WatchState>(initialState ?? notWatched);
  const [Sync, setSync] = useState<ComponentType<WatchSyncProps> | null>(null);
  const [unsubscribeRequest, setUnsubscribeRequest] = useState(0);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const syncWanted = useRef(false);
  // A press of „Nu mai urmări” waiting for its call (or for the module that makes it).
  const unsubscribing = useRef(false);
  const settle = (ok: boolean) => {
    unsubscribing.current = false;
    setPending(false);
    setMessage(ok ? messages.stopped : messages.failed);
  };

  const startSync = () => {
    if (syncWanted.current) return;
    syncWanted.current = true;
    loadSync()
      .then((module) => setSync(() => module.default))
      .catch(() => {
        // SPEC §8: without the state module the button keeps what it shows; a waiting press is told.
        syncWanted.current = false;
        if (unsubscribing.current) settle(false);
      });
  };
  useEffect(() => {
    if (!drawnPersonal && !isKnownBrowser()) return;
    setPersonal(true);
    startSync();
  }, [drawnPersonal]);

  const warm = () => {
    startSync();
    // The modal's code starts coming when the shopper comes to the button; a failure is the press's to report.
    if (!state.subscribed) void loadModal().catch(() => undefined);
  };

  const press = () => {
    setMessage('');
    startSync();
    if (state.subscribed) {
      unsubscribing.current = true;
      setPending(true);
      setUnsubscribeRequest((count) => count + 1);
      return;
    }
    pushDataLayer({ event: 'modal_open', modal_name: 'watchdog', modal_opener: 'watch_button' });
    setModalOpen(true);
    // SPEC §8: a modal whose code cannot load resets the open flag.
    loadModal().catch(() => setModalOpen(false));
  };

  return (
    <div className={styles.root}>
      <PlainButton variant="secondary" icon="bell" pending={pending} onPointerEnter={warm} onFocus={warm} onClick={press}>
        {watchButtonText(state, label)}
      </PlainButton>
      <p className={styles.message} role="status">
        {message}
      </p>
      {Sync && (
        <Sync
          variantId={variantId}
          personal={personal}
          initialState={initialState}
          unsubscribeRequest={unsubscribeRequest}
          onState={setState}
          onUnsubscribeSettled={settle}
        />
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <WatchdogModal
            variantId={variantId}
            variantName={variantName}
            price={price}
            lowestPrice30Days={lowestPrice30Days}
            email={email}
            kind={label}
            onClose={() => setModalOpen(false)}
            onSubscribed={setState}
          />
        </Suspense>
      )}
    </div>
  );
}
