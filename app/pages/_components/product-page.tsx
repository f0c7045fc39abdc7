import { unstable_getRequest } from 'waku/router/server';
import type { ProductPage } from '#generated/main-api/types.gen';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { JsonLd } from '#ui/components/JsonLd';
import { ProductDetail } from '#ui/components/ProductDetail';
import { RememberView } from '#ui/components/SearchBox';
import { SimilarProducts } from '#ui/components/SimilarProducts';
import { breadcrumbList, productJsonLd } from '#ui/lib/json-ld';
import { siteFlags } from '../../lib/features';
import { questions, reviewsModal, similarVariants } from '../../lib/main-api';
import { PageHead } from './page-head';

/** `184213-canapea-oslo` → id 184213 and the slug; null when it does not start with an id. */
export function parseIdAndSlug(segment: string): { id: number; slug: string | null } | null {
  const match = /^(\d{1,12})(?:-(.+))?$/.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: match[2] ?? null };
}

/** The detail page of a product's variant, with its head, structured data and secondary sections. */
export async function ProductPageView({ page }: { page: ProductPage }) {
  const { variant } = page;
  const [reviews, questionList, similar, flags] = await Promise.all([reviewsModal(variant.id, 10), questions(variant.id), similarVariants(variant.id), siteFlags()]);
  const origin = new URL(unstable_getRequest().url).origin;
  return (
    <>
      <PageHead title={page.meta.title} description={page.meta.description} canonical={page.meta.canonicalUrl} robots={page.meta.robots} />
      <JsonLd data={productJsonLd(variant, [variant, ...page.alternativeOffers], origin)} />
      <JsonLd data={breadcrumbList(page.breadcrumbs, origin)} />
      <Breadcrumbs items={page.breadcrumbs} />
      <ProductDetail page={page} reviews={reviews} questions={questionList} christmasDays={flags.christmasDeliveryDays} />
      <SimilarProducts variants={similar} />
      <RememberView id={variant.id} title={variant.name} url={`/produs/v/${variant.id}-${variant.slug}`} />
    </>
  );
}
