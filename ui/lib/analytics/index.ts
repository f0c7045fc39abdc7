import type { AnalyticsEvent } from './events';

export type * from './events';
export { eventAttributes } from './events';

/**
 * What `window.dataLayer` holds: the page context first (pushed by the server's inline script),
 * then the catalogue's events, and whatever a tag container adds; so entries are read loosely.
 */
export type DataLayerEntry = { event?: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Pushes an event of the catalogue (./events.ts) to `window.dataLayer`, creating it when nothing has yet. */
export function pushDataLayer(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
}
