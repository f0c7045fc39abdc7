import type { PageProps } from 'waku/router';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { VariantGrid } from '#ui/components/VariantGrid';
import { variantFeed } from '../../lib/main-api';

/** The marketplace: every product of every shop, filtered and sorted by the URL. */
export default async function MarketplacePage({ query }: PageProps<'/produse'>) {
  const search = query ? `?${query.replace(/^\?/, '')}` : '';
  const feed = await variantFeed(`/produse${search}`);
  return (
    <>
      <title>Toate produsele pentru casă și grădină | Cuib</title>
      <meta name="description" content="Mobilă, decorațiuni și produse de grădină de la magazinele online din România, cu prețuri comparate." />
      <link rel="canonical" href="/produse" />
      <Breadcrumbs items={[{ name: 'Produse', url: '/produse' }]} />
      <VariantGrid heading="Toate produsele" headingLevel={1} totalCount={feed.pagination.totalCount} variants={feed.variants} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
