'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from '../../lib/query-client';

/**
 * Provides the browser's one QueryClient to a lazily loaded part of the page (a modal, a user
 * page, the watch button). Each such part brings TanStack Query with it on first use instead of
 * the whole site loading it with every page; all of them share one client and so one cache.
 */
export function QueryIsland({
  children,
}: {
  /** The lazily loaded part: anything that calls `useQuery` or `useMutation` (generated options). */
  children: ReactNode;
}) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
