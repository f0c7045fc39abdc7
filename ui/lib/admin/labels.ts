import type { OptimizationType } from '#generated/main-api/types.gen';

/** SPEC §3: optimisation types are shown as APO, MPO and RPO. */
export const optimizationLabels: Record<OptimizationType, string> = { automatic: 'APO', manual: 'MPO', stableRank: 'RPO' };

/** The admin tool staff open from a card, in a new tab. */
export const adminToolOrigin = 'https://admin.cuib.ro';
export const adminToolLinks = (variantId: number, categoryId: number) => ({
  variant: `${adminToolOrigin}/variante/${variantId}`,
  category: `${adminToolOrigin}/categorii/${categoryId}/clasament`,
});
