import { Suspense } from 'react';
import { origins } from '#domain/origins';
import type { ProductPage } from '#generated/main-api/types.gen';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { JsonLd } from '#ui/components/JsonLd';
import { ProductDetail } from '#ui/components/ProductDetail';
import { RememberView } from '#ui/components/SearchBox';
import { SimilarProducts } from '#ui/components/SimilarProducts';
import { breadcrumbList, productJsonLd } from '#ui/lib/json-ld';
import { siteFlags } from '../../lib/features';
import { questionsOverview, reviewsOverview, similarVariants } from '../../lib/main-api';
import { PageHead } from './page-head';

/** `184213-canapea-oslo` → id 184213 and the slug; null when it does not start with an id. */
export function parseIdAndSlug(segment: string): { id: number; slug: string | null } | null {
  const match = /^(\d{1,12})(?:-(.+))?$/.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: match[2] ?? null };
}

/** The products like this one: secondary, so it streams in after the page and is left out when unavailable. */
async function SimilarSection({ variantId }: { variantId: number }) {
  return <SimilarProducts variants={await similarVariants(variantId)} />;
}

/**
 * The detail page of a product's variant, with its head and structured data. Reviews, questions
 * and similar products are secondary: the page does not wait for them, and shows without them
 * when their backend is slow or down.
 */
export async function ProductPageView({ page }: { page: ProductPage }) {
  const { variant } = page;
  const flags = await siteFlags();
  const { site: origin } = origins();
  return (
    <>
      <PageHead title={page.meta.title} description={page.meta.description} canonical={page.meta.canonicalUrl} robots={page.meta.robots} />
      <JsonLd data={productJsonLd(variant, [variant, ...page.alternativeOffers], origin)} />
      <JsonLd data={breadcrumbList(page.breadcrumbs, origin)} />
      <Breadcrumbs items={page.breadcrumbs} />
      <ProductDetail page={page} reviews={reviewsOverview(variant.id, 10)} questions={questionsOverview(variant.id)} christmasDays={flags.christmasDeliveryDays} />
      <Suspense fallback={null}>
        <SimilarSection variantId={variant.id} />
      </Suspense>
      <RememberView id={variant.id} title={variant.name} url={`/produs/v/${variant.id}-${variant.slug}`} />
    </>
  );
}
