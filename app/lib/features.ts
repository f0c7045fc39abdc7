import { configureCache, GrowthBook, setPolyfills } from '@growthbook/growthbook';
import { unstable_getRequest } from 'waku/router/server';
import { backendBaseUrl, backendFetch } from './backend';

// SPEC §9: feature payloads are stale after a minute, kept at most 4 hours, 10 entries; idle streams
// close after 20 s. The server never streams: each render evaluates the cached payload.
configureCache({ staleTTL: 60_000, maxAge: 4 * 3_600_000, maxEntries: 10, idleStreamInterval: 20_000, backgroundSync: false });
// The SDK fetches through the site's bounded backend fetch: in process for the embedded backend,
// a second at most, abandoned with the visitor's request.
setPolyfills({ fetch: backendFetch('features', 'secondary') });

/** The feature flags the site's pages read (`server/data/features.json` in the reference backend). */
export interface SiteFlags {
  /** Inspirations (shop-the-look) link in the header and the inspirations pages. */
  shopTheLook: boolean;
  /** Days before 24 December within which delivery tags say „Livrare până la Crăciun”; null turns the tag off. */
  christmasDeliveryDays: number | null;
  /** Non-empty: the main link of a variant card goes to the detail page instead of the shop. */
  cardMultiplier: Record<string, unknown>;
  blackFriday: boolean;
  appInstallPrompt: boolean;
}

/** What the site does when the flags cannot be read: nothing optional is switched on. */
export const defaultFlags: SiteFlags = { shopTheLook: false, christmasDeliveryDays: null, cardMultiplier: {}, blackFriday: false, appInstallPrompt: false };

/** After the features backend failed, pages use the defaults this long before asking it again. */
const unavailableForMs = 30_000;
let unavailableUntil = 0;

function unavailable(reason: unknown): SiteFlags {
  if (Date.now() >= unavailableUntil) console.error(`Feature flags unavailable; using defaults for ${unavailableForMs / 1000} s.`, reason);
  unavailableUntil = Date.now() + unavailableForMs;
  return defaultFlags;
}

/**
 * The flags for this request, evaluated with the GrowthBook SDK against the features backend
 * (`CUIB_FEATURES_URL`, else the embedded one). A failing or slow backend gives the cached
 * payload, or the defaults (SPEC §8), never an error; once it has failed, pages use the defaults
 * for 30 s without asking it, instead of each waiting a second for it.
 */
export async function siteFlags(): Promise<SiteFlags> {
  if (Date.now() < unavailableUntil) return defaultFlags;
  const request = unstable_getRequest();
  const growthbook = new GrowthBook({
    apiHost: backendBaseUrl('features'),
    clientKey: process.env.CUIB_FEATURES_CLIENT_KEY ?? 'sdk-cuib-ro',
    attributes: { url: request.url, date: new Date().toISOString().slice(0, 10) },
  });
  try {
    const { success, error } = await growthbook.init({ timeout: 1500 });
    if (!success) return unavailable(error);
    const days = growthbook.getFeatureValue('christmas-delivery-days', -1);
    return {
      shopTheLook: growthbook.getFeatureValue('shop-the-look', defaultFlags.shopTheLook),
      christmasDeliveryDays: typeof days === 'number' && days >= 0 ? days : null,
      cardMultiplier: growthbook.getFeatureValue('card-multiplier', defaultFlags.cardMultiplier as Record<string, unknown>),
      blackFriday: growthbook.getFeatureValue('black-friday', defaultFlags.blackFriday),
      appInstallPrompt: growthbook.getFeatureValue('app-install-prompt', defaultFlags.appInstallPrompt),
    };
  } catch (error) {
    return unavailable(error);
  } finally {
    growthbook.destroy();
  }
}
