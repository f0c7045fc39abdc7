import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type FeatureDefinition, GrowthBook } from '@growthbook/growthbook';

const features = JSON.parse(readFileSync(resolve(import.meta.dirname, '../e2e/features.json'), 'utf8')).features as Record<string, FeatureDefinition>;

/** A visitor id the `card-layout` experiment buckets into `variationId`, found with the SDK itself: the visitor is forced into it by their id. */
export function visitorIn(variationId: number): string {
  for (;;) {
    const id = randomUUID();
    const growthbook = new GrowthBook({ features, attributes: { id } });
    const result = growthbook.evalFeature('card-layout').experimentResult;
    growthbook.destroy();
    if (result?.inExperiment && result.variationId === variationId) return id;
  }
}
