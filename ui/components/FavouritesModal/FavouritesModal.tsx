'use client';

import { useQuery } from '@tanstack/react-query';
import { getUserVariantsLikedOptions } from '#generated/main-api/@tanstack/react-query.gen';
import { formatCountOf } from '../../lib/format';
import { sameOrigin } from '../../lib/same-origin';
import { ModalFrame } from '../ModalFrame';
import { QueryIsland } from '../QueryIsland';
import { VariantCardSmall } from '../VariantCardSmall';
import * as styles from './FavouritesModal.css';

export interface FavouritesModalProps {
  /** Called on Escape, the close button or a press outside. */
  onClose: () => void;
}

/** How many favourites the modal shows. */
const shown = 12;
const favourite = { one: 'produs favorit', other: 'produse favorite' };

/** The signed-in shopper's favourites, newest first, with the way to all of them (SPEC §2 Modals: favourites). */
export default function FavouritesModal({ onClose }: FavouritesModalProps) {
  return (
    <ModalFrame title="Produsele tale favorite" onClose={onClose}>
      <QueryIsland>
        <Favourites />
      </QueryIsland>
    </ModalFrame>
  );
}

function Favourites() {
  // Asked again each time the modal opens: a like elsewhere on the page may have changed the list.
  const liked = useQuery({ ...getUserVariantsLikedOptions({ ...sameOrigin(), query: { sort: 'newest', page: 1, pageSize: shown } }), staleTime: 0 });
  if (liked.isPending) return <p className={styles.note}>Se încarcă favoritele…</p>;
  if (liked.isError)
    return (
      <p className={styles.note} role="alert">
        Favoritele nu s-au putut încărca. Încearcă din nou puțin mai târziu.
      </p>
    );
  const { variants, pagination } = liked.data;
  if (variants.length === 0) return <p className={styles.note}>Nu ai încă produse favorite. Apasă inima de pe un produs ca să-l păstrezi aici.</p>;
  return (
    <>
      <p className={styles.note}>
        {pagination.totalCount > variants.length ? `Ultimele ${variants.length} din ${formatCountOf(pagination.totalCount, favourite)}.` : `${formatCountOf(pagination.totalCount, favourite)}.`}{' '}
        <a href="/user/favourites">Vezi toate favoritele</a>
      </p>
      <ul className={styles.grid}>
        {variants.map((variant) => (
          <li key={variant.id}>
            <VariantCardSmall variant={variant} />
          </li>
        ))}
      </ul>
    </>
  );
}
