'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { pushDataLayer } from '../../lib/analytics';
import { Button } from '../Button';
import * as styles from './ReviewsModal.css';

// The modal's content (and its data) loads only when a shopper opens it.
const loadContent = () => import('./ReviewsModalContent');
const ReviewsModalContent = lazy(loadContent);

/**
 * Mounted once per page: a click on a link marked `data-opens="reviews-modal"` (a card's rating,
 * „Toate recenziile”) opens the reviews in a modal instead of following the link, which still
 * leads to the reviews page without JavaScript or with a modifier key. Sends `modal_open`.
 */
export function ReviewsModalHost() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  const [variantId, setVariantId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-opens="reviews-modal"]');
      const id = Number(link?.dataset.variantId);
      if (!link || !Number.isInteger(id)) return;
      event.preventDefault();
      pushDataLayer({ event: 'modal_open', modal_name: 'reviews', modal_opener: link.dataset.opener ?? 'variant_card' });
      setFailed(false);
      setVariantId(id);
      // If the content cannot be loaded, the modal does not stay open empty (SPEC §8).
      loadContent().catch(() => setFailed(true));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <ModalOverlay className={styles.overlay} isDismissable isOpen={variantId !== null} onOpenChange={(open) => !open && setVariantId(null)}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} aria-labelledby="reviews-modal-title">
            {({ close }) => (
              <>
                <header className={styles.header}>
                  <Heading slot="title" id="reviews-modal-title" className={styles.title}>
                    Recenzii
                  </Heading>
                  <Button variant="ghost" icon="close" aria-label="Închide" onPress={close} />
                </header>
                {failed ? (
                  <p role="alert">Recenziile nu s-au putut încărca. Încearcă din nou puțin mai târziu.</p>
                ) : (
                  variantId !== null && (
                    <Suspense fallback={<p className={styles.loading}>Se încarcă recenziile…</p>}>
                      <ReviewsModalContent variantId={variantId} />
                    </Suspense>
                  )
                )}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </QueryClientProvider>
  );
}
