import { forwarded, origins, partnerSubdomain } from '#domain/origins';
import { unstable_getHeaders } from 'waku/router/server';

/**
 * The host a request was made for, which picks the site to show: `Host`, or the `X-Forwarded-Host`
 * entry the trusted proxies added (`CUIB_TRUST_PROXY` hops, never one the client wrote before them).
 * It never picks where links or redirects lead: those come from the configured origins.
 */
export function visitedHost(headers: { host?: string | undefined; forwardedHost?: string | undefined }): string {
  return (forwarded(headers.forwardedHost) ?? headers.host?.split(',')[0] ?? '').trim().toLowerCase();
}

/** Whether a host is the shop-onboarding site's (`parteneri.cuib.ro`, `parteneri.localhost:3000`). */
export const isOnboardingHostName = (host: string) => host.startsWith(`${partnerSubdomain}.`) || host === new URL(origins().partner).host;

/** Whether this request is for the shop-onboarding site. */
export function isOnboardingHost(): boolean {
  const headers = unstable_getHeaders();
  return isOnboardingHostName(visitedHost({ host: headers.host, forwardedHost: headers['x-forwarded-host'] }));
}

/** The onboarding site's origin (`CUIB_PARTNER_ORIGIN`, by default the shop's with `parteneri.`). */
export const onboardingOrigin = () => origins().partner;

/** The shop's origin (`CUIB_SITE_ORIGIN`). */
export const mainSiteOrigin = () => origins().site;
