import type { PageProps } from 'waku/router';
import { ClaimBox } from '#ui/components/ClaimBox';
import { ListingPage } from '../../_components/listing-page';

/** Every discounted offer, with the promise that no discount is fake. */
export default async function SalesPage({ query }: PageProps<'/produse/reduceri-promotii'>) {
  return (
    <ListingPage
      apiPath="/produse"
      fixedQuery={{ reducere: 'da' }}
      sitePath="/produse/reduceri-promotii"
      query={query}
      heading="Reduceri și promoții"
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: 'Reduceri și promoții', url: '/produse/reduceri-promotii' },
      ]}
      title="Reduceri la mobilă, decorațiuni și grădină | Cuib"
      description="Produse cu preț redus la magazinele online din România, verificate față de prețul din ultimele 30 de zile."
      intro={<ClaimBox />}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
