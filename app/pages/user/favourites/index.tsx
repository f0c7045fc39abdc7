import { Suspense } from 'react';
import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { FavouritesList, favouritesUrl, parseFavouritesQuery } from '#ui/components/FavouritesList';
import { FavouritesShare } from '#ui/components/FavouritesShare';
import { favouritesOnSale, likedVariants } from '../../../lib/user';
import { PageHead } from '../../_components/page-head';
import { redirectToLogin, requireSignedIn } from '../_signed-in';
import { OnSale } from './_on-sale';

const path = '/user/favourites';

/**
 * The signed-in user's favourites: available or sold out (tabs), sorted and paged by the address,
 * each with its heart; the ones discounted now above them; a button to share the list.
 */
export default async function FavouritesPage({ query }: PageProps<'/user/favourites'>) {
  await requireSignedIn(path, query);
  const state = parseFavouritesQuery(query);
  const onSale = !state.unavailable && state.page === 1 ? favouritesOnSale() : null;
  const list = await likedVariants({ sort: state.sort, page: state.page, active: !state.unavailable });
  // The session ended between the two calls: log in again.
  if (!list) redirectToLogin(path, query);
  const { variants, pagination } = list;
  if (variants.length === 0 && state.page > pagination.pageCount) unstable_redirect(favouritesUrl(path, { ...state, page: pagination.pageCount }) as `/${string}`, 307);
  return (
    <>
      <PageHead title="Produsele mele favorite | Cuib" description="Produsele păstrate cu inima pe Cuib, disponibile sau epuizate." canonical={path} robots="noindex, nofollow" />
      <Breadcrumbs
        items={[
          { name: 'Contul meu', url: '/user' },
          { name: 'Favorite', url: path },
        ]}
      />
      <FavouritesList
        heading="Produsele mele favorite"
        variants={variants}
        pagination={pagination}
        state={state}
        path={path}
        // An empty list has nothing to share yet.
        actions={pagination.totalCount > 0 || state.unavailable ? <FavouritesShare /> : undefined}
        aside={
          onSale && (
            <Suspense fallback={null}>
              <OnSale variants={onSale} />
            </Suspense>
          )
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
