import { unstable_getHeaders } from 'waku/router/server';
import type { User } from '#generated/main-api/types.gen';
import { consentCookie, isBot, parseConsent, seenBanners, showsCookieBar } from '#ui/lib/consent';
import { deviceTypeOf, type PageContext } from '#ui/lib/analytics/page-context';
import { requestContext } from '../request-context';
import { requestCookie } from './cookies';
import { featuresClientKey, type SiteFlags } from './features';
import { tagContainerId, tagContainerUrl } from './tag-container';


/** The request's CSP nonce, for the page's inline scripts. */
export const scriptNonce = () => requestContext()?.nonce;

/**
 * The page context of SPEC §3, the first entry of `window.dataLayer`: the project's settings,
 * what is known of the visitor, and the flags this page was drawn with. Null for robots, who get
 * no analytics (SPEC §6).
 */
export function buildPageContext({ flags, user, url }: { flags: SiteFlags; user: User | null; url: string }): PageContext | null {
  const headers = unstable_getHeaders();
  const userAgent = headers['user-agent'];
  if (isBot(userAgent)) return null;
  const deviceType = deviceTypeOf(userAgent);
  return {
    project: {
      name: 'cuib',
      // The impression collector; empty: the site's own origin, where the embedded one answers.
      sgtmDomain: process.env.CUIB_SGTM_ORIGIN ?? '',
      tagContainerId: tagContainerId(),
      tagContainerUrl: tagContainerUrl(),
      clarityProjectId: null,
      shopTheLook: flags.shopTheLook,
      blackFriday: { active: flags.blackFriday },
    },
    requestData: {
      deviceType,
      isBot: false,
      cookieConsent: parseConsent(requestCookie(consentCookie)),
      showCookieBar: showsCookieBar(headers.cookie, userAgent),
      visitCount: null,
      bannerStripSeen: seenBanners(headers.cookie),
      debug: new URL(url).searchParams.get('debug') === '1',
      user: user && { id: user.id, hashedEmail: user.hashedEmail, isAdmin: user.isAdmin, adminModeEnabled: user.adminModeEnabled },
    },
    featureFlags: {
      clientKey: featuresClientKey(),
      attributes: { ...flags.attributes },
      features: {
        shopTheLook: flags.shopTheLook,
        christmasDeliveryDays: flags.christmasDeliveryDays,
        cardMultiplier: flags.cardMultiplier,
        blackFriday: flags.blackFriday,
        appInstallPrompt: flags.appInstallPrompt,
        cardLayout: flags.cardLayout,
      },
    },
  };
}
