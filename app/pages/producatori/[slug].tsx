import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { manufacturerPage } from '../../lib/main-api';
import { ListingPage } from '../_components/listing-page';
import { slugOrNotFound } from '../_route-params';

/** A manufacturer's products from every shop, filtered like any listing. */
export default async function ManufacturerPage({ slug, query }: PageProps<'/producatori/[slug]'>) {
  const page = await manufacturerPage(slugOrNotFound(slug));
  if (!page) unstable_notFound();
  const [apiPath, fixed] = page.listingUrl.split('?') as [string, string];
  return (
    <ListingPage
      apiPath={apiPath}
      fixedQuery={Object.fromEntries(new URLSearchParams(fixed))}
      sitePath={`/producatori/${page.manufacturer.slug}`}
      query={query}
      heading={page.manufacturer.name}
      breadcrumbs={page.breadcrumbs}
      title={page.meta.title}
      description={page.meta.description}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
