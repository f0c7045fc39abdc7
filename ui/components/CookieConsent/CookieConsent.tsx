'use client';

import { useState } from 'react';
import { Checkbox as RACCheckbox } from 'react-aria-components';
import type { ConsentSettings } from '#generated/main-api/types.gen';
import { consentCategories, consentCookie, consentMaxAgeSeconds, cookieBarAcceptedCookie, serializeConsent } from '../../lib/consent';
import { Button } from '../Button';
import * as styles from './CookieConsent.css';

const labels: Record<(typeof consentCategories)[number], { name: string; description: string }> = {
  essential: { name: 'Esențiale', description: 'Necesare ca site-ul să funcționeze: coșul de favorite, autentificarea, alegerile de aici.' },
  marketing: { name: 'Marketing', description: 'Ne arată ce reclame te-au adus la noi și îți arată oferte potrivite pe alte site-uri.' },
  analytics: { name: 'Analiză', description: 'Ne spun, fără să te identifice, ce pagini sunt folosite și ce nu merge bine.' },
  functional: { name: 'Funcționale', description: 'Țin minte preferințe, ca ultimele produse văzute.' },
};

const remember = (name: string, value: string) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax`;
};

/**
 * The cookie bar (SPEC §4): shown to a new visitor who is not a robot (decided on the server).
 * Saving writes the consent cookie (categories joined by `|`) and the answered flag for 365 days
 * and sends the choice to the consent endpoint; if the page is left before that call is done, the
 * choice goes by beacon.
 */
export function CookieConsent({ show }: { show: boolean }) {
  const [open, setOpen] = useState(show);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentSettings>({ essential: true, marketing: false, analytics: false, functional: false });
  if (!open) return null;

  const save = (settings: ConsentSettings) => {
    remember(consentCookie, serializeConsent(settings));
    remember(cookieBarAcceptedCookie, '1');
    setOpen(false);
    // The generated client sends it; should the visitor leave first, the beacon (the one call not
    // made through the client, since a beacon outlives the page) carries the same body.
    const url = new URL('/api/v2/consent', window.location.origin).toString();
    const beacon = () => navigator.sendBeacon(url, new Blob([JSON.stringify(settings)], { type: 'application/json' }));
    window.addEventListener('pagehide', beacon, { once: true });
    // The generated client (and its validators) loads only now, not with every page.
    import('#generated/main-api/sdk.gen')
      .then(({ postConsent }) => postConsent({ baseUrl: window.location.origin, body: settings }))
      .catch((error) => console.warn('The consent could not be sent; it stays in the cookie.', error))
      .finally(() => window.removeEventListener('pagehide', beacon));
  };

  return (
    <section className={styles.root} aria-label="Cookie-uri">
      <div className={styles.inner}>
        <p className={styles.text}>
          Folosim cookie-uri ca site-ul să funcționeze și, dacă ești de acord, ca să înțelegem cum e folosit și să-ți arătăm oferte potrivite.{' '}
          <a href="/termeni/termeni-de-utilizare-cookies">Despre cookie-uri</a>
        </p>
        {settingsOpen && (
          <fieldset className={styles.settings}>
            <legend className={styles.legend}>Ce cookie-uri accepți</legend>
            {consentCategories.map((category) => (
              <RACCheckbox
                key={category}
                className={styles.checkbox}
                isSelected={choice[category]}
                isDisabled={category === 'essential'}
                onChange={(selected) => setChoice((current) => ({ ...current, [category]: selected }))}
              >
                <span className={styles.box} aria-hidden="true" />
                <span>
                  <strong>{labels[category].name}</strong> — {labels[category].description}
                </span>
              </RACCheckbox>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          {settingsOpen ? (
            <Button onPress={() => save(choice)}>Salvează setările</Button>
          ) : (
            <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
              Setări
            </Button>
          )}
          <Button variant="secondary" onPress={() => save({ essential: true, marketing: false, analytics: false, functional: false })}>
            Doar esențiale
          </Button>
          <Button onPress={() => save({ essential: true, marketing: true, analytics: true, functional: true })}>Accept toate</Button>
        </div>
      </div>
    </section>
  );
}
