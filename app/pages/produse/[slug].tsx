import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { categoryPage } from '../../lib/main-api';
import { ListingPage } from '../_components/listing-page';
import { slugOrNotFound } from '../_route-params';

export default async function CategoryPage({ slug, query }: PageProps<'/produse/[slug]'>) {
  const page = await categoryPage(slugOrNotFound(slug));
  if (!page) unstable_notFound();
  return (
    <ListingPage
      apiPath={page.listingUrl}
      sitePath={page.listingUrl}
      query={query}
      heading={page.category.name}
      breadcrumbs={page.breadcrumbs}
      title={page.meta.title}
      description={page.meta.description}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
