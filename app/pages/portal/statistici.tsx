import type { PageProps } from 'waku/router';
import { portalHeadingClass } from '#ui/components/PartnerPortal';
import * as tables from '#ui/components/PartnerPortal/tables.css';
import { PartnerStats } from '#ui/components/PartnerStats';
import { partnerShop, partnerStats } from '../../lib/partners';
import { NoShopPage, PortalPage, portalData } from './_portal';

const path = '/portal/statistici';
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Impressions, clicks to the shop and CTR per day and per category, for a period in the address. */
export default async function PortalStatsPage({ query }: PageProps<'/portal/statistici'>) {
  const params = new URLSearchParams(query);
  const day = (name: string) => (isoDay.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const period = { from: day('from'), to: day('to') };
  const [shopAnswer, statsAnswer] = await Promise.all([partnerShop(), partnerStats(period)]);
  const shop = portalData(shopAnswer, path, query);
  if (!shop) return <NoShopPage path={path} />;
  const problem = 'problem' in statsAnswer ? statsAnswer.problem : undefined;
  const stats = 'problem' in statsAnswer ? null : portalData(statsAnswer, path, query);
  if (!stats && !problem) return <NoShopPage path={path} />;
  return (
    <PortalPage path={path} title={`Statisticile magazinului ${shop.name}`} shopName={shop.name} section="statistici">
      <h1 className={portalHeadingClass}>Statistici</h1>
      <p className={tables.muted}>Afișările ofertelor tale pe Cuib (ale vizitatorilor care acceptă măsurarea) și toate clicurile către magazin, pe zile în ora UTC.</p>
      <PartnerStats stats={stats} problem={problem} from={period.from} to={period.to} />
    </PortalPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
