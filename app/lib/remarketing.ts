import { middleware } from '#generated/main-api/runtime.gen';
import { getUserRemarketingVariants } from '#generated/main-api/sdk.gen';
import type { Variant } from '#generated/main-api/types.gen';
import { backendOptions } from './backend';
import { isKnownVisitor } from './cookies';

/**
 * What a returning visitor liked lately (or, for one who liked nothing yet, the day's popular
 * deals), for the homepage. Asked only of visitors the backend can know (a visitor or session
 * cookie); secondary: any failure gives none, and the homepage shows without the block.
 */
export async function remarketingVariants(limit = 10): Promise<Variant[]> {
  if (!isKnownVisitor()) return [];
  try {
    return (await getUserRemarketingVariants({ ...backendOptions('main-api', middleware, 'secondary'), query: { limit } })).data.variants;
  } catch (error) {
    console.warn('Remarketing variants unavailable; the homepage shows without them.', error);
    return [];
  }
}
