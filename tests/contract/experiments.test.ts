import { readFileSync } from 'node:fs';
import { type FeatureDefinition, GrowthBook } from '@growthbook/growthbook';
import { beforeAll, describe, expect, test } from 'vitest';
import { zEvalFeaturesResponse } from '#generated/features/zod.gen';
import type { ExperimentTrack } from '#generated/features/types.gen';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const features = JSON.parse(readFileSync('server/data/features.json', 'utf8')).features as Record<string, FeatureDefinition>;
const url = 'https://cuib.ro/produse/canapele';

/** The variation the payload's own rules draw for `id`, computed by the SDK locally. */
function localVariation(id: string): number | undefined {
  const growthbook = new GrowthBook({ features, attributes: { id } });
  const result = growthbook.evalFeature('card-layout').experimentResult;
  growthbook.destroy();
  return result?.inExperiment ? result.variationId : undefined;
}

async function remoteEval(body: Record<string, unknown>) {
  const { status, json } = await callBackend('POST', '/api/eval/sdk-cuib-ro', { body: { forcedVariations: {}, forcedFeatures: [], url, ...body } });
  expect(status).toBe(200);
  return zEvalFeaturesResponse.parse(json).features['card-layout'];
}

const tracksOf = (feature: Awaited<ReturnType<typeof remoteEval>>): ExperimentTrack[] => (feature?.rules ?? []).flatMap((rule) => rule.tracks ?? []);

describe('remote evaluation of the card-layout experiment (SPEC §7)', () => {
  test.each(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '6f1c0b1e-43a5-4b7e-9a57-1c2d3e4f5a6b'])(
    'visitor %s gets the variation local evaluation draws, with the experiment to track',
    async (id) => {
      const variation = localVariation(id);
      const feature = await remoteEval({ attributes: { id, loggedIn: false, deviceType: 'desktop', url } });
      expect(feature?.defaultValue).toBe(['standard', 'price-first'][variation!]);
      const [track, ...more] = tracksOf(feature);
      expect(more).toEqual([]);
      expect(track?.experiment).toMatchObject({ key: 'card-layout', variations: ['standard', 'price-first'] });
      expect(track?.result).toMatchObject({ variationId: variation, inExperiment: true, hashUsed: true, key: String(variation) });
      // The rule forces the value: the browser never sees the experiment's weights.
      expect(feature?.rules).toEqual([{ force: feature?.defaultValue, tracks: [expect.anything()] }]);
    },
  );

  test('a visitor without an id (no analytics consent) gets the default and nothing to track', async () => {
    const feature = await remoteEval({ attributes: { loggedIn: false, deviceType: 'mobile', url } });
    expect(feature).toEqual({ defaultValue: 'standard' });
  });

  test('the address forces a variation (`?card-layout=1`); with an id the view is tracked as that variation', async () => {
    const forcedUrl = `${url}?card-layout=1`;
    const id = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'].find((candidate) => localVariation(candidate) === 0)!;
    const feature = await remoteEval({ attributes: { id, url: forcedUrl }, url: forcedUrl });
    expect(feature?.defaultValue).toBe('price-first');
    expect(tracksOf(feature).map((track) => track.result)).toEqual([expect.objectContaining({ variationId: 1, inExperiment: true, hashUsed: false })]);
    const anonymous = await remoteEval({ attributes: { url: forcedUrl }, url: forcedUrl });
    expect(anonymous).toEqual({ defaultValue: 'price-first' });
  });

  test('forcedFeatures win over the experiment and track nothing', async () => {
    const feature = await remoteEval({ attributes: { id: '00000000-0000-4000-8000-000000000001', url }, forcedFeatures: [['card-layout', 'price-first']] });
    expect(feature).toEqual({ defaultValue: 'price-first' });
  });

  test('forcedVariations pick the variation by index', async () => {
    const feature = await remoteEval({ attributes: { id: '00000000-0000-4000-8000-000000000001', url }, forcedVariations: { 'card-layout': 0 } });
    expect(feature?.defaultValue).toBe('standard');
  });
});
