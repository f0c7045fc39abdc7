import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';

/** The search form's target: the full results are the marketplace listing with the query (SPEC §2). */
export default async function Search({ query }: PageProps<'/search'>) {
  const q = new URLSearchParams(query).get('q')?.trim();
  unstable_redirect((q ? `/produse?${new URLSearchParams({ q })}` : '/produse') as `/${string}`, 303);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
