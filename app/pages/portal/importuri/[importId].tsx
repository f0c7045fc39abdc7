import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { formatDateTime, ImportErrors, ImportSummary, reasonParam } from '#ui/components/FeedImports';
import { portalHeadingClass } from '#ui/components/PartnerPortal';
import * as tables from '#ui/components/PartnerPortal/tables.css';
import { QueryIsland } from '#ui/components/QueryIsland';
import { importErrorsCsvPath, partnerImport, partnerImportErrors, partnerShop } from '../../../lib/partners';
import { NoShopPage, PortalPage, pageParam, portalData } from '../_portal';
import { ImportFollow } from './_import-follow';

/**
 * One import of the shop: its state and counts (followed live while it runs), and the items it
 * refused, by reason, paged, and as a CSV download.
 */
export default async function PortalImportPage({ importId, query }: PageProps<'/portal/importuri/[importId]'>) {
  if (!/^\d{1,12}$/.test(importId) || Number(importId) < 1) unstable_notFound();
  const id = Number(importId);
  const path = `/portal/importuri/${id}`;
  const params = new URLSearchParams(query);
  const [shopAnswer, importAnswer] = await Promise.all([partnerShop(), partnerImport(id)]);
  const shop = portalData(shopAnswer, path, query);
  if (!shop) return <NoShopPage path={path} />;
  if (!importAnswer) unstable_notFound();
  const feedImport = portalData(importAnswer, path, query);
  if (!feedImport) return <NoShopPage path={path} />;
  const reason = params.get(reasonParam) ?? undefined;
  const running = feedImport.state === 'running';
  const errors = !running && feedImport.invalid > 0 ? await partnerImportErrors(id, { reason, page: pageParam(params) }) : null;
  return (
    <PortalPage path={path} title={`Importul din ${formatDateTime(feedImport.startedAt)}`} shopName={shop.name} section="prezentare">
      <p className={tables.muted}>
        <a className={tables.link} href="/portal#importuri-titlu">
          Toate importurile
        </a>
      </p>
      <h1 className={portalHeadingClass}>Importul din {formatDateTime(feedImport.startedAt)}</h1>
      <section className={tables.card} aria-label="Rezumatul importului">
        {running ? (
          <QueryIsland>
            <ImportFollow initial={feedImport} />
          </QueryIsland>
        ) : (
          <ImportSummary feedImport={feedImport} />
        )}
      </section>
      <section className={tables.card} aria-labelledby="refuzate-titlu">
        <h2 id="refuzate-titlu" className={tables.sectionHeading}>
          Produse refuzate
        </h2>
        {running ? (
          <p className={tables.empty}>Lista produselor refuzate apare aici după ce importul se termină.</p>
        ) : feedImport.state === 'failed' && feedImport.invalid === 0 ? (
          <p className={tables.empty}>Fișierul nu a putut fi citit până la capăt, așa că nu există o listă de produse refuzate. Corectează fișierul și citește-l din nou.</p>
        ) : feedImport.invalid === 0 ? (
          <p className={tables.empty}>Niciun produs refuzat: toate produsele citite erau valide.</p>
        ) : errors ? (
          <ImportErrors errors={errors} invalidByReason={feedImport.invalidByReason} path={path} csvHref={importErrorsCsvPath(id, errors.reason ?? undefined)} />
        ) : (
          <p className={tables.empty}>Lista produselor refuzate nu poate fi citită acum. Reîncarcă pagina peste câteva momente.</p>
        )}
      </section>
    </PortalPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
