'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'waku';
import { InPlaceListing } from '#ui/components/ListingControls';

/** The listing's in-place updates through Waku's router: the URL changes, the page does not reload or scroll. */
export function ListingInPlace({ resultsId, className, children }: { resultsId: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <InPlaceListing navigate={(url) => router.push(url as `/${string}`, { scroll: false })} resultsId={resultsId} className={className}>
      {children}
    </InPlaceListing>
  );
}
