'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { headerScrollDebounceMs, headerStateAfterScroll } from '../../lib/header-scroll';
import * as styles from './SiteHeader.css';

/**
 * Keeps the header at hand (SPEC §4 Header): sticky past its own height, out of the way while the
 * shopper scrolls down, back as soon as they scroll up. It stays while the mega-menu is open, the
 * search is open, or focus is inside it (a keyboard user never tabs into a hidden header).
 */
export function HeaderScroll({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ sticky: false, hidden: false });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pinned = () => element.matches(':focus-within') || element.querySelector('[data-menu-open], [aria-expanded="true"][role="combobox"]') !== null;
    const update = () => {
      const y = window.scrollY;
      // Read now: the updater below runs later, after lastY has moved on.
      const reading = {
        y,
        lastY,
        headerHeight: element.offsetHeight,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
        pinned: pinned(),
      };
      setState((current) => {
        const next = headerStateAfterScroll({ ...reading, hidden: current.hidden });
        return next.sticky === current.sticky && next.hidden === current.hidden ? current : next;
      });
      lastY = y;
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, headerScrollDebounceMs);
    };
    const onFocusIn = () => setState((current) => (current.hidden ? { ...current, hidden: false } : current));
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('focusin', onFocusIn);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <div ref={root} className={styles.sticky} data-sticky={state.sticky ? '' : undefined} data-hidden={state.hidden ? '' : undefined}>
      {children}
    </div>
  );
}
