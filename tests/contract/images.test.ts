import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { zPostInspirationFeedResponse, zPostVariantReviewsResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { embeddedBackendFor } from '#server/index';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

/** Fetches a generated picture and reads what it really is. */
async function image(path: string) {
  const response = await embeddedBackendFor(path)!.app.fetch(new Request(`http://cuib.test${path}`));
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : null;
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), meta, body };
}

describe('generated pictures: /images/{type}/{width}/{id}.{webp|jpg}', () => {
  test('a review photo of every id the reviews call gives, in both formats, cached for a year', async () => {
    const { id: variantId } = await store()
      .selectFrom('variants')
      .select('id')
      .where('reviews_count', '>=', 60)
      .where('image_count', '>=', 2)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { json } = await callBackend('POST', '/api/v2/variant/reviews?page=1&type=withImage', { body: { variantId, pageSize: 5 } });
    const ids = zPostVariantReviewsResponse.parse(json).items.flatMap((review) => review.imageIds);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 3)) {
      const webp = await image(`/images/review/480/${id}.webp`);
      expect(webp).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
      expect(webp.meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
      expect((await image(`/images/review/160/${id}.jpg`)).meta).toMatchObject({ format: 'jpeg', width: 160 });
    }
    // Photos of different reviews differ from each other and from the product picture.
    const [a, b] = await Promise.all([image(`/images/review/240/${variantId}-1-0.webp`), image(`/images/review/240/${variantId}-2-0.webp`)]);
    expect(a.body.equals(b.body)).toBe(false);
    expect(a.body.equals((await image(`/images/product/240/${variantId}-0.webp`)).body)).toBe(false);
  });

  test('avatars of reviewers who have one', async () => {
    const { id: variantId } = await store().selectFrom('variants').select('id').where('reviews_count', '>=', 20).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { json } = await callBackend('POST', '/api/v2/variant/reviews?page=1', { body: { variantId, pageSize: 20 } });
    const avatars = zPostVariantReviewsResponse.parse(json).items.flatMap((review) => (review.userAvatar ? [review.userAvatar] : []));
    expect(avatars.length).toBeGreaterThan(3);
    expect(avatars.every((avatar) => avatar.type === 'avatar')).toBe(true);
    const result = await image(`/images/avatar/96/${avatars[0]!.id}.webp`);
    expect(result.meta).toMatchObject({ format: 'webp', width: 96, height: 96 });
  });

  test('each inspiration has its own 4:3 room picture', async () => {
    const { json } = await callBackend('POST', '/api/v2/inspiration/feed', { body: { url: '/inspirations' } });
    const pictures = zPostInspirationFeedResponse.parse(json).inspirations.flatMap((item) => item.images.map((picture) => picture.imageId));
    expect(new Set(pictures).size).toBe(pictures.length);
    const result = await image(`/images/inspiration/800/${pictures[0]}.webp`);
    expect(result.meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  test.each([
    ['/images/review/333/1-0-0.webp', 400, 'path.width'],
    ['/images/review/320/1-0.webp', 400, 'path.file'],
    ['/images/avatar/96/Ana%20Maria.webp', 400, 'path.file'],
    ['/images/inspiration/320/12.png', 400, 'path.file'],
    ['/images/inspiration/320/insp-999.webp', 404, 'path.file'],
    ['/images/review/320/99999999-0-0.webp', 404, 'path.file'],
    ['/images/product/320/99999999-0.jpg', 404, 'path.file'],
  ])('%s is %i naming %s', async (path, status, field) => {
    const { status: actual, json } = await callBackend('GET', path);
    expect(actual).toBe(status);
    expect(json).toMatchObject({ status, field });
  });
});
