import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { variantPage } from '../../../lib/main-api';
import { parseIdAndSlug, ProductPageView } from '../../_components/product-page';
import { redirectToCanonical } from '../../_canonical-redirect';

/** `/produs/v/{variantId}` and `/produs/v/{variantId}-{slug}`; a missing or outdated slug redirects to the right one. */
export default async function VariantDetail({ id, query }: PageProps<'/produs/v/[id]'>) {
  const parsed = parseIdAndSlug(id);
  const page = parsed ? await variantPage(parsed.id) : null;
  if (!parsed || !page) unstable_notFound();
  if (parsed.slug !== page.variant.slug) redirectToCanonical(`/produs/v/${page.variant.id}-${page.variant.slug}`, query);
  return <ProductPageView page={page} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
