import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AdminModeData, OptimizationType } from '#generated/main-api/types.gen';
import { createRandom } from '../../catalogue/random';
import { isAdmin, sessionOf } from '../../http/identity';
import type { VariantRow } from '../../repositories/variants';

/** SPEC §6: admin mode is on only while this cookie equals 1, and only for a user with the admin role. */
export const adminModeCookie = 'admin-mode';

/** Whether the request is a staff user's with admin mode on: only then do variants carry their ranking details. */
export async function inAdminMode(c: Context): Promise<boolean> {
  if (getCookie(c, adminModeCookie) !== '1') return false;
  const claims = await sessionOf(c);
  return claims !== undefined && isAdmin(claims);
}

/** Most listings are ranked automatically; a few positions are set by hand or pinned. */
const optimizationOf = (draw: number): OptimizationType => (draw < 0.8 ? 'automatic' : draw < 0.93 ? 'manual' : 'stableRank');

/**
 * The ranking details a staff user sees on a card (SPEC §3 adminMode): the search engine's score
 * and the card's place in this listing, the product group, how the place was optimised, and what
 * the image classifier said of the main image. Drawn from the variant's id, so the same card
 * always shows the same details.
 */
export function adminModeOf(row: VariantRow, position: number): AdminModeData {
  const random = createRandom(row.id * 7919);
  return {
    esRank: Math.round((40 + random.next() * 160) * 100) / 100,
    esPosition: position,
    groupId: `${row.category_slug}-${row.product_id}`,
    optimizationType: optimizationOf(random.next()),
    mainImageType: row.image_count > 0 ? (random.next() < 0.7 ? 'cutout' : 'lifestyle') : null,
    mainImageOrientation: row.image_count > 0 ? (random.next() < 0.6 ? 'landscape' : random.next() < 0.5 ? 'portrait' : 'square') : null,
    mainImageAiScore: row.image_count > 0 ? Math.round((0.45 + random.next() * 0.55) * 100) / 100 : null,
  };
}
