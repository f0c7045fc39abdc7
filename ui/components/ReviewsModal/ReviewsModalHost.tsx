'use client';

import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { pushDataLayer } from '../../lib/analytics';
import { isPlainClick } from '../../lib/plain-click';

// Nothing of the modal is downloaded until a shopper opens it (SPEC §2: modals load lazily).
const loadModal = () => import('./ReviewsModal');
const ReviewsModal = lazy(loadModal);

/**
 * Mounted once per page: a click on a link marked `data-opens="reviews-modal"` (a card's rating,
 * „Toate recenziile”) opens the reviews in a modal instead of following the link, which still
 * leads to the reviews page without JavaScript or with a modifier key. Sends `modal_open`; if the
 * modal's code cannot be loaded, the link is followed after all and the open flag resets (SPEC §8).
 */
export function ReviewsModalHost() {
  const [variantId, setVariantId] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);

  // Listening from the commit on, not after the next paint (useEffect): an Enter pressed on a rating
  // right after the page or story has rendered would otherwise follow the link, away from the page.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-opens="reviews-modal"]');
      const id = Number(link?.dataset.variantId);
      if (!link || !Number.isInteger(id)) return;
      event.preventDefault();
      pushDataLayer({ event: 'modal_open', modal_name: 'reviews', modal_opener: link.dataset.opener ?? 'variant_card' });
      setWanted(true);
      setVariantId(id);
      loadModal().catch(() => {
        setVariantId(null);
        window.location.assign(link.href);
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsModal variantId={variantId} onClose={() => setVariantId(null)} />
    </Suspense>
  );
}
