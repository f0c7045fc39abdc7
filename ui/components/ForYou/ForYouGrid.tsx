'use client';

import type { Variant } from '#generated/main-api/types.gen';
import { useLoaded } from '../../hooks/use-loaded';
import { sameOrigin } from '../../lib/same-origin';
import { VariantGrid } from '../VariantGrid';
import type { ForYouProps } from './ForYou';

async function remarketingVariants(limit: number): Promise<Variant[]> {
  const { getUserRemarketingVariants } = await import('#generated/main-api/sdk.gen');
  try {
    return (await getUserRemarketingVariants({ ...sameOrigin(), query: { limit } })).data.variants;
  } catch (error) {
    console.warn('„Pentru tine” unavailable; the homepage shows without it.', error);
    throw error;
  }
}

/** The cards, once the main API has answered; nothing before, for none, or on a failure. */
export default function ForYouGrid({ christmasDays = null, multiplier = {}, limit = 5 }: ForYouProps) {
  const loaded = useLoaded(() => remarketingVariants(limit));
  if (loaded.status !== 'done' || loaded.data.length === 0) return null;
  return <VariantGrid heading="Pentru tine" variants={loaded.data} christmasDays={christmasDays} multiplier={multiplier} />;
}
