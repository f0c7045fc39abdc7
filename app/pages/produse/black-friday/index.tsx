import type { PageProps } from 'waku/router';
import { FixedListingPage } from '../../_components/fixed-listings';

/** The Black Friday offers. */
export default async function BlackFridayPage({ query }: PageProps<'/produse/black-friday'>) {
  return <FixedListingPage listing="blackFriday" query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
