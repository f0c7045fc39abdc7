import type { LikedVariantsSort } from '#generated/main-api/types.gen';

/*
 * The favourites page's state lives in its address (`?sortare=pret-crescator&indisponibile=1&pagina=2`),
 * so sorting, the tabs and paging are plain links that work without JavaScript and can be shared.
 */

/** Each sort of the contract, with its Romanian name in the address and on the page; the first is the default. */
export const favouriteSorts = [
  { sort: 'newest', slug: 'recente', label: 'Adăugate recent' },
  { sort: 'oldest', slug: 'vechi', label: 'Adăugate demult' },
  { sort: 'cheapest', slug: 'pret-crescator', label: 'Preț crescător' },
  { sort: 'mostExpensive', slug: 'pret-descrescator', label: 'Preț descrescător' },
  { sort: 'biggestDiscount', slug: 'reducere', label: 'Reducere maximă' },
] as const satisfies readonly { sort: LikedVariantsSort; slug: string; label: string }[];

export interface FavouritesState {
  sort: LikedVariantsSort;
  /** The „Indisponibile” tab: sold-out favourites. */
  unavailable: boolean;
  page: number;
}

/** The state an address names; anything it does not understand falls back to the default. */
export function parseFavouritesQuery(query: string | undefined): FavouritesState {
  const search = new URLSearchParams((query ?? '').replace(/^\?/, ''));
  const sort = favouriteSorts.find((option) => option.slug === search.get('sortare'))?.sort ?? 'newest';
  const page = Number(search.get('pagina'));
  return { sort, unavailable: search.get('indisponibile') === '1', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a state, leaving out what is the default. */
export function favouritesUrl(path: string, { sort, unavailable, page }: FavouritesState): string {
  const search = new URLSearchParams();
  const slug = favouriteSorts.find((option) => option.sort === sort)?.slug;
  if (sort !== 'newest' && slug) search.set('sortare', slug);
  if (unavailable) search.set('indisponibile', '1');
  if (page > 1) search.set('pagina', String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
