import type { PageProps } from 'waku/router';
import { ClaimBox } from '#ui/components/ClaimBox';
import { ListingPage } from '../../_components/listing-page';

export default async function BlackFridayPage({ query }: PageProps<'/produse/black-friday'>) {
  return (
    <ListingPage
      apiPath="/produse"
      fixedQuery={{ promotie: 'black-friday' }}
      sitePath="/produse/black-friday"
      query={query}
      heading="Black Friday"
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: 'Black Friday', url: '/produse/black-friday' },
      ]}
      title="Black Friday la mobilă și decorațiuni | Cuib"
      description="Ofertele de Black Friday ale magazinelor de mobilă, decorațiuni și grădină, cu reduceri verificate."
      intro={<ClaimBox />}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
