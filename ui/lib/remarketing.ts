import { getUserRemarketingVariantsOptions } from '#generated/main-api/@tanstack/react-query.gen';
import { buildLink, routes } from './links';
import { sharedQueryClient } from './query-client';
import { sameOrigin } from './same-origin';

/** A variant the empty search box offers a returning visitor. */
export interface RemarketingLink {
  id: number;
  title: string;
  url: string;
}

/**
 * What a returning visitor liked lately (or the day's popular deals), for the empty search box:
 * asked once per five minutes through the browser's one QueryClient. Loaded with the search box,
 * only for a visitor the backend knows.
 */
export async function remarketingLinks(limit = 5): Promise<RemarketingLink[]> {
  const { variants } = await sharedQueryClient().fetchQuery({ ...getUserRemarketingVariantsOptions({ ...sameOrigin(), query: { limit } }), staleTime: 5 * 60_000 });
  return variants.map((variant) => ({ id: variant.id, title: variant.name, url: buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } }) }));
}
