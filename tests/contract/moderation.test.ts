import type { NotNull } from 'kysely';
import { beforeAll, expect, test } from 'vitest';
import { zGetModerationQueueResponse, zPostVariantReviewsModalResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

let staff = '';
let shopper = '';
let idents: string[] = [];
beforeAll(async () => {
  await useTestCatalogue();
  staff = await sessionCookie({ id: 1, name: 'Moderare', email: 'moderare@cuib.ro', admin: true });
  shopper = await sessionCookie({ id: 2, name: 'Ana', email: 'ana@exemplu.ro', admin: false });
  idents = (await store().selectFrom('review_invitations').select('ident').orderBy('ident').limit(3).execute()).map((row) => row.ident);
});

const variantOf = async (ident: string) => (await store().selectFrom('review_invitations').select('variant_id').where('ident', '=', ident).$narrowType<{ variant_id: NotNull }>().executeTakeFirstOrThrow()).variant_id;
const counts = (variantId: number) => store().selectFrom('variants').select(['rating', 'reviews_count']).where('id', '=', variantId).executeTakeFirstOrThrow();
const version = async () => Number((await store().selectFrom('meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirstOrThrow()).value);

test('only staff see the queue and decide', async () => {
  expect((await callBackend('GET', '/api/v2/moderation')).status).toBe(401);
  expect((await callBackend('GET', '/api/v2/moderation', { cookie: shopper })).status).toBe(403);
  expect((await callBackend('POST', `/api/v2/moderation/review/${idents[0]}`, { body: { decision: 'approve' }, cookie: shopper })).status).toBe(403);
  const crossSite = await callBackend('POST', `/api/v2/moderation/review/${idents[0]}`, { body: { decision: 'approve' }, cookie: staff, headers: { origin: 'https://rau.exemplu.com', 'sec-fetch-site': 'cross-site' } });
  expect(crossSite.status).toBe(403);
  expect((await callBackend('POST', `/api/v2/moderation/review/${idents[0]}`, { body: { decision: 'poate' }, cookie: staff })).json).toMatchObject({ field: 'body.decision' });
});

test('a submitted review waits, flagged when it holds a link or rude words, and is published only when approved', async () => {
  const [good, suspicious] = idents as [string, string];
  await callBackend('POST', `/api/v2/review-invitations/${good}/review`, { body: { value: 5, text: 'Masa e solidă și arată foarte bine în bucătărie.', nickName: 'Ioana' } });
  await callBackend('POST', `/api/v2/review-invitations/${suspicious}/review`, { body: { value: 1, text: 'Țeapă, mai bine cumpărați de pe www.altmagazin.ro, idioților!', nickName: 'Xy' } });
  const queue = zGetModerationQueueResponse.parse((await callBackend('GET', '/api/v2/moderation', { cookie: staff })).json);
  expect(queue.items.find((item) => item.id === good)).toMatchObject({ kind: 'review', flags: [] });
  expect(queue.items.find((item) => item.id === suspicious)?.flags).toEqual(['link', 'profanity']);

  const variantId = await variantOf(good);
  const modal = async () => zPostVariantReviewsModalResponse.parse((await callBackend('POST', '/api/v2/variant/reviews-modal', { body: { variantId } })).json);
  const before = await modal();
  const stored = await counts(variantId);
  expect(before.reviews.items.some((item) => item.externalId === `inv-${good}`)).toBe(false);

  const started = await version();
  expect((await callBackend('POST', `/api/v2/moderation/review/${good}`, { body: { decision: 'approve' }, cookie: staff })).status).toBe(204);
  expect(await version()).toBeGreaterThan(started);
  const after = await modal();
  expect(after.reviews.items[0]).toMatchObject({ externalId: `inv-${good}`, value: 5 });
  expect(after.reviewsCount).toBe(before.reviewsCount + 1);
  expect(after.vector[4]).toBe(before.vector[4] + 1);
  expect((await counts(variantId)).reviews_count).toBe(stored.reviews_count + 1);
  // Every offer of the product shows it.
  const siblings = await store()
    .selectFrom('variants')
    .select('id')
    .where('product_id', '=', (eb) => eb.selectFrom('variants').select('product_id').where('id', '=', variantId))
    .execute();
  for (const { id } of siblings) {
    const page = (await callBackend('POST', '/api/v2/variant/reviews?page=1', { body: { variantId: id } })).json as { items: { externalId: string }[] };
    expect(page.items[0]!.externalId).toBe(`inv-${good}`);
  }
  // The shop's page too, first.
  const { slug } = await store().selectFrom('review_invitations as i').innerJoin('eshops as e', 'e.id', 'i.eshop_id').select('e.slug').where('i.ident', '=', good).executeTakeFirstOrThrow();
  const shop = (await callBackend('GET', `/api/v2/pages/shop-reviews/${slug}`)).json as { reviews: { items: { externalId: string }[] } };
  expect(shop.reviews.items[0]!.externalId).toBe(`inv-${good}`);

  expect((await callBackend('POST', `/api/v2/moderation/review/${suspicious}`, { body: { decision: 'reject' }, cookie: staff })).status).toBe(204);
  const rest = zGetModerationQueueResponse.parse((await callBackend('GET', '/api/v2/moderation', { cookie: staff })).json);
  expect(rest.items.some((item) => item.id === good || item.id === suspicious)).toBe(false);
  // Decided once.
  expect((await callBackend('POST', `/api/v2/moderation/review/${good}`, { body: { decision: 'reject' }, cookie: staff })).status).toBe(404);
  // The shopper's invitation still says it was used.
  expect((await callBackend('GET', `/api/v2/review-invitations/${suspicious}`)).json).toMatchObject({ status: 'submitted' });
});

test('questions and answers are approved or rejected from the same queue', async () => {
  const variantId = await variantOf(idents[2]!);
  const asked = await callBackend('POST', `/api/v2/variant/${variantId}/questions`, { body: { text: 'Se poate comanda și în culoarea verde?', authorName: 'Ion', email: 'ion@exemplu.ro' } });
  const queue = zGetModerationQueueResponse.parse((await callBackend('GET', '/api/v2/moderation', { cookie: staff })).json);
  const question = queue.items.find((item) => item.kind === 'question');
  expect(asked.status, JSON.stringify(asked.json)).toBeLessThan(300);
  expect(question).toMatchObject({ text: 'Se poate comanda și în culoarea verde?', variant: { id: variantId } });
  expect((await callBackend('POST', `/api/v2/moderation/question/${question!.id}`, { body: { decision: 'reject' }, cookie: staff })).status).toBe(204);
  expect((await callBackend('POST', `/api/v2/moderation/question/${question!.id}`, { body: { decision: 'approve' }, cookie: staff })).status).toBe(404);
});
