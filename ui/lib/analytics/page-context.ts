import type { ConsentSettings } from '#generated/main-api/types.gen';

/** Device classes of the page context and of the experiments' attributes. */
export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** The device class a user agent announces (Client Hints are not asked for: the first page must know). */
export function deviceTypeOf(userAgent: string | null | undefined): DeviceType {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(agent)) return 'mobile';
  return 'desktop';
}

/** The site-wide part of the page context (SPEC §3 "Page context": project). */
export interface ProjectContext {
  name: string;
  /** Where card impressions are posted (`{sgtmDomain}/impression`). */
  sgtmDomain: string;
  /** The tag container loaded with analytics consent; null: none is configured. */
  tagContainerId: string | null;
  /** The tag container's script, loaded as `{tagContainerUrl}?id={tagContainerId}`. */
  tagContainerUrl: string | null;
  clarityProjectId: string | null;
  shopTheLook: boolean;
  blackFriday: { active: boolean };
}

/** The visitor's part (SPEC §3: requestData). Nothing that identifies the person beyond their id and hashed e-mail. */
export interface RequestDataContext {
  deviceType: DeviceType;
  isBot: boolean;
  cookieConsent: ConsentSettings;
  showCookieBar: boolean;
  /** Not counted by this site: null. */
  visitCount: number | null;
  /** Banner strips this visitor closed. */
  bannerStripSeen: string[];
  /** `?debug=1` on the address. */
  debug: boolean;
  user: { id: number; hashedEmail: string; isAdmin: boolean; adminModeEnabled: boolean } | null;
}

/** Feature flags as evaluated for this page (SPEC §3: feature-flag context). */
export interface FeatureFlagContext {
  /** The features service's client key, for the browser's SDK. */
  clientKey: string;
  attributes: Record<string, string | boolean | number>;
  features: Record<string, unknown>;
}

/** The first entry of `window.dataLayer` on every page. */
export interface PageContext {
  project: ProjectContext;
  requestData: RequestDataContext;
  featureFlags: FeatureFlagContext;
}

/** A page's own props (SPEC §3: page props with their dataLayer), pushed right after the page context. */
export interface PageProps {
  pageProps: {
    /** The page's main variant or listing, in the dataLayer shape (`{id, name, price}` for a product). */
    dataLayer?: Record<string, unknown>;
    query?: string;
    [key: string]: unknown;
  };
}

/**
 * The inline script that pushes an entry to `window.dataLayer` before the page's code runs. JSON is
 * not safe inside `<script>` as it is: `<` (a `</script>` in a product name) and the two line
 * separators JavaScript once refused are written as escapes.
 */
export function dataLayerScript(entry: PageContext | PageProps): string {
  const json = JSON.stringify(entry).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `(window.dataLayer=window.dataLayer||[]).push(${json});`;
}

/** The page context the server pushed, once the page runs (null on a page without one: robots). */
export function pageContext(): PageContext | null {
  const first = typeof window === 'undefined' ? undefined : window.dataLayer?.[0];
  return first && typeof first === 'object' && 'project' in first && 'requestData' in first ? (first as unknown as PageContext) : null;
}
