import type { Hono } from 'hono';
import type { ReviewPage, ReviewsModalData } from '#generated/main-api/types.gen';
import { zPostVariantReviewsBody, zPostVariantReviewsModalBody, zPostVariantReviewsQuery } from '#generated/main-api/zod.gen';
import { reviewAt, reviewIndexes, reviewSummary, type ReviewSource, type ReviewingShop, webReviewSummary } from '../../catalogue/reviews';
import { db } from '../../context';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { type VariantRow, variantRepository } from '../../repositories/variants';
import { eshopOf, ratingVector } from './variant';

/** The variant's row and what its reviews are drawn from. */
function sourceOf(variantId: number): { row: VariantRow; source: ReviewSource } | undefined {
  const [row] = variantRepository(db()).byIds([variantId]);
  if (!row) return undefined;
  return {
    row,
    source: {
      variantId,
      variantName: row.name,
      variantSlug: row.slug,
      imageCount: row.image_count,
      reviewsCount: row.reviews_count,
      vector: ratingVector(row.rating, row.reviews_count),
      eshop: eshopOf(row),
    },
  };
}

function page(source: ReviewSource, withPhotos: boolean, pageNumber: number, pageSize: number): ReviewPage {
  const indexes = reviewIndexes(source, withPhotos);
  const start = (pageNumber - 1) * pageSize;
  return {
    items: indexes.slice(start, start + pageSize).map((index) => reviewAt(source, index)),
    hasMore: start + pageSize < indexes.length,
    totalCount: indexes.length,
  };
}

/** The shops offering a product, the product's own shop first. */
const shopsOffering = (productId: number): ReviewingShop[] =>
  db()
    .prepare('SELECT DISTINCT e.name, e.domain FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.product_id = ? ORDER BY v.active DESC, v.price')
    .all(productId) as unknown as ReviewingShop[];

const missing = (variantId: number) => notFound(`Nu există produsul ${variantId}.`, 'body.variantId');

/** Reviews of a variant, paged, all or with photos, and the data of the reviews modal. */
export function registerReviewRoutes(app: Hono): void {
  app.post('/api/v2/variant/reviews', async (c) => {
    const input = await validate(c, { query: zPostVariantReviewsQuery, body: zPostVariantReviewsBody });
    if (input instanceof Response) return input;
    const found = sourceOf(input.body.variantId);
    if (!found) return missing(input.body.variantId);
    return c.json(page(found.source, input.query.type === 'withImage', input.query.page ?? 1, input.body.pageSize ?? 10));
  });

  app.post('/api/v2/variant/reviews-modal', async (c) => {
    const input = await validate(c, { body: zPostVariantReviewsModalBody });
    if (input instanceof Response) return input;
    const found = sourceOf(input.body.variantId);
    if (!found) return missing(input.body.variantId);
    const { row, source } = found;
    const pageSize = input.body.pageSize ?? 10;
    const withPhotos = page(source, true, 1, pageSize);
    const body: ReviewsModalData = {
      rating: row.rating,
      reviewsCount: source.reviewsCount,
      imagesCount: withPhotos.totalCount,
      vector: source.vector as ReviewsModalData['vector'],
      reviews: page(source, false, 1, pageSize),
      reviewsWithImage: withPhotos,
      summary: reviewSummary(source),
      webSummary: webReviewSummary(source, shopsOffering(row.product_id)),
    };
    return c.json(body);
  });
}
