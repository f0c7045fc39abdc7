import { beforeAll, describe, expect, test } from 'vitest';
import { zPostVariantByIdsResponse, zPostVariantReviewsModalResponse, zPostVariantReviewsResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { tagAsObject } from '#server/catalogue/reviews';
import { callBackend, useTestCatalogue } from '../support/embedded';

let variantId = 0;
beforeAll(async () => {
  await useTestCatalogue();
  // A variant with many reviews and pictures, so paging and photo filtering have something to do.
  variantId = (
    await store().selectFrom('variants').select('id').where('reviews_count', '>=', 60).where('image_count', '>=', 2).orderBy('id').limit(1).executeTakeFirstOrThrow()
  ).id;
});

const reviews = async (query: string, pageSize = 10) => {
  const { status, json } = await callBackend('POST', `/api/v2/variant/reviews?${query}`, { body: { variantId, pageSize } });
  expect(status).toBe(200);
  return zPostVariantReviewsResponse.parse(json);
};

describe('POST /api/v2/variant/reviews', () => {
  test('pages through every review once, newest first, with the same answer each time', async () => {
    const first = await reviews('page=1');
    const second = await reviews('page=2');
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const ids = [...first.items, ...second.items].map((review) => review.externalId);
    expect(new Set(ids).size).toBe(20);
    expect(await reviews('page=1')).toEqual(first);
    const dates = first.items.map((review) => review.dateTime);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('withImage keeps only reviews with photos, and the card counts them', async () => {
    const withImage = await reviews('page=1&type=withImage', 50);
    expect(withImage.items.every((review) => review.imageIds.length > 0)).toBe(true);
    const { json } = await callBackend('POST', '/api/v2/variant/by-ids', { body: { variantIds: [variantId] } });
    expect(zPostVariantByIdsResponse.parse(json).variants[0]?.reviews.imagesCount).toBe(withImage.totalCount);
  });

  test('star counts agree with the rating vector', async () => {
    const modal = zPostVariantReviewsModalResponse.parse(
      (await callBackend('POST', '/api/v2/variant/reviews-modal', { body: { variantId, pageSize: 50 } })).json,
    );
    const all: Awaited<ReturnType<typeof reviews>>['items'] = [];
    for (let page = 1; page <= Math.ceil(modal.reviewsCount / 50); page++) all.push(...(await reviews(`page=${page}`, 50)).items);
    expect(all).toHaveLength(modal.reviewsCount);
    const stars = [1, 2, 3, 4, 5].map((value) => all.filter((review) => review.value === value).length);
    expect(stars).toEqual(modal.vector);
    // Mixed through the pages, not sorted by stars.
    expect(new Set(all.slice(0, 20).map((review) => review.value)).size).toBeGreaterThan(1);
    expect(modal.reviews.items).toHaveLength(50);
    expect(modal.summary?.pros.length).toBeGreaterThan(0);
    // What the web says: a sentence from the summary's first pros, sourced from the shops selling the product.
    const [first, second] = modal.summary!.pros;
    expect(modal.webSummary?.summary).toContain(`${tagAsObject(first!.text)} și ${tagAsObject(second!.text)}`);
    expect(modal.webSummary?.sources.length).toBeGreaterThan(0);
    for (const source of modal.webSummary!.sources) expect(source.url).toMatch(/^https:\/\/[a-z]+\.ro\/produs\/.+#recenzii$/);
  });

  test('few reviews: no web summary', async () => {
    const few = (await store().selectFrom('variants').select('id').where('reviews_count', '>=', 1).where('reviews_count', '<=', 19).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const modal = zPostVariantReviewsModalResponse.parse((await callBackend('POST', '/api/v2/variant/reviews-modal', { body: { variantId: few } })).json);
    expect(modal.webSummary).toBeNull();
  });

  test.each([
    ['a missing body', undefined, 'page=1', 'body'],
    ['a missing variantId', { pageSize: 10 }, 'page=1', 'body.variantId'],
    ['an unknown type', { variantId: 1 }, 'type=video', 'query.type'],
    ['a negative page', { variantId: 1 }, 'page=-1', 'query.page'],
  ])('refuses %s naming the field', async (_, body, query, field) => {
    const { status, json } = await callBackend('POST', `/api/v2/variant/reviews?${query}`, { body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field });
  });

  test('an unknown variant is 404', async () => {
    expect((await callBackend('POST', '/api/v2/variant/reviews', { body: { variantId: 999_999 } })).status).toBe(404);
  });
});
