import { unstable_getHeaders, unstable_getRequest } from 'waku/router/server';

/** The shop-onboarding site is the main site's host with this first label (SPEC §2: onboarding subdomain). */
export const onboardingSubdomain = 'parteneri';

/** The host the visitor asked for: a proxy's forwarded host first (its first one), then `Host`, then the URL's. */
export function visitedHost(forwardedHost: string | undefined, host: string | undefined, url: string): string {
  return (forwardedHost ?? host ?? new URL(url).host).split(',')[0]!.trim().toLowerCase();
}

function requestHost(): string {
  const headers = unstable_getHeaders();
  return visitedHost(headers['x-forwarded-host'], headers.host, unstable_getRequest().url);
}

/** Whether a host is the shop-onboarding site's. */
export const isOnboardingHostName = (host: string) => host.toLowerCase().startsWith(`${onboardingSubdomain}.`);

/** The onboarding host beside a main-site host: `parteneri.cuib.ro` for `www.cuib.ro`. */
export const onboardingHostOf = (host: string) => (isOnboardingHostName(host) ? host : `${onboardingSubdomain}.${host.replace(/^www\./, '')}`);

/** The main-site host beside an onboarding host. */
export const mainHostOf = (host: string) => (isOnboardingHostName(host) ? host.slice(onboardingSubdomain.length + 1) : host);

/** Whether this request is for the shop-onboarding site. */
export function isOnboardingHost(): boolean {
  return isOnboardingHostName(requestHost());
}

const protocol = () => new URL(unstable_getRequest().url).protocol;

/** The origin of the onboarding site beside this one: `https://parteneri.cuib.ro` for `https://www.cuib.ro`. */
export function onboardingOrigin(): string {
  return `${protocol()}//${onboardingHostOf(requestHost())}`;
}

/** The origin of the main site beside the onboarding one. */
export function mainSiteOrigin(): string {
  return `${protocol()}//${mainHostOf(requestHost())}`;
}
