import type { ReactNode } from 'react';
import { ClaimBox } from '#ui/components/ClaimBox';
import { daysUntilChristmasEve } from '#ui/lib/availability';
import { ListingPage } from './listing-page';

interface FixedListing {
  path: string;
  /** Filters the page always applies, computed per request (the Christmas page counts the days left). */
  filters: () => Record<string, string>;
  heading: string;
  title: string;
  description: string;
  intro?: ReactNode;
}

/** The listings of the whole marketplace over one fixed filter (SPEC §2: sales, vouchers, Christmas, seasons). */
export const fixedListings = {
  sales: {
    path: '/produse/reduceri-promotii',
    filters: () => ({ reducere: 'da' }),
    heading: 'Reduceri și promoții',
    title: 'Reduceri la mobilă, decorațiuni și grădină | Cuib',
    description: 'Produse cu preț redus la magazinele online din România, verificate față de prețul din ultimele 30 de zile.',
    intro: <ClaimBox />,
  },
  vouchers: {
    path: '/produse/coduri-reduceri',
    filters: () => ({ voucher: 'da' }),
    heading: 'Coduri de reducere',
    title: 'Coduri de reducere și vouchere la magazinele online | Cuib',
    description: 'Produse cu voucher de la magazinele online din România: copiezi codul și îl folosești la plată.',
  },
  christmas: {
    path: '/produse/livrare-inainte-de-craciun',
    // Delivered by 24 December: no more delivery days than days left until then.
    filters: () => ({ 'livrare-in-zile': String(daysUntilChristmasEve(new Date())) }),
    heading: 'Livrare înainte de Crăciun',
    title: 'Cadouri cu livrare înainte de Crăciun | Cuib',
    description: 'Produse pentru casă și grădină pe care magazinele le livrează până pe 24 decembrie.',
  },
  blackFriday: {
    path: '/produse/black-friday',
    filters: () => ({ promotie: 'black-friday' }),
    heading: 'Black Friday',
    title: 'Black Friday la mobilă și decorațiuni | Cuib',
    description: 'Ofertele de Black Friday ale magazinelor de mobilă, decorațiuni și grădină, cu reduceri verificate.',
    intro: <ClaimBox />,
  },
  gardenSeason: {
    path: '/products/garden-season',
    filters: () => ({ promotie: 'reduceri-de-gradina' }),
    heading: 'Sezonul de grădină',
    title: 'Reduceri de sezon pentru grădină și terasă | Cuib',
    description: 'Mobilier de grădină, grătare, piscine și decorațiuni de exterior la reducere, de la magazinele din România.',
  },
} satisfies Record<string, FixedListing>;

/** One of the fixed listings, filtered further by the URL like any listing. */
export function FixedListingPage({ listing, query }: { listing: keyof typeof fixedListings; query: string }) {
  const definition: FixedListing = fixedListings[listing];
  return (
    <ListingPage
      apiPath="/produse"
      fixedQuery={definition.filters()}
      sitePath={definition.path}
      query={query}
      heading={definition.heading}
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: definition.heading, url: definition.path },
      ]}
      title={definition.title}
      description={definition.description}
      intro={definition.intro}
    />
  );
}
