'use client';

import type { ReactNode } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import { InPlaceListing } from '#ui/components/ListingControls';

/**
 * The listing's in-place updates through Waku's router: the URL changes, the page does not reload
 * or scroll. The router host's `navigate` is the same navigation `useRouter().push` dispatches,
 * without the prefetching and search-codec helpers `useRouter` brings into every page's entry
 * (about 1.2 kB compressed, which the category page's 100 kB budget does not have).
 */
export function ListingInPlace({ resultsId, className, children }: { resultsId: string; className?: string; children: ReactNode }) {
  const { navigate } = useRouterHost();
  return (
    <InPlaceListing navigate={(url) => navigate(url, { history: 'push', scroll: false })} resultsId={resultsId} className={className}>
      {children}
    </InPlaceListing>
  );
}
