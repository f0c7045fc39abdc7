'use client';

import { useEffect } from 'react';

/**
 * Opens the accordion section an anchor link points at (`/despre/adauga-magazin/faq#costuri`),
 * on arrival and on every later in-page link, and brings it into view. Renders nothing.
 */
export function AnchorAccordion() {
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const section = target?.closest('details');
      if (!section) return;
      section.open = true;
      target!.scrollIntoView({ block: 'start' });
    };
    openTarget();
    window.addEventListener('hashchange', openTarget);
    return () => window.removeEventListener('hashchange', openTarget);
  }, []);
  return null;
}
