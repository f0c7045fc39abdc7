import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { productPage } from '../../lib/main-api';
import { parseIdAndSlug, ProductPageView } from '../_components/product-page';
import { redirectToCanonical } from '../_canonical-redirect';

/** `/produs/{productId}` and `/produs/{productId}-{slug}`: the product shown through its best offer. */
export default async function ProductDetailPage({ id, query }: PageProps<'/produs/[id]'>) {
  const parsed = parseIdAndSlug(id);
  const page = parsed ? await productPage(parsed.id) : null;
  if (!parsed || !page) unstable_notFound();
  if (parsed.slug !== null && parsed.slug !== page.product.slug) redirectToCanonical(`/produs/${page.product.id}-${page.product.slug}`, query);
  return <ProductPageView page={page} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
