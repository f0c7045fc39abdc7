import { configureCache, GrowthBook } from '@growthbook/growthbook';
import { getViewedExperimentsOptions, postExperimentEventMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { fetchThroughClient, mutateThroughClient } from '../query-calls';
import { sameOrigin } from '../same-origin';
import { featureCacheSettings } from './cache';
import { firstExposure } from './tracked';

export { featureCacheSettings } from './cache';
export { firstExposure } from './tracked';


export interface ExperimentContext {
  /** The attributes the server evaluated the page with (visitor id, logged in, device type, url). */
  attributes: Record<string, string | number | boolean>;
  clientKey: string;
  /** The features service: the site's own origin, where it is mounted or proxied. */
  apiHost: string;
}

/** Records an exposure (SPEC §7): `viewed-experiments?ex=experimentId|variationId` and an experiment event, once per visitor. */
async function recordExposure(experimentId: string, variationId: number): Promise<void> {
  const ex = `${experimentId}|${variationId}`;
  if (!firstExposure(ex)) return;
  await Promise.all([
    fetchThroughClient(getViewedExperimentsOptions({ ...sameOrigin(), query: { ex } })),
    mutateThroughClient(postExperimentEventMutation(sameOrigin()), { body: { name: 'experiment_viewed', params: { experiment_id: experimentId, variation_id: variationId } } }),
  ]);
}

/**
 * The GrowthBook SDK in the browser (loaded only with analytics consent, on a page that drew an
 * experiment): remote evaluation with the server's attributes (POST /api/eval/{clientKey}), kept
 * fresh by the /sub/{clientKey} stream, cached as SPEC §9 says; on an HTTP error or a timeout the
 * cached payload is used (SPEC §8). It draws nothing: the server already drew the variation with
 * the same attributes, so there is no flicker. Its tracking callback records the exposure.
 * Answers the variation the browser computed, which monitoring compares with the server's.
 */
export async function startExperiments({ attributes, clientKey, apiHost }: ExperimentContext): Promise<string> {
  configureCache(featureCacheSettings);
  const growthbook = new GrowthBook({
    apiHost,
    clientKey,
    attributes,
    url: typeof attributes.url === 'string' ? attributes.url : window.location.href,
    remoteEval: true,
    trackingCallback: (experiment, result) => {
      recordExposure(experiment.key, result.variationId).catch((error) => console.warn('The experiment exposure could not be recorded.', error));
    },
  });
  await growthbook.init({ timeout: 2000, streaming: true });
  return growthbook.getFeatureValue('card-layout', 'standard');
}
