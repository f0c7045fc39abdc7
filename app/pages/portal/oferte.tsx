import type { PageProps } from 'waku/router';
import { PartnerOffers } from '#ui/components/PartnerOffers';
import { portalHeadingClass } from '#ui/components/PartnerPortal';
import { mainSiteOrigin } from '../../lib/onboarding';
import { partnerOffers, partnerShop } from '../../lib/partners';
import { NoShopPage, PortalPage, pageParam, portalData } from './_portal';

const path = '/portal/oferte';

/** The shop's live offers on Cuib, paged, each linked to its page there. */
export default async function PortalOffersPage({ query }: PageProps<'/portal/oferte'>) {
  const params = new URLSearchParams(query);
  const [shopAnswer, offersAnswer] = await Promise.all([partnerShop(), partnerOffers(pageParam(params))]);
  const shop = portalData(shopAnswer, path, query);
  const offers = shop && portalData(offersAnswer, path, query);
  if (!shop || !offers) return <NoShopPage path={path} />;
  return (
    <PortalPage path={path} title={`Ofertele magazinului ${shop.name}`} shopName={shop.name} section="oferte">
      <h1 className={portalHeadingClass}>Ofertele active</h1>
      <PartnerOffers offers={offers.offers} pagination={offers.pagination} url={path} siteOrigin={mainSiteOrigin()} />
    </PortalPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
