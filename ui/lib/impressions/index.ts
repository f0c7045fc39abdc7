import { postImpressions } from '#generated/impressions/sdk.gen';
import type { ImpressionBatch, Project } from '#generated/impressions/types.gen';
import { ImpressionBuffer } from './buffer';
import { watchCards } from './seen';

export { ImpressionBuffer, impressionDelayFor } from './buffer';
export { seenThreshold, watchCards } from './seen';

export interface ImpressionsOptions {
  project: Project;
  /** The collector's origin (the page context's sgtm domain): impressions go to `{sgtmDomain}/impression`. */
  sgtmDomain: string;
}

/**
 * Starts counting the cards this visitor sees (SPEC §4 "Card seen") and sending them: loaded only
 * for a visitor who allowed analytics, never for robots. Returns what stops it.
 */
export function startImpressions({ project, sgtmDomain }: ImpressionsOptions): () => void {
  const body = (impressions: ImpressionBatch['impressions']): ImpressionBatch => ({ project, impressions });
  const buffer = new ImpressionBuffer(
    // The generated client throws on a network failure and on any answer outside 200–299.
    async (batch) => {
      await postImpressions({ baseUrl: sgtmDomain, body: body(batch), credentials: 'omit' });
      return true;
    },
    // A beacon outlives the page, which a fetch started while the page is hidden may not: the one
    // send not made through the generated client (openapi/impressions.yaml documents it).
    (batch) => navigator.sendBeacon(`${sgtmDomain}/impression`, new Blob([JSON.stringify(body(batch))], { type: 'application/json' })),
  );
  const stopWatching = watchCards((impression) => buffer.add(impression));
  const onHide = () => {
    if (document.visibilityState === 'hidden') buffer.flushNow();
  };
  const onPageHide = () => buffer.flushNow();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    stopWatching();
    buffer.flushNow();
    buffer.stop();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}
