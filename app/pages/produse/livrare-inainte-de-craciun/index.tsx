import type { PageProps } from 'waku/router';
import { FixedListingPage } from '../../_components/fixed-listings';

/** Offers delivered by 24 December. */
export default async function ChristmasDeliveryPage({ query }: PageProps<'/produse/livrare-inainte-de-craciun'>) {
  return <FixedListingPage listing="christmas" query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
