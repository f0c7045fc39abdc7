import type { PageProps } from 'waku/router';
import { FixedListingPage } from '../../_components/fixed-listings';

/** The garden season's promotions. */
export default async function GardenSeasonPage({ query }: PageProps<'/products/garden-season'>) {
  return <FixedListingPage listing="gardenSeason" query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
