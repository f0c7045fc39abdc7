import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { FavouritesList, parseFavouritesQuery } from '#ui/components/FavouritesList';
import { sharedFavourites } from '../../../lib/user';
import { PageHead } from '../../_components/page-head';

/**
 * Favourites someone shared by link: read-only, for anyone, logged in or not. A token the backend
 * does not know (tampered with, or from an account since deleted) is a 404.
 */
export default async function SharedFavouritesPage({ encryptedShare, query }: PageProps<'/user/favourites/[encryptedShare]'>) {
  const state = { ...parseFavouritesQuery(query), unavailable: false };
  const list = await sharedFavourites(encryptedShare, { sort: state.sort, page: state.page });
  if (!list) unstable_notFound();
  const path = `/user/favourites/${encodeURIComponent(encryptedShare)}`;
  return (
    <>
      <PageHead
        title="Listă de favorite distribuită | Cuib"
        description="Produse pentru casă și grădină alese de cineva pe Cuib și trimise ție."
        canonical={path}
        robots="noindex, nofollow"
      />
      <FavouritesList heading="Listă de favorite distribuită" variants={list.variants} pagination={list.pagination} state={state} path={path} shared />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
