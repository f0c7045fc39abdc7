'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ConsentSettings } from '#generated/main-api/types.gen';
import { consentCookie, consentMaxAgeSeconds, cookieBarAcceptedCookie, serializeConsent } from '../../lib/consent';
import { sameOrigin } from '../../lib/same-origin';
// A plain button: this leaf hydrates with every page, and react-aria would come with it.
import { PlainButton } from '../Button/PlainButton';
import * as styles from './CookieConsent.css';

// The four checkboxes (and their react-aria code) load only when the visitor asks for the settings.
const ConsentChoices = lazy(() => import('./ConsentChoices'));

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
  const bar = useRef<HTMLElement>(null);
  // Nothing the keyboard reaches may hide behind the bar: the page scrolls focused elements above
  // its exact height (the stylesheet reserves a generous one until this runs, and without script).
  useEffect(() => {
    const element = bar.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight + 16}px`));
    observer.observe(element);
    // The browser may still leave a focused element a few pixels under the bar (it scrolls only
    // what it judges out of view): once it has scrolled, lift whatever is left.
    const lift = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      requestAnimationFrame(() => {
        const overlap = target.getBoundingClientRect().bottom - (element.getBoundingClientRect().top - 16);
        if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', lift);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', lift);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [open]);
  if (!open) return null;

  const save = (settings: ConsentSettings) => {
    remember(consentCookie, serializeConsent(settings));
    remember(cookieBarAcceptedCookie, '1');
    setOpen(false);
    // Measurement that waits for consent starts now, without a reload (ui/lib/analytics/runtime.ts).
    window.dispatchEvent(new Event('cuib:consent'));
    // The generated client sends it; should the visitor leave first, the beacon (the one call not
    // made through the client, since a beacon outlives the page) carries the same body.
    const url = new URL('/api/v2/consent', window.location.origin).toString();
    const beacon = () => navigator.sendBeacon(url, new Blob([JSON.stringify(settings)], { type: 'application/json' }));
    window.addEventListener('pagehide', beacon, { once: true });
    // The generated client (and its validators) loads only now, not with every page.
    import('#generated/main-api/sdk.gen')
      .then(({ postConsent }) => postConsent({ ...sameOrigin(), body: settings }))
      .catch((error) => console.warn('The consent could not be sent; it stays in the cookie.', error))
      .finally(() => window.removeEventListener('pagehide', beacon));
  };

  return (
    <section ref={bar} className={styles.root} aria-label="Cookie-uri">
      <div className={styles.inner}>
        <p className={styles.text}>
          Folosim cookie-uri ca site-ul să funcționeze și, dacă ești de acord, ca să înțelegem cum e folosit și să-ți arătăm oferte potrivite.{' '}
          <a href="/termeni/termeni-de-utilizare-cookies">Despre cookie-uri</a>
        </p>
        {settingsOpen && (
          <Suspense fallback={null}>
            <ConsentChoices choice={choice} onChange={setChoice} />
          </Suspense>
        )}
        <div className={styles.actions}>
          {settingsOpen ? (
            <PlainButton onClick={() => save(choice)}>Salvează setările</PlainButton>
          ) : (
            <PlainButton variant="secondary" onClick={() => setSettingsOpen(true)}>
              Setări
            </PlainButton>
          )}
          <PlainButton variant="secondary" onClick={() => save({ essential: true, marketing: false, analytics: false, functional: false })}>
            Doar esențiale
          </PlainButton>
          <PlainButton onClick={() => save({ essential: true, marketing: true, analytics: true, functional: true })}>Accept toate</PlainButton>
        </div>
      </div>
    </section>
  );
}
