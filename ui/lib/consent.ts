import { consentCategories } from '#domain/consent';
import type { ConsentSettings } from '#generated/main-api/types.gen';

export { consentCategories, consentCookie, parseConsent } from '#domain/consent';

/** Cookies of the consent bar (SPEC §4): the choices (#domain/consent), and that the bar was answered. Both last 365 days. */
export const cookieBarAcceptedCookie = 'cuib_cookie_bar_accepted';
export const consentMaxAgeSeconds = 365 * 24 * 3600;

// Crawlers and tools that fetch pages for machines: no cookie bar and no analytics for them (SPEC §6).
const botPattern = /bot\b|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|pingdom|uptimerobot|curl\/|wget\//i;

/** True for a search-engine crawler or a similar robot, from its user agent. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || botPattern.test(userAgent);
}

/** The consent cookie's value: the granted categories joined by `|` (`essential|analytics`). */
export function serializeConsent(settings: ConsentSettings): string {
  return consentCategories.filter((category) => settings[category]).join('|');
}

/** A cookie's value from a `Cookie` header or `document.cookie`. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    // A value that is not valid percent-encoding (`50%off`) is kept as it came, never a thrown URIError.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('=');
    }
  }
  return null;
}

/** Whether the cookie bar shows: not answered yet, and not a robot. */
export function showsCookieBar(cookies: string | null | undefined, userAgent: string | null | undefined): boolean {
  return cookieValue(cookies, cookieBarAcceptedCookie) === null && !isBot(userAgent);
}

/** Banner strips a visitor closed: their idents, separated by `;` (SPEC §4). */
export const bannerSeenCookie = 'cuib_banner_seen';

export function seenBanners(cookies: string | null | undefined): string[] {
  return (cookieValue(cookies, bannerSeenCookie) ?? '').split(';').filter(Boolean);
}
