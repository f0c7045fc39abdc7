'use client';

import type { LikedVariants } from '#generated/main-api/types.gen';
import { useLoaded } from '../../hooks/use-loaded';
import { formatCountOf } from '../../lib/format';
import { sameOrigin } from '../../lib/same-origin';
import { ModalFrame } from '../ModalFrame';
import { VariantCardSmall } from '../VariantCardSmall';
import * as styles from './FavouritesModal.css';

export interface FavouritesModalProps {
  onClose: () => void;
}

/** How many favourites the modal shows. */
const shown = 12;
const favourite = { one: 'produs favorit', other: 'produse favorite' };

/** The signed-in shopper's favourites, newest first (SPEC §2 Modals: favourites). */
export default function FavouritesModal({ onClose }: FavouritesModalProps) {
  const state = useLoaded<LikedVariants>(async () => {
    const { getUserVariantsLiked } = await import('#generated/main-api/sdk.gen');
    return (await getUserVariantsLiked({ ...sameOrigin(), query: { sort: 'newest', page: 1, pageSize: shown } })).data;
  });

  return (
    <ModalFrame title="Produsele tale favorite" onClose={onClose}>
      {state.status === 'loading' && <p className={styles.note}>Se încarcă favoritele…</p>}
      {state.status === 'failed' && (
        <p className={styles.note} role="alert">
          Favoritele nu s-au putut încărca. Încearcă din nou puțin mai târziu.
        </p>
      )}
      {state.status === 'done' &&
        (state.data.variants.length === 0 ? (
          <p className={styles.note}>Nu ai încă produse favorite. Apasă inima de pe un produs ca să-l păstrezi aici.</p>
        ) : (
          <>
            <p className={styles.note}>
              {state.data.pagination.totalCount > shown
                ? `Ultimele ${shown} din ${formatCountOf(state.data.pagination.totalCount, favourite)}.`
                : `${formatCountOf(state.data.pagination.totalCount, favourite)}.`}
            </p>
            <ul className={styles.grid}>
              {state.data.variants.map((variant) => (
                <li key={variant.id}>
                  <VariantCardSmall variant={variant} />
                </li>
              ))}
            </ul>
          </>
        ))}
    </ModalFrame>
  );
}
