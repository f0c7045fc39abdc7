import { parseCookie } from 'cookie';
import { visitorCookie } from '#domain/visitor';
import { adminModeCookie } from '#ui/lib/admin/admin-mode';
import { deviceTypeOf } from '#ui/lib/analytics/page-context';
import { consentCookie, isBot, parseConsent, seenBanners, showsCookieBar } from '#ui/lib/consent';
import { listingViewCookie } from '#ui/lib/listing-view';
import type { VersionScope } from '../lib/main-api';

/**
 * Cookies that make a page someone's: the session (the header's user, likes, favourites), the
 * visitor id (experiments bucket it; the backends know the browser by it) and staff's admin mode.
 * A request carrying any of them is drawn for that person and never shared.
 */
const personalCookies = ['cuib_token', visitorCookie, adminModeCookie];

/** A shopper's or a shop's own pages (and the account forms): never shared, whatever the cookies say. */
export const personalPages = /^\/(?:admin(?:\/|$)|star\/(?!eshop\/)|user(?:\/|$)|login$|logout$|inregistrare$|parola\/|register\/confirmation\/|portal(?:\/|$)|watchdog\/)/;

/** Paths that are not pages: files, assets, server-component payloads and the backends. */
const notPages = /^\/(?:assets|RSC|api|images|icons|v1|v2|sub|docs)\/|\.[a-z0-9]+$/i;

/**
 * The key under which a page may be shared between visitors, or null when it may not.
 *
 * A page is drawn from its address and these parts of the request, and from nothing else that a
 * visitor without a personal cookie could change (what reads each: app/pages/_layout.tsx,
 * app/lib/page-context.ts, app/lib/features.ts, the listing's layout):
 * - the host (the two sites; and a `Host` of someone's choosing never fills the cache for others);
 * - the user agent, as a device type and whether it is a robot (the page context, the flags'
 *   attributes, the cookie bar);
 * - the consent choices, whether the cookie bar was answered, the banners closed, and the listing
 *   layout remembered.
 * Other cookies (attribution, a tag container's own) are not read while drawing a page.
 *
 * Not shared: anything but GET, a page with a personal cookie or a bearer header, analytics
 * consent without a visitor id (the page issues one and draws its experiments), a shopper's
 * own pages, and what is not a page at all.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (notPages.test(url.pathname) || personalPages.test(url.pathname)) return null;
  if (request.headers.has('authorization')) return null;
  const header = request.headers.get('cookie') ?? '';
  const cookies = header ? parseCookie(header) : {};
  if (personalCookies.some((name) => cookies[name] !== undefined)) return null;
  const consent = parseConsent(cookies[consentCookie]);
  if (consent.analytics) return null;
  const userAgent = request.headers.get('user-agent');
  return [
    request.headers.get('x-forwarded-host') ?? '',
    request.headers.get('host') ?? '',
    `${url.pathname}${url.search}`,
    deviceTypeOf(userAgent),
    isBot(userAgent) ? 'bot' : 'person',
    `consent=${consent.marketing ? 'm' : ''}${consent.functional ? 'f' : ''}`,
    `bar=${showsCookieBar(header, userAgent) ? 1 : 0}`,
    `banners=${seenBanners(header).toSorted().join(';')}`,
    `view=${cookies[listingViewCookie] ?? ''}`,
  ].join('\n');
}

/**
 * The product a product page shows, from its address (`/produs/{productId}-…`,
 * `/produs/v/{variantId}-…`): its page is keyed on that product's version. Only ids the backend
 * takes (1 to 12 digits, no leading zero) are asked about; any other address is not a product page
 * (a refused question would leave every page uncached for a while).
 */
export function productScope(path: string): VersionScope | undefined {
  const match = /^\/produs\/(v\/)?([1-9]\d{0,11})(?:-[^/]*)?$/.exec(path);
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] ? { variantId: id } : { productId: id };
}
