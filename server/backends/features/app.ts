import { backendApp } from '../../http/app';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type FeatureDefinition, GrowthBook } from '@growthbook/growthbook';
import { streamSSE } from 'hono/streaming';
import type { ExperimentTrack, FeaturePayload } from '#generated/features/types.gen';
import { zEvalFeaturesBody, zEvalFeaturesPath, zGetFeaturesPath, zSubscribeFeaturesPath } from '#generated/features/zod.gen';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';

/**
 * Feature flags in GrowthBook's payload format, read from a JSON file (`CUIB_FEATURES_FILE`,
 * default `server/data/features.json`), re-read when it changes.
 */
export const featuresApp = backendApp();

/** The client key the site uses (`CUIB_FEATURES_CLIENT_KEY`). */
export const clientKey = () => process.env.CUIB_FEATURES_CLIENT_KEY ?? 'sdk-cuib-ro';

// Relative to the working directory, which is the repository root for every npm script.
const featuresFile = () => resolve(process.env.CUIB_FEATURES_FILE ?? 'server/data/features.json');

let cached: { mtimeMs: number; payload: FeaturePayload } | undefined;

export function loadPayload(): FeaturePayload {
  const file = featuresFile();
  const { mtimeMs } = statSync(file);
  if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, payload: JSON.parse(readFileSync(file, 'utf8')) as FeaturePayload };
  return cached.payload;
}

const unknownKey = (key: string) => notFound(`Cheia de client „${key}” nu există.`, 'path.clientKey');

featuresApp.get('/api/features/:clientKey', async (c) => {
  const input = await validate(c, { path: zGetFeaturesPath });
  if (input instanceof Response) return input;
  if (input.path.clientKey !== clientKey()) return unknownKey(input.path.clientKey);
  // The SDK opens the /sub stream only when the payload answer says streaming is supported.
  c.header('x-sse-support', 'enabled');
  return c.json(loadPayload());
});

featuresApp.post('/api/eval/:clientKey', async (c) => {
  const input = await validate(c, { path: zEvalFeaturesPath, body: zEvalFeaturesBody });
  if (input instanceof Response) return input;
  if (input.path.clientKey !== clientKey()) return unknownKey(input.path.clientKey);
  const payload = loadPayload();
  // Evaluate with the SDK itself, so remote evaluation agrees with what the browser would compute.
  const growthbook = new GrowthBook({
    attributes: input.body.attributes,
    features: payload.features as Record<string, FeatureDefinition>,
    url: input.body.url,
    forcedVariations: input.body.forcedVariations,
  });
  const forced = new Map((input.body.forcedFeatures ?? []).map((pair) => [String(pair[0]), pair[1]]));
  // A user in an experiment gets the value as a forced rule carrying the experiment and their result
  // (`tracks`), as GrowthBook's remote evaluation does: the browser's SDK then calls its tracking
  // callback without ever seeing the experiment's rules. In it means bucketed by their id, or, with
  // an id, forced by the address (`?card-layout=1`): the site counts that view too, as its server
  // render does (app/lib/features.ts). Without the id there is no experiment.
  const evaluated = (key: string): FeaturePayload['features'][string] => {
    if (forced.has(key)) return { defaultValue: forced.get(key) };
    const result = growthbook.evalFeature(key);
    const { experiment, experimentResult } = result;
    if (result.source !== 'experiment' || !experiment || !experimentResult?.inExperiment || !experimentResult.hashValue) return { defaultValue: result.value };
    // The SDK's own objects, sent as they are (the contract lists the fields the browser reads).
    const track = { experiment, result: experimentResult } as unknown as ExperimentTrack;
    return { defaultValue: result.value, rules: [{ force: result.value, tracks: [track] }] };
  };
  const features = Object.fromEntries(Object.keys(payload.features).map((key) => [key, evaluated(key)]));
  growthbook.destroy();
  c.header('x-sse-support', 'enabled');
  return c.json({ features, dateUpdated: payload.dateUpdated } satisfies FeaturePayload);
});

featuresApp.get('/sub/:clientKey', async (c) => {
  const input = await validate(c, { path: zSubscribeFeaturesPath });
  if (input instanceof Response) return input;
  if (input.path.clientKey !== clientKey()) return unknownKey(input.path.clientKey);
  return streamSSE(c, async (stream) => {
    let sent = '';
    // Send the payload now and again whenever the file changes; a comment keeps proxies from closing.
    for (let tick = 0; !stream.aborted && !stream.closed; tick++) {
      const payload = JSON.stringify(loadPayload());
      if (payload !== sent) {
        await stream.writeSSE({ event: 'features', data: payload });
        sent = payload;
      } else if (tick % 15 === 0) {
        await stream.write(': keep-alive\n\n');
      }
      await stream.sleep(1000);
    }
  });
});
