import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { shopPage } from '../../../lib/main-api';
import { ListingPage } from '../../_components/listing-page';
import { slugOrNotFound } from '../../_route-params';

/** A shop's homepage: everything it sells, filtered like any listing. */
export default async function ShopPage({ slug, query }: PageProps<'/produse/magazin/[slug]'>) {
  const page = await shopPage(slugOrNotFound(slug));
  if (!page) unstable_notFound();
  return (
    <ListingPage
      apiPath={page.listingUrl}
      sitePath={page.listingUrl}
      query={query}
      heading={page.shop.name}
      breadcrumbs={page.breadcrumbs}
      title={page.meta.title}
      description={page.meta.description}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
