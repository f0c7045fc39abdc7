import type { PageProps } from 'waku/router';
import { ListingPage } from '../../_components/listing-page';

/** The garden season's promotions. */
export default async function GardenSeasonPage({ query }: PageProps<'/products/garden-season'>) {
  return (
    <ListingPage
      apiPath="/produse"
      fixedQuery={{ promotie: 'reduceri-de-gradina' }}
      sitePath="/products/garden-season"
      query={query}
      heading="Sezonul de grădină"
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: 'Sezonul de grădină', url: '/products/garden-season' },
      ]}
      title="Reduceri de sezon pentru grădină și terasă | Cuib"
      description="Mobilier de grădină, grătare, piscine și decorațiuni de exterior la reducere, de la magazinele din România."
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
