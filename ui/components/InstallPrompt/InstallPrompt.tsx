'use client';

import { useEffect, useState } from 'react';
import { countVisit, dismissedAt, offersInstall, rememberDismissal } from '../../lib/install-prompt';
// A plain button: this leaf hydrates with every page, and react-aria would come with it.
import { PlainButton } from '../Button/PlainButton';
import * as styles from './InstallPrompt.css';

/** The event Chromium fires when it would install the site (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The app-install prompt (SPEC §4): shown only when the browser offers installation, from the
 * second visit on, and not within 30 days of „Nu acum”; gone once the app is installed.
 */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const visits = countVisit();
    const onOffer = (event: Event) => {
      // Keep the browser's own mini-bar away; we ask once, in our words, when it suits.
      event.preventDefault();
      if (offersInstall({ visits, dismissedAt: dismissedAt(), now: Date.now() })) setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;
  return (
    <aside className={styles.root} aria-labelledby="install-prompt-title">
      <div className={styles.text}>
        <p id="install-prompt-title" className={styles.title}>
          Instalează Cuib pe ecranul tău
        </p>
        <p className={styles.body}>Deschizi comparațiile și favoritele dintr-o atingere, ca pe o aplicație.</p>
      </div>
      <div className={styles.buttons}>
        <PlainButton
          variant="ghost"
          size="s"
          onClick={() => {
            rememberDismissal();
            setOffer(null);
          }}
        >
          Nu acum
        </PlainButton>
        <PlainButton
          size="s"
          onClick={async () => {
            await offer.prompt();
            const { outcome } = await offer.userChoice;
            if (outcome === 'dismissed') rememberDismissal();
            setOffer(null);
          }}
        >
          Instalează
        </PlainButton>
      </div>
    </aside>
  );
}
