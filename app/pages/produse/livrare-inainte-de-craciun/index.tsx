import type { PageProps } from 'waku/router';
import { daysUntilChristmasEve } from '#ui/lib/availability';
import { ListingPage } from '../../_components/listing-page';

/** Offers delivered by 24 December: the delivery days must not exceed the days left until then. */
export default async function ChristmasDeliveryPage({ query }: PageProps<'/produse/livrare-inainte-de-craciun'>) {
  const days = daysUntilChristmasEve(new Date());
  return (
    <ListingPage
      apiPath="/produse"
      fixedQuery={{ 'livrare-in-zile': String(days) }}
      sitePath="/produse/livrare-inainte-de-craciun"
      query={query}
      heading="Livrare înainte de Crăciun"
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: 'Livrare înainte de Crăciun', url: '/produse/livrare-inainte-de-craciun' },
      ]}
      title="Cadouri cu livrare înainte de Crăciun | Cuib"
      description="Produse pentru casă și grădină pe care magazinele le livrează până pe 24 decembrie."
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
