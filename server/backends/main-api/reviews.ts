import type { Hono } from 'hono';
import type { Review, ReviewPage, ReviewsModalData, ShopReviewsPage } from '#generated/main-api/types.gen';
import { zGetShopReviewsPagePath, zGetShopReviewsPageQuery, zPostVariantReviewsBody, zPostVariantReviewsModalBody, zPostVariantReviewsQuery } from '#generated/main-api/zod.gen';
import { reviewAt, reviewIndexes, reviewSummary, type ReviewSource, type ReviewingShop, webReviewSummary } from '../../catalogue/reviews';
import { store } from '../../context';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { reviewRepository } from '../../repositories/reviews';
import { shopRepository } from '../../repositories/shops';
import { type VariantRow, variantRepository } from '../../repositories/variants';
import { eshopOf, ratingVector } from './variant';

type Vector = [number, number, number, number, number];

/** Adds reviews' stars to a vector (a half star counts with the star above). */
function withStars(vector: Vector, reviews: readonly Review[]): Vector {
  const sum = [...vector] as Vector;
  for (const review of reviews) sum[Math.min(5, Math.max(1, Math.ceil(review.value))) - 1]! += 1;
  return sum;
}

/**
 * A variant's reviews: the approved ones of its product first (newest first), then the generated
 * ones, drawn from the rating and count the variant had before approved reviews joined it.
 */
interface VariantReviews {
  row: VariantRow;
  source: ReviewSource;
  approved: Review[];
}

async function reviewsOf(variantId: number): Promise<VariantReviews | undefined> {
  const [row] = await variantRepository(store()).byIds([variantId]);
  if (!row) return undefined;
  const base = (await reviewRepository(store()).baseOf(variantId)) ?? row;
  return {
    row,
    approved: await reviewRepository(store()).approvedForProduct(row.product_id),
    source: {
      variantId,
      variantName: row.name,
      variantSlug: row.slug,
      imageCount: row.image_count,
      reviewsCount: base.reviews_count,
      vector: ratingVector(base.rating, base.reviews_count),
      eshop: eshopOf(row),
    },
  };
}

/** One page of the approved reviews followed by the generated ones. */
function page({ source, approved }: VariantReviews, withPhotos: boolean, pageNumber: number, pageSize: number): ReviewPage {
  const real = withPhotos ? approved.filter((review) => review.imageIds.length > 0) : approved;
  const indexes = reviewIndexes(source, withPhotos);
  const total = real.length + indexes.length;
  const start = (pageNumber - 1) * pageSize;
  const end = Math.min(total, start + pageSize);
  const items: Review[] = [];
  for (let position = start; position < end; position++) {
    items.push(position < real.length ? real[position]! : reviewAt(source, indexes[position - real.length]!));
  }
  return { items, hasMore: end < total, totalCount: total };
}

/** The shops offering a product, the product's own shop first. */
const shopsOffering = (productId: number): Promise<ReviewingShop[]> => shopRepository(store()).offering(productId);

const missing = (variantId: number) => notFound(`Nu există produsul ${variantId}.`, 'body.variantId');

const shopPageSize = 10;

/**
 * The shop's review page: its approved reviews (newest first), then the generated reviews of its
 * variants, variant by variant; rating and vector over all of them.
 */
async function shopReviews(slug: string, pageNumber: number): Promise<ShopReviewsPage | undefined> {
  const repository = reviewRepository(store());
  const shop = await repository.shopBySlug(slug);
  if (!shop) return undefined;
  const eshop = eshopOf(shop);
  const approved = await repository.approvedForShop(shop.eshop_id);
  const bases = await repository.shopBases(shop.eshop_id);
  let vector = withStars([0, 0, 0, 0, 0], approved);
  let stars = approved.reduce((sum, review) => sum + review.value, 0);
  for (const base of bases) {
    vector = vector.map((count, index) => count + ratingVector(base.rating, base.reviews_count)[index]!) as Vector;
    stars += (base.rating ?? 0) * base.reviews_count;
  }
  const total = approved.length + bases.reduce((sum, base) => sum + base.reviews_count, 0);
  const pageCount = Math.max(1, Math.ceil(total / shopPageSize));
  const start = (pageNumber - 1) * shopPageSize;
  const end = Math.min(total, start + shopPageSize);
  const items: Review[] = approved.slice(start, end);
  // The generated part: walk the variants to the one holding position `start`.
  let position = Math.max(start, approved.length);
  let offset = approved.length;
  for (const base of bases) {
    if (position >= end) break;
    if (position < offset + base.reviews_count) {
      const source: ReviewSource = {
        variantId: base.variant_id,
        variantName: base.name,
        variantSlug: base.slug,
        imageCount: base.image_count,
        reviewsCount: base.reviews_count,
        vector: ratingVector(base.rating, base.reviews_count),
        eshop,
      };
      for (; position < Math.min(end, offset + base.reviews_count); position++) items.push(reviewAt(source, position - offset));
    }
    offset += base.reviews_count;
  }
  const rating = total > 0 ? Math.round((stars / total) * 10) / 10 : null;
  return {
    eshop,
    rating,
    reviewsCount: total,
    vector,
    reviews: { items, hasMore: end < total, totalCount: total },
    page: pageNumber,
    pageCount,
    meta: {
      title: `Recenzii ${eshop.name} – ce spun cumpărătorii | Cuib`,
      description: `Părerile cumpărătorilor despre ${eshop.name}, cu notele lor și răspunsurile magazinului.`,
      canonicalUrl: pageNumber > 1 ? `/star/eshop/${eshop.slug}?pagina=${pageNumber}` : `/star/eshop/${eshop.slug}`,
      robots: pageNumber > pageCount ? 'noindex, follow' : 'index, follow',
    },
  };
}

/** Reviews of a variant, paged, all or with photos, the data of the reviews modal, and a shop's review page. */
export function registerReviewRoutes(app: Hono): void {
  app.post('/api/v2/variant/reviews', async (c) => {
    const input = await validate(c, { query: zPostVariantReviewsQuery, body: zPostVariantReviewsBody });
    if (input instanceof Response) return input;
    const found = await reviewsOf(input.body.variantId);
    if (!found) return missing(input.body.variantId);
    return c.json(page(found, input.query.type === 'withImage', input.query.page ?? 1, input.body.pageSize ?? 10));
  });

  app.post('/api/v2/variant/reviews-modal', async (c) => {
    const input = await validate(c, { body: zPostVariantReviewsModalBody });
    if (input instanceof Response) return input;
    const found = await reviewsOf(input.body.variantId);
    if (!found) return missing(input.body.variantId);
    const { row, source, approved } = found;
    const pageSize = input.body.pageSize ?? 10;
    const withPhotos = page(found, true, 1, pageSize);
    const body: ReviewsModalData = {
      rating: row.rating,
      reviewsCount: source.reviewsCount + approved.length,
      imagesCount: withPhotos.totalCount,
      vector: withStars(source.vector as Vector, approved),
      reviews: page(found, false, 1, pageSize),
      reviewsWithImage: withPhotos,
      summary: reviewSummary(source),
      webSummary: webReviewSummary(source, await shopsOffering(row.product_id)),
    };
    return c.json(body);
  });

  app.get('/api/v2/pages/shop-reviews/:slug', async (c) => {
    const input = await validate(c, { path: zGetShopReviewsPagePath, query: zGetShopReviewsPageQuery });
    if (input instanceof Response) return input;
    const body = await shopReviews(input.path.slug, input.query.page ?? 1);
    return body ? c.json(body) : notFound(`Magazinul „${input.path.slug}” nu există.`, 'path.slug');
  });
}
