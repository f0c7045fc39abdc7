import { parseCookie } from 'cookie';
import { visitorCookie } from '#domain/visitor';
import { adminModeCookie } from '#ui/lib/admin/admin-mode';
import { deviceTypeOf } from '#ui/lib/analytics/page-context';
import { consentCookie, isBot, parseConsent, seenBanners, showsCookieBar } from '#ui/lib/consent';
import { listingViewCookie } from '#ui/lib/listing-view';
import type { SiteFlags } from '../lib/features';
import type { VersionScope } from '../lib/main-api';

/**
 * Cookies that make a browser someone's: the session and the visitor id (the backends know the
 * browser by them). A shared page is drawn without them (./shared-draw.ts), so nothing of the
 * person can enter it; the browser fills in its own parts after load (ui/lib/visitor.ts).
 */
const personalCookies = ['cuib_token', visitorCookie];

/**
 * A shopper's, a shop's or staff's own pages (and the account forms), and the pages whose backend
 * answer depends on who asks (an editor's draft preview, a comparison's number, which leads to it
 * for its owner only, the answer form): never shared, whatever the cookies say.
 */
export const personalPages =
  /^\/(?:admin(?:\/|$)|star\/(?!eshop\/)|user(?:\/|$)|login$|logout$|inregistrare$|parola\/|register\/confirmation\/|portal(?:\/|$)|watchdog\/|pqa\/answer\/|article\/preview\/|compare-products\/\d+$)/;

/** Paths that are not pages: files, assets, server-component payloads and the backends. */
const notPages = /^\/(?:assets|RSC|api|images|icons|v1|v2|sub|docs)\/|\.[a-z0-9]+$/i;

/**
 * The key under which a page may be shared between visitors, or null when it may not; the flags
 * the visitor gets (their experiment's variation) are added by ./shared-draw.ts.
 *
 * A shared page is drawn from its address and these parts of the request, without the personal
 * cookies (what reads each: app/pages/_layout.tsx, app/lib/page-context.ts, the listing's layout):
 * - the host (the two sites; and a `Host` of someone's choosing never fills the cache for others);
 * - the user agent, as a device type and whether it is a robot (the page context, the flags'
 *   attributes, the cookie bar);
 * - the consent choices, whether the cookie bar was answered, the banners closed, and the listing
 *   layout remembered.
 * Other cookies (attribution, a tag container's own) are not read while drawing a page.
 *
 * Not shared: anything but GET, a bearer header, staff in admin mode (every card carries its
 * ranking data), a shopper's own pages, and what is not a page at all.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (notPages.test(url.pathname) || personalPages.test(url.pathname)) return null;
  if (request.headers.has('authorization')) return null;
  const header = request.headers.get('cookie') ?? '';
  const cookies = header ? parseCookie(header) : {};
  if (cookies[adminModeCookie] !== undefined) return null;
  const consent = parseConsent(cookies[consentCookie]);
  const userAgent = request.headers.get('user-agent');
  return [
    request.headers.get('x-forwarded-host') ?? '',
    request.headers.get('host') ?? '',
    `${url.pathname}${url.search}`,
    deviceTypeOf(userAgent),
    isBot(userAgent) ? 'bot' : 'person',
    `consent=${consent.analytics ? 'a' : ''}${consent.marketing ? 'm' : ''}${consent.functional ? 'f' : ''}`,
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

/** What of the flags a page shows: every value, and the attributes but the address (the key has it). */
export function flagsKey({ attributes: { url: _, ...attributes }, ...values }: SiteFlags): string {
  return JSON.stringify({ ...values, attributes });
}

/** The request without the session and visitor cookies; everything else as it came. */
export function withoutPersonalCookies(request: Request): Request {
  const header = request.headers.get('cookie');
  if (!header) return request;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !personalCookies.includes(pair.split('=', 1)[0]!.trim()));
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set('cookie', kept.join('; '));
  else headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
