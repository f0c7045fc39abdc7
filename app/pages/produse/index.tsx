import type { PageProps } from 'waku/router';
import { ListingPage } from '../_components/listing-page';

/** The marketplace: every product of every shop, filtered and sorted by the URL; with `q`, the search results. */
export default async function MarketplacePage({ query }: PageProps<'/produse'>) {
  const q = new URLSearchParams(query).get('q')?.trim();
  return (
    <ListingPage
      apiPath="/produse"
      sitePath="/produse"
      query={query}
      heading={q ? `Rezultate pentru „${q}”` : 'Toate produsele'}
      breadcrumbs={[{ name: 'Produse', url: '/produse' }]}
      title={q ? `${q} – prețuri comparate | Cuib` : 'Toate produsele pentru casă și grădină | Cuib'}
      description={
        q
          ? `Rezultatele căutării „${q}” la magazinele online din România, cu prețuri comparate pe Cuib.`
          : 'Mobilă, decorațiuni și produse de grădină de la magazinele online din România, cu prețuri comparate.'
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
