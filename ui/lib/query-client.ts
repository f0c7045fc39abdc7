import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the browser: every personal call (likes, watches, favourites, the account)
 * shares its cache, whichever lazily loaded part of the page makes it. This module (and TanStack
 * Query with it) is never part of a page's first load: it comes with the first part that needs it.
 */
let client: QueryClient | undefined;

export function sharedQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      // Personal data changes only through this page's own mutations, which update or invalidate it.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return client;
}
