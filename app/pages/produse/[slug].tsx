import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { VariantGrid } from '#ui/components/VariantGrid';
import { categoryPage, variantFeed } from '../../lib/main-api';

export default async function CategoryPage({ slug, query }: PageProps<'/produse/[slug]'>) {
  const page = await categoryPage(slug);
  if (!page) unstable_notFound();
  const search = query ? `?${query.replace(/^\?/, '')}` : '';
  const feed = await variantFeed(`${page.listingUrl}${search}`);
  return (
    <>
      <title>{page.meta.title}</title>
      <meta name="description" content={page.meta.description} />
      <link rel="canonical" href={page.meta.canonicalUrl} />
      <Breadcrumbs items={page.breadcrumbs} />
      <VariantGrid
        heading={page.category.name}
        headingLevel={1}
        totalCount={feed.pagination.totalCount}
        variants={feed.variants}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
