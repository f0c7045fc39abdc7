import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { countrySites } from '#ui/lib/countries';

/** The country switch without JavaScript: only Cuib's own country sites are destinations. */
export default async function CountryRedirect({ query }: PageProps<'/tara'>) {
  const wanted = new URLSearchParams(query).get('site');
  const site = countrySites.find((entry) => entry.url === wanted);
  unstable_redirect(site && site.code !== 'ro' ? new URL(site.url) : '/', 303);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
