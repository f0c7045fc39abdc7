import type { OptimizationType } from '#generated/main-api/types.gen';

/** SPEC §3: optimisation types are shown as APO, MPO and RPO. */
export const optimizationLabels: Record<OptimizationType, string> = { automatic: 'APO', manual: 'MPO', stableRank: 'RPO' };

const defaultAdminTool = 'https://admin.cuib.ro';

/**
 * The admin tool staff open from a card, in a new tab: `CUIB_ADMIN_TOOL_URL` when the site's server
 * sets it (the panel is drawn on the server only), else the usual address.
 */
export function adminToolOrigin(): string {
  const configured = typeof process === 'undefined' ? undefined : process.env.CUIB_ADMIN_TOOL_URL;
  return (configured || defaultAdminTool).replace(/\/+$/, '');
}

export const adminToolLinks = (variantId: number, categoryId: number) => ({
  variant: `${adminToolOrigin()}/variante/${variantId}`,
  category: `${adminToolOrigin()}/categorii/${categoryId}/clasament`,
});
