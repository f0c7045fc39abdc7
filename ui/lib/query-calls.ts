import { type FetchQueryOptions, MutationObserver, type MutationOptions, type QueryKey } from '@tanstack/react-query';
import { sharedQueryClient } from './query-client';

/**
 * One call made outside React (a click handler, a form's submit) through the generated TanStack
 * Query options and the browser's one QueryClient, as the hooks would: cached and deduplicated by
 * the generated key, errors as the client throws them. Only code loaded on demand imports it: it
 * brings TanStack Query.
 */
export const fetchThroughClient = <T, E, K extends QueryKey>(options: FetchQueryOptions<T, E, T, K>): Promise<T> => sharedQueryClient().fetchQuery(options);

/** A generated mutation, run once through the browser's one QueryClient. */
export const mutateThroughClient = <T, E, V>(options: MutationOptions<T, E, V>, variables: V): Promise<T> =>
  new MutationObserver(sharedQueryClient(), options).mutate(variables);
