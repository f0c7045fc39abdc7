import type { PageProps } from 'waku/router';
import { FeedSettingsForm, FeedUpload, ImportNowButton } from '#ui/components/FeedSettings';
import { ImportList } from '#ui/components/FeedImports';
import { portalColumnsClass, portalHeadingClass, ShopOverview } from '#ui/components/PartnerPortal';
import * as tables from '#ui/components/PartnerPortal/tables.css';
import { QueryIsland } from '#ui/components/QueryIsland';
import { submittedForm } from '../../forms/submitted';
import { mainSiteOrigin } from '../../lib/onboarding';
import { partnerImports, partnerShop } from '../../lib/partners';
import { NoShopPage, PortalPage, pageParam, portalData } from './_portal';

const path = '/portal';

/**
 * The partner portal's overview: the shop as Cuib lists it, its feed's address and format, reading
 * the feed now or uploading a file, and the imports with their counts and states.
 */
export default async function PortalOverviewPage({ query }: PageProps<'/portal'>) {
  const params = new URLSearchParams(query);
  const page = pageParam(params);
  const [shopAnswer, importsAnswer] = await Promise.all([partnerShop(), partnerImports(page)]);
  const shop = portalData(shopAnswer, path, query);
  if (!shop) return <NoShopPage path={path} />;
  const imports = portalData(importsAnswer, path, query);
  const confirmed = params.get('confirmat') === '1';
  return (
    <PortalPage path={path} title={`${shop.name}: portalul magazinului`} shopName={shop.name} section="prezentare">
      <h1 className={portalHeadingClass}>{shop.name}</h1>
      {confirmed && (
        <p className={tables.status} role="status">
          Adresa ta este confirmată. Bun venit în portalul magazinului! Începe cu adresa feedului de produse.
        </p>
      )}
      <div className={portalColumnsClass}>
        <ShopOverview shop={shop} siteOrigin={mainSiteOrigin()} />
        <QueryIsland>
          <section className={tables.card} aria-labelledby="feed-titlu">
            <h2 id="feed-titlu" className={tables.sectionHeading}>
              Feedul de produse
            </h2>
            <FeedSettingsForm feed={shop.feed} initial={submittedForm('portalFeed')} saved={params.get('salvat') === '1'} />
            <ImportNowButton hasFeedUrl={shop.feed.url !== null} initial={submittedForm('portalImport')} />
          </section>
        </QueryIsland>
      </div>
      <section className={tables.card} aria-labelledby="fisier-titlu">
        <h2 id="fisier-titlu" className={tables.sectionHeading}>
          Încarcă un fișier
        </h2>
        <p className={tables.muted}>Fără o adresă publică a feedului, încarcă fișierul exportat din magazin. Îl importăm o dată; pentru citiri regulate, salvează adresa de mai sus.</p>
        <FeedUpload />
      </section>
      <section className={tables.card} aria-labelledby="importuri-titlu">
        <h2 id="importuri-titlu" className={tables.sectionHeading}>
          Importuri
        </h2>
        {imports ? <ImportList imports={imports.imports} pagination={imports.pagination} url={path} /> : <p className={tables.empty}>Importurile nu pot fi citite acum.</p>}
      </section>
    </PortalPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
