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

/**
 * The flags for this request, evaluated with the GrowthBook SDK against the features backend
 * (`CUIB_FEATURES_URL`, else the embedded one). A failing or slow backend gives the cached
 * payload, or the defaults (SPEC §8), never an error.
 */
export async function siteFlags(): Promise<SiteFlags> {
  const request = unstable_getRequest();
  const growthbook = new GrowthBook({
    apiHost: backendBaseUrl('features'),
    clientKey: process.env.CUIB_FEATURES_CLIENT_KEY ?? 'sdk-cuib-ro',
    attributes: { url: request.url, date: new Date().toISOString().slice(0, 10) },
  });
  try {
    const { success } = await growthbook.init({ timeout: 1500 });
    if (!success) return defaultFlags;
    const days = growthbook.getFeatureValue('christmas-delivery-days', -1);
    return {
      shopTheLook: growthbook.getFeatureValue('shop-the-look', defaultFlags.shopTheLook),
      christmasDeliveryDays: typeof days === 'number' && days >= 0 ? days : null,
      cardMultiplier: growthbook.getFeatureValue('card-multiplier', defaultFlags.cardMultiplier as Record<string, unknown>),
      blackFriday: growthbook.getFeatureValue('black-friday', defaultFlags.blackFriday),
      appInstallPrompt: growthbook.getFeatureValue('app-install-prompt', defaultFlags.appInstallPrompt),
    };
  } catch (error) {
    console.error('Feature flags unavailable; using defaults.', error);
    return defaultFlags;
  } finally {
    growthbook.destroy();
  }
}
