import { configureCache, GrowthBook, setPolyfills } from '@growthbook/growthbook';
import { cache } from 'react';
import { unstable_getHeaders, unstable_getRequest } from 'waku/router/server';
import { visitorCookie } from '#domain/visitor';
import { type CardVariant, cardVariants } from '#ui/components/VariantCard/card-variants';
import { consentCookie } from '#ui/lib/consent';
import { type ExperimentAttributes, experimentAttributesOf } from '#ui/lib/experiments/attributes';
import { featureCacheSettings } from '#ui/lib/experiments/cache';
import { requestContext } from '../request-context';
import { backendBaseUrl, backendFetch, noteMissingPart } from './backend';
import { requestCookie } from './cookies';

// SPEC §9's cache, as in the browser; the server never streams: each render evaluates the cached payload.
configureCache({ ...featureCacheSettings, backgroundSync: false });
// The SDK fetches through the site's bounded backend fetch: in process for the embedded backend,
// a second at most, abandoned with the visitor's request.
setPolyfills({ fetch: backendFetch('features', 'secondary') });

/** The features service's client key (`CUIB_FEATURES_CLIENT_KEY`). */
export const featuresClientKey = () => process.env.CUIB_FEATURES_CLIENT_KEY ?? 'sdk-cuib-ro';

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
  /** The `card-layout` experiment's variation for this visitor (`standard` outside it). */
  cardLayout: CardVariant;
  /** The experiments this page put the visitor in, for the browser's tracking (SPEC §7). */
  experiments: AssignedExperiment[];
  /** The attributes the flags were evaluated with; the browser evaluates with the same. */
  attributes: ExperimentAttributes;
}

export interface AssignedExperiment {
  key: string;
  variationId: number;
}

export type { ExperimentAttributes } from '#ui/lib/experiments/attributes';

/** The attributes of this request (ui/lib/experiments/attributes.ts): the same in the page and, through the page context, in the browser. */
export function experimentAttributes(): ExperimentAttributes {
  return experimentAttributesOf({
    visitorCookie: requestCookie(visitorCookie),
    issuedVisitorId: requestContext()?.visitorId,
    consentCookie: requestCookie(consentCookie),
    loggedIn: requestCookie('cuib_token') !== undefined,
    userAgent: unstable_getHeaders()['user-agent'],
    url: unstable_getRequest().url,
  });
}

/** What the site does when the flags cannot be read: nothing optional is switched on. */
export const defaultFlags: SiteFlags = {
  shopTheLook: false,
  christmasDeliveryDays: null,
  cardMultiplier: {},
  blackFriday: false,
  appInstallPrompt: false,
  cardLayout: 'standard',
  experiments: [],
  attributes: { loggedIn: false, deviceType: 'desktop', url: '' },
};

/** After the features backend failed, pages use the defaults this long before asking it again. */
const unavailableForMs = 30_000;
let unavailableUntil = 0;

function unavailable(reason: unknown, attributes: ExperimentAttributes): SiteFlags {
  noteMissingPart();
  if (Date.now() >= unavailableUntil) console.error(`Feature flags unavailable; using defaults for ${unavailableForMs / 1000} s.`, reason);
  unavailableUntil = Date.now() + unavailableForMs;
  return { ...defaultFlags, attributes };
}

/**
 * The flags for this request. A page drawn to be shared was handed its flags by the front
 * (app/page-cache/shared-draw.ts), evaluated for the visitor who asked, without their id; any other
 * page evaluates them here.
 */
export const siteFlags = cache(async (): Promise<SiteFlags> => requestContext()?.flags ?? flagsFor(experimentAttributes()));

/**
 * The flags for these attributes, evaluated with the GrowthBook SDK against the features backend
 * (`CUIB_FEATURES_URL`, else the embedded one). A failing or slow backend gives the cached
 * payload, or the defaults (SPEC §8), never an error; once it has failed, pages use the defaults
 * for 30 s without asking it, instead of each waiting a second for it.
 */
export async function flagsFor(attributes: ExperimentAttributes): Promise<SiteFlags> {
  if (Date.now() < unavailableUntil) {
    // The defaults stand in for flags not read: the page is not kept for others.
    noteMissingPart();
    return { ...defaultFlags, attributes };
  }
  const growthbook = new GrowthBook({
    apiHost: backendBaseUrl('features'),
    clientKey: featuresClientKey(),
    // `date` only serves date-bound rules (Black Friday); the URL also lets QA force a variation (`?card-layout=1`).
    attributes: { ...attributes, date: new Date().toISOString().slice(0, 10) },
    url: attributes.url,
  });
  try {
    const { success, error } = await growthbook.init({ timeout: 1500 });
    if (!success) return unavailable(error, attributes);
    const days = growthbook.getFeatureValue('christmas-delivery-days', -1);
    return {
      shopTheLook: growthbook.getFeatureValue('shop-the-look', defaultFlags.shopTheLook),
      christmasDeliveryDays: typeof days === 'number' && days >= 0 ? days : null,
      cardMultiplier: growthbook.getFeatureValue('card-multiplier', defaultFlags.cardMultiplier as Record<string, unknown>),
      blackFriday: growthbook.getFeatureValue('black-friday', defaultFlags.blackFriday),
      appInstallPrompt: growthbook.getFeatureValue('app-install-prompt', defaultFlags.appInstallPrompt),
      ...cardLayoutOf(growthbook),
      attributes,
    };
  } catch (error) {
    return unavailable(error, attributes);
  } finally {
    growthbook.destroy();
  }
}

/**
 * The card-layout experiment's value, and whether this visitor is in it: bucketed by their id, or
 * forced by the address (`?card-layout=1`, for QA), which then counts as their exposure too, as
 * the backend's remote evaluation says (server/backends/features/app.ts). Without an id (no
 * analytics consent) nobody is in it.
 */
function cardLayoutOf(growthbook: GrowthBook): Pick<SiteFlags, 'cardLayout' | 'experiments'> {
  const result = growthbook.evalFeature<string>('card-layout');
  const cardLayout = (cardVariants as readonly string[]).includes(result.value ?? '') ? (result.value as CardVariant) : 'standard';
  const inExperiment = result.source === 'experiment' && result.experiment && result.experimentResult?.inExperiment && Boolean(result.experimentResult.hashValue);
  return { cardLayout, experiments: inExperiment ? [{ key: result.experiment!.key, variationId: result.experimentResult!.variationId }] : [] };
}
