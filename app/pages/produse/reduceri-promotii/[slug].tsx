import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { ClaimBox } from '#ui/components/ClaimBox';
import { categoryPage } from '../../../lib/main-api';
import { ListingPage } from '../../_components/listing-page';
import { slugOrNotFound } from '../../_route-params';

/** The discounted offers of one category. */
export default async function CategorySalesPage({ slug, query }: PageProps<'/produse/reduceri-promotii/[slug]'>) {
  const page = await categoryPage(slugOrNotFound(slug));
  if (!page) unstable_notFound();
  const path = `/produse/reduceri-promotii/${page.category.slug}`;
  return (
    <ListingPage
      apiPath={page.listingUrl}
      fixedQuery={{ reducere: 'da' }}
      sitePath={path}
      query={query}
      heading={`${page.category.name} la reducere`}
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: 'Reduceri și promoții', url: '/produse/reduceri-promotii' },
        { name: page.category.name, url: path },
      ]}
      title={`${page.category.name} la reducere | Cuib`}
      description={`${page.category.name} cu preț redus la magazinele online din România, reduceri verificate pe Cuib.`}
      intro={<ClaimBox />}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
