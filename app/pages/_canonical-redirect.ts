import { unstable_redirect } from 'waku/router/server';

/**
 * The permanent redirect from an old or outdated address (`/category/3`, `/produs/v/4321`) to a
 * page's own one, with the query the visitor came with: a campaign's `utm_*`, a filter
 * (`pret-pana-la`) or the chart's period (`istoric`) are not lost on the way.
 */
export function redirectToCanonical(path: string, query: string | undefined): never {
  const target = new URL(path, 'http://canonical.invalid');
  for (const [name, value] of new URLSearchParams(query)) target.searchParams.append(name, value);
  unstable_redirect(`${target.pathname}${target.search}` as `/${string}`, 308);
}
