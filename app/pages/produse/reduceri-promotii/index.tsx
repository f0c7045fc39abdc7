import type { PageProps } from 'waku/router';
import { FixedListingPage } from '../../_components/fixed-listings';

/** Every discounted offer, with the promise that no discount is fake. */
export default async function SalesPage({ query }: PageProps<'/produse/reduceri-promotii'>) {
  return <FixedListingPage listing="sales" query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
