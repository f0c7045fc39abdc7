import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { VariantGrid } from '#ui/components/VariantGrid';
import { buildLink, routes } from '#ui/lib/links';
import { siteFlags } from '../../../../lib/features';
import { similarityResult } from '../../../../lib/main-api';
import { PageHead } from '../../../_components/page-head';
import { redirectToCanonical } from '../../../_canonical-redirect';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Products that look like a given one (SPEC §2 visually similar): a similarity result shown again by
 * its id, for example from „Vezi toate” in the similar-products panel. The slug is the product's own;
 * an outdated one redirects. Results expire, so the page is not indexed.
 */
export default async function VisuallySimilarPage({ requestId, slug, query }: PageProps<'/products/visually-similar/[requestId]/[slug]'>) {
  const [result, flags] = await Promise.all([uuid.test(requestId) ? similarityResult(requestId) : null, siteFlags()]);
  if (!result) unstable_notFound();
  const canonical = `/products/visually-similar/${result.requestId}/${result.variant.slug}` as const;
  if (slug !== result.variant.slug) redirectToCanonical(canonical, query);
  const detail = buildLink(routes.variantDetail, { params: { variantId: result.variant.id, slug: result.variant.slug } });
  return (
    <>
      <PageHead title={`Produse asemănătoare cu ${result.variant.name} | Cuib`} description={`Produse care arată ca ${result.variant.name}, de la magazinele de pe Cuib.`} canonical={canonical} robots="noindex, follow" />
      <Breadcrumbs
        items={[
          { name: result.variant.category.name, url: `/category/${result.variant.category.id}` },
          { name: result.variant.name, url: detail },
          { name: 'Produse asemănătoare', url: canonical },
        ]}
      />
      <VariantGrid
        heading={`Produse asemănătoare cu ${result.variant.name}`}
        headingLevel={1}
        variants={result.variants}
        totalCount={result.variants.length}
        requestId={result.requestId}
        christmasDays={flags.christmasDeliveryDays}
        multiplier={flags.cardMultiplier}
        empty={
          <p>
            Nu am găsit produse asemănătoare. <a href={detail}>Înapoi la produs</a>
          </p>
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
