import type { ReactNode } from 'react';
import { unstable_getHeaders, unstable_getRequest } from 'waku/router/server';
import { BannerStrip } from '#ui/components/BannerStrip';
import { CookieConsent } from '#ui/components/CookieConsent';
import { DetailModalsHost } from '#ui/components/DetailModals';
import { LikesStart } from '#ui/components/LikesStart';
import { Measurement } from '#ui/components/Measurement';
import { OnboardingShell } from '#ui/components/OnboardingShell';
import { DataLayerPush } from '#ui/components/PageContext';
import { ReviewsModalHost } from '#ui/components/ReviewsModal';
import { ServiceWorker } from '#ui/components/ServiceWorker';
import { seenBanners, showsCookieBar } from '#ui/lib/consent';
import { SiteShell } from '#ui/components/SiteShell';
import { siteFlags } from '../lib/features';
import { isKnownVisitor } from '../lib/cookies';
import { likedVariantsCount } from '../lib/likes';
import { currentUser, headerMenu } from '../lib/main-api';
import { isOnboardingHost, mainSiteOrigin, onboardingOrigin } from '../lib/onboarding';
import { buildPageContext, scriptNonce } from '../lib/page-context';
import { AdminMode, InstallPrompt } from './_components/occasional-leaves';

/** The strip shown while the Black Friday flag is on, until the visitor closes it. */
const blackFridayBanner = {
  ident: 'black-friday-2026',
  text: 'Black Friday pe Cuib: reduceri verificate la mii de produse pentru casă și grădină.',
  link: { href: '/produse/black-friday', label: 'Vezi ofertele' },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  if (isOnboardingHost()) return <OnboardingShell mainSiteOrigin={mainSiteOrigin()}>{children}</OnboardingShell>;
  // Decided on the server (SPEC §4): robots never get the bar, answered visitors never see it again.
  const headers = unstable_getHeaders();
  const showCookieBar = showsCookieBar(headers.cookie, headers['user-agent']);
  // The liked count comes from another backend and only fills a badge: the page does not wait for it.
  const likedCount = likedVariantsCount();
  const [flags, menu, user] = await Promise.all([siteFlags(), headerMenu(), currentUser()]);
  const showBanner = flags.blackFriday && !seenBanners(headers.cookie).includes(blackFridayBanner.ident);
  // SPEC §3: the page context is the first entry of the dataLayer, before any event; robots get none.
  const context = buildPageContext({ flags, user, url: unstable_getRequest().url });
  return (
    <>
      {context && <DataLayerPush entry={context} nonce={scriptNonce()} />}
      <meta name="theme-color" content="#1f4d3a" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/icon-192.png" />
      <SiteShell
        banner={showBanner && <BannerStrip {...blackFridayBanner} />}
        header={{
          menu,
          user: user && { name: user.name, initials: user.initials, avatarUrl: user.avatarUrl, isAdmin: user.isAdmin, adminModeEnabled: user.adminModeEnabled },
          likedCount,
          showInspirations: flags.shopTheLook,
          blackFriday: flags.blackFriday,
          studioUrl: `${onboardingOrigin()}/`,
        }}
      >
        {children}
      </SiteShell>
      <ReviewsModalHost />
      <DetailModalsHost />
      <CookieConsent show={showCookieBar} />
      {/* Never together with the cookie bar: one question at a time at the bottom of the screen. */}
      {flags.appInstallPrompt && !showCookieBar && <InstallPrompt />}
      <LikesStart userId={user?.id ?? null} personal={isKnownVisitor()} />
      <ServiceWorker />
      {context && <Measurement />}
      {/* Staff in admin mode only: nobody else gets a reference to its code (SPEC §6). */}
      {user?.isAdmin && user.adminModeEnabled && <AdminMode />}
    </>
  );
}

// Dynamic: the cookie bar depends on the request's cookies and user agent.
export const getConfig = async () => ({ render: 'dynamic' }) as const;
