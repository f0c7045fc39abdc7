'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ModalFrame } from '../ModalFrame';
import * as styles from './ReviewsModal.css';

// The reviews and their data load only once the modal shows.
const loadContent = () => import('./ReviewsModalContent');
const ReviewsModalContent = lazy(loadContent);

export interface ReviewsModalProps {
  /** Whose reviews are shown; null keeps the modal closed. */
  variantId: number | null;
  /** Called on Escape, the close button or a press outside; focus goes back to the opener. */
  onClose: () => void;
}

/** The reviews of a variant in a modal: full-screen on phones, Escape and „Închide” close it. */
export default function ReviewsModal({ variantId, onClose }: ReviewsModalProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (variantId === null) return;
    setFailed(false);
    // A content chunk that fails to load is said, not left spinning (SPEC §8).
    loadContent().catch(() => setFailed(true));
  }, [variantId]);

  return (
    <QueryClientProvider client={queryClient}>
      <ModalFrame title="Recenzii" isOpen={variantId !== null} onClose={onClose}>
        {failed ? (
          <p role="alert">Recenziile nu s-au putut încărca. Încearcă din nou puțin mai târziu.</p>
        ) : (
          variantId !== null && (
            <Suspense fallback={<p className={styles.loading}>Se încarcă recenziile…</p>}>
              <ReviewsModalContent variantId={variantId} />
            </Suspense>
          )
        )}
      </ModalFrame>
    </QueryClientProvider>
  );
}
