'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (`/sw.js`) once the page has loaded. Renders nothing. Render it once,
 * in the root layout; a browser that refuses (private mode, no support) only logs a warning.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('The service worker was not registered.', error));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
