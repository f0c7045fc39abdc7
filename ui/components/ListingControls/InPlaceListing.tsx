'use client';

import { type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { canonicalListingUrl } from '#domain/listing-url';
import { ListingNavigation } from '../../lib/listing-navigation';
import { isPlainClick } from '../../lib/plain-click';
import * as styles from './ListingControls.css';

export interface InPlaceListingProps {
  /** Opens a URL of this listing in place: on the site, the router's push without scrolling. */
  navigate: (url: string) => Promise<void> | void;
  /** Where the focus goes when the control that had it is gone from the new state: the results. */
  resultsId: string;
  className?: string;
  children: ReactNode;
}

/** The element the focus goes to when it has nowhere to stay: the results' heading, for as long as it holds it. */
function focusResults(resultsId: string): void {
  const heading = document.getElementById(resultsId)?.querySelector<HTMLElement>('h1, h2');
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
  heading.focus();
}

/**
 * Takes a listing's filters, chips, sort and range forms in place (issue: filters reloaded the page
 * and dropped the focus to the top): a control marked `data-in-place` opens its URL through
 * `navigate`, the page is updated where it is, and the focus stays on the control, or goes to the
 * results when that control is gone. Filter choices are links with the checkbox role, so Space
 * toggles them as it would a checkbox. Without JavaScript every one of them is a link or a GET form.
 */
export function InPlaceListing({ navigate, resultsId, className, children }: InPlaceListingProps) {
  const [busy, setBusy] = useState(false);
  // The control a navigation started from; checked once the new state has been rendered.
  const started = useRef<Element | null>(null);

  const open = useCallback(
    async (url: string, from: Element | null) => {
      started.current = from;
      setBusy(true);
      try {
        await navigate(url);
      } catch {
        // The update failed (offline, a server error): open the page the plain way, which says what happened.
        window.location.assign(url);
      } finally {
        setBusy(false);
      }
    },
    [navigate],
  );

  // The server's new listing arrives as new children: by then the focused control either still
  // exists (the same element, kept by React) or is gone.
  useLayoutEffect(() => {
    const from = started.current;
    if (!from) return;
    started.current = null;
    if (!from.isConnected || document.activeElement === document.body) focusResults(resultsId);
  }, [children, resultsId]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href][data-in-place]');
    if (!link || link.target) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void open(`${url.pathname}${url.search}`, link);
  };

  // Space toggles a choice, as on a checkbox (on a link it would scroll the page).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (event.key !== ' ' || !target.matches('a[role="checkbox"]')) return;
    event.preventDefault();
    (target as HTMLAnchorElement).click();
  };

  // A GET form of the listing (a typed price or dimension range), sent to the URL it would open.
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.matches('form[data-in-place]')) return;
    const url = new URL(form.action, window.location.href);
    url.search = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])).toString();
    for (const [name, value] of [...url.searchParams]) if (value === '') url.searchParams.delete(name);
    event.preventDefault();
    const path = `${url.pathname}${url.search}`;
    void open(canonicalListingUrl(path) ?? path, form.querySelector('button[type="submit"]') ?? form);
  };

  const navigateFromSlider = useCallback((url: string) => void open(url, document.activeElement), [open]);

  return (
    <ListingNavigation.Provider value={navigateFromSlider}>
      <div className={className ? `${styles.inPlace} ${className}` : styles.inPlace} aria-busy={busy || undefined} onClick={onClick} onKeyDown={onKeyDown} onSubmit={onSubmit}>
        {children}
      </div>
    </ListingNavigation.Provider>
  );
}
