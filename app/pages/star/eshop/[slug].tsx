import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { siteUrl } from '#domain/origins';
import { JsonLd } from '#ui/components/JsonLd';
import { ShopReviews } from '#ui/components/ShopReviews';
import { shopJsonLd } from '#ui/lib/json-ld';
import { shopReviews } from '../../../lib/reviews-service';
import { PageHead } from '../../_components/page-head';
import { slugOrNotFound } from '../../_route-params';

/** A shop's reviews (`?pagina=` for the next pages), with its rating as `Organization` structured data. */
export default async function ShopReviewsPage({ slug, query }: PageProps<'/star/eshop/[slug]'>) {
  const pageParam = new URLSearchParams(query).get('pagina');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) unstable_notFound();
  const data = await shopReviews(slugOrNotFound(slug), page);
  if (!data || page > data.pageCount) unstable_notFound();
  return (
    <>
      <PageHead title={data.meta.title} description={data.meta.description} canonical={data.meta.canonicalUrl} robots={data.meta.robots} />
      {data.rating !== null && (
        <JsonLd data={shopJsonLd({ name: data.eshop.name, slug: data.eshop.slug, rating: data.rating, reviewsCount: data.reviewsCount }, siteUrl)} />
      )}
      <ShopReviews data={data} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
