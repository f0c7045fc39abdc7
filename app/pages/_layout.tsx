import type { ReactNode } from 'react';
import { unstable_getHeaders } from 'waku/router/server';
import { CookieConsent } from '#ui/components/CookieConsent';
import { ReviewsModalHost } from '#ui/components/ReviewsModal';
import { showsCookieBar } from '#ui/lib/consent';
import { SiteShell } from '#ui/components/SiteShell';

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Decided on the server (SPEC §4): robots never get the bar, answered visitors never see it again.
  const headers = unstable_getHeaders();
  const showCookieBar = showsCookieBar(headers.cookie, headers['user-agent']);
  return (
    <>
      <meta name="theme-color" content="#1f4d3a" />
      <SiteShell>{children}</SiteShell>
      <ReviewsModalHost />
      <CookieConsent show={showCookieBar} />
    </>
  );
}

// Dynamic: the cookie bar depends on the request's cookies and user agent.
export const getConfig = async () => ({ render: 'dynamic' }) as const;
