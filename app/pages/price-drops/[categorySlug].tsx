import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { categoryPage } from '../../lib/main-api';
import { ListingPage } from '../_components/listing-page';
import { slugOrNotFound } from '../_route-params';

/** Products of a category whose price dropped recently. */
export default async function PriceDropsPage({ categorySlug, query }: PageProps<'/price-drops/[categorySlug]'>) {
  const page = await categoryPage(slugOrNotFound(categorySlug));
  if (!page) unstable_notFound();
  const path = `/price-drops/${page.category.slug}`;
  return (
    <ListingPage
      apiPath={page.listingUrl}
      fixedQuery={{ promotie: 'pret-redus' }}
      sitePath={path}
      query={query}
      heading={`${page.category.name}: prețuri scăzute recent`}
      breadcrumbs={[...page.breadcrumbs.slice(0, -1), { name: page.category.name, url: page.listingUrl }, { name: 'Prețuri scăzute', url: path }]}
      title={`${page.category.name} cu preț scăzut recent | Cuib`}
      description={`${page.category.name} al căror preț a scăzut recent la magazinele online din România.`}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
