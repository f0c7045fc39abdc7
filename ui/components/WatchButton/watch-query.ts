import { getWatchStateOptions } from '#generated/watchdog/@tanstack/react-query.gen';
import { sameOrigin } from '../../lib/same-origin';

/*
 * The watch state's query, shared by the button's state module and the watchdog modal: both load
 * lazily (they bring TanStack Query), and they must name the same cache entry.
 */

/** The watchdog's path for one variant on the Romanian site. */
export const watchPath = (variantId: number) => ({ project: 'cuib' as const, variant_id: variantId });

/** `getWatchState` for the variant, on the site's own origin (cookies travel with it). */
export const watchStateOptions = (variantId: number) => getWatchStateOptions({ ...sameOrigin(), path: watchPath(variantId) });
