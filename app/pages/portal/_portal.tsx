import type { ReactNode } from 'react';
import { unstable_redirect } from 'waku/router/server';
import { NoShopNotice, PortalFrame, type PortalSection, portalHeadingClass } from '#ui/components/PartnerPortal';
import type { PortalAnswer } from '../../lib/partners';
import { PageHead } from '../_components/page-head';

export { pageParam } from './_page-param';

/** The portal's sign-in page. */
export const portalLoginPath = '/portal/autentificare';

/** Sends the visitor to sign in to the portal, and back to this page afterwards (`next` may only name a path of this site). */
export function redirectToPortalLogin(path: string, query?: string): never {
  const search = (query ?? '').replace(/^\?/, '');
  unstable_redirect(`${portalLoginPath}?${new URLSearchParams({ next: search ? `${path}?${search}` : path })}`, 307);
}

/**
 * The data of a portal page, or nothing when the account has no shop (the page then says so); a
 * visitor without a session is sent to sign in.
 */
export function portalData<T>(answer: PortalAnswer<T>, path: string, query?: string): T | null {
  if ('signedOut' in answer) redirectToPortalLogin(path, query);
  if ('noShop' in answer) return null;
  return answer.data;
}

/** A portal page: its head (never indexed), the portal's frame and the page's one heading. */
export function PortalPage({
  path,
  title,
  shopName,
  section,
  children,
}: {
  path: string;
  /** The page's title, before „| Cuib”. */
  title: string;
  shopName?: string;
  section?: PortalSection;
  children: ReactNode;
}) {
  return (
    <>
      <PageHead title={`${title} | Cuib pentru magazine`} description="Portalul magazinului pe Cuib: feedul de produse, importurile, ofertele și statisticile." canonical={path} robots="noindex, nofollow" />
      <PortalFrame shopName={shopName} current={section}>
        {children}
      </PortalFrame>
    </>
  );
}

/** What a portal page shows to an account without a shop. */
export function NoShopPage({ path }: { path: string }) {
  return (
    <PortalPage path={path} title="Portalul magazinului">
      <h1 className={portalHeadingClass}>Portalul magazinului</h1>
      <NoShopNotice />
    </PortalPage>
  );
}
