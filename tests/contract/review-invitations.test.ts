import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import {
  zDelayReviewInvitationResponse,
  zGetReviewInvitationResponse,
  zPostReviewInvitationReviewResponse,
  zUploadReviewInvitationPhotoResponse,
} from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { embeddedBackendFor } from '#server/index';
import { callBackend, connectionFrom, useTestCatalogue } from '../support/embedded';

let idents: string[] = [];
beforeAll(async () => {
  process.env.CUIB_DATA_DIR = mkdtempSync(join(tmpdir(), 'cuib-reviews-'));
  await useTestCatalogue();
  idents = (await store().selectFrom('review_invitations').select('ident').orderBy('ident').limit(8).execute()).map((row) => row.ident);
});

const review = { value: 4.4, text: 'Canapeaua a venit la timp și arată foarte bine.', pluses: ['livrare rapidă'], nickName: 'Ana P.' };

/** A photo posted as the browser posts it: multipart, from the site's own page. */
async function upload(ident: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg', name = 'poza.jpg', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('photo', new File([bytes], name, { type }));
  const path = `/api/v2/review-invitations/${ident}/photos`;
  const response = await embeddedBackendFor(path)!.app.fetch(new Request(`http://cuib.test${path}`, { method: 'POST', body: form, headers }), connectionFrom('127.0.0.1'));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A small JPEG that says where it was taken (EXIF with GPS) and who made it. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Cuib Test', Copyright: 'Ana P.' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 25/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '26/1 6/1 0/1' } })
    .toBuffer();

test('an invitation takes one review, then says it was submitted', async () => {
  const invitation = zGetReviewInvitationResponse.parse((await callBackend('GET', `/api/v2/review-invitations/${idents[0]}`)).json);
  expect(invitation.status).toBe('pending');
  expect(invitation.image).toMatchObject({ type: 'product' });
  const submitted = await callBackend('POST', `/api/v2/review-invitations/${idents[0]}/review`, { body: review });
  expect(submitted.status).toBe(201);
  expect(zPostReviewInvitationReviewResponse.parse(submitted.json)).toMatchObject({ value: 4.5, userNickName: 'Ana P.' });
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[0]}/review`, { body: review })).status).toBe(409);
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[0]}`)).json).toMatchObject({ status: 'submitted' });
});

test("unsubscribing stops the shop's invitations to that address, not other shops'", async () => {
  // The same shopper also bought from another shop.
  const other = await store().selectFrom('review_invitations').select(['ident', 'eshop_id']).where('ident', '=', idents[7]!).executeTakeFirstOrThrow();
  const buyer = await store().selectFrom('review_invitations').select(['email', 'eshop_id']).where('ident', '=', idents[1]!).executeTakeFirstOrThrow();
  await store().updateTable('review_invitations').set({ email: buyer.email }).where('ident', '=', idents[7]!).execute();
  expect(other.eshop_id).not.toBe(buyer.eshop_id);
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[1]}/unsubscribe`)).status).toBe(204);
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[7]}`)).json).toMatchObject({ status: 'pending' });
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[1]}`)).json).toMatchObject({ status: 'unsubscribed' });
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[1]}/review`, { body: review })).status).toBe(409);
});

test.each([
  ['a short text', { ...review, text: 'Bun.' }, 'body.text'],
  ['six stars', { ...review, value: 6 }, 'body.value'],
  ['a photo never uploaded', { ...review, imageIds: ['up-00000000000000000000'] }, 'body.imageIds'],
])('refuses %s naming the field', async (_, body, field) => {
  const { status, json } = await callBackend('POST', `/api/v2/review-invitations/${idents[2]}/review`, { body });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field });
});

test('an unknown invitation is 404', async () => {
  expect((await callBackend('GET', '/api/v2/review-invitations/nu-exista-deloc')).status).toBe(404);
});

test('an uploaded photo is re-encoded without its EXIF and GPS, and served resized as a review image', async () => {
  const original = new Uint8Array(await jpegWithExif());
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const { status, json } = await upload(idents[3]!, original);
  expect(status).toBe(201);
  const photo = zUploadReviewInvitationPhotoResponse.parse(json);
  const stored = readFileSync(join(process.env.CUIB_DATA_DIR!, 'review-photos', `${photo.imageId}.webp`));
  const metadata = await sharp(stored).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(stored.includes(Buffer.from('Cuib Test'))).toBe(false);
  const served = await embeddedBackendFor('/images/')!.app.fetch(new Request(`http://cuib.test/images/review/160/${photo.imageId}.jpg`));
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  const shown = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect([shown.width, shown.exif]).toEqual([64, undefined]);
  // The review carries it.
  const submitted = await callBackend('POST', `/api/v2/review-invitations/${idents[3]}/review`, { body: { ...review, imageIds: [photo.imageId] } });
  expect(submitted.json).toMatchObject({ imageIds: [photo.imageId] });
});

test('a photo of another type, a fake one, one over 8 MB or one from another site is refused', async () => {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
  expect(await upload(idents[4]!, new Uint8Array(gif), 'image/gif', 'poza.gif')).toMatchObject({ status: 400, json: { field: 'body.photo' } });
  expect(await upload(idents[4]!, new TextEncoder().encode('nu sunt o poză'), 'image/jpeg')).toMatchObject({ status: 400, json: { field: 'body.photo' } });
  expect(await upload(idents[4]!, new Uint8Array(8 * 1024 * 1024 + 1), 'image/jpeg')).toMatchObject({ status: 413, json: { field: 'body.photo' } });
  const crossSite = await upload(idents[4]!, new Uint8Array(await jpegWithExif()), 'image/jpeg', 'poza.jpg', { origin: 'https://rau.exemplu.com', 'sec-fetch-site': 'cross-site' });
  expect(crossSite.status).toBe(403);
  // Other writes still take JSON only.
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[4]}/review`, { body: 'value=5', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).status).toBe(415);
});

test('a photo over 24 megapixels is refused before it is decoded, naming the photo', async () => {
  // 36 megapixels of one colour: a small PNG that would cost a second of decoding.
  const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#6d4c41' } }).png().toBuffer();
  expect(await upload(idents[5]!, new Uint8Array(huge), 'image/png', 'mare.png')).toMatchObject({
    status: 400,
    json: { field: 'body.photo', detail: 'Fotografia are prea mulți pixeli: cel mult 24 de megapixeli.' },
  });
});

test('an upload carries one photo: a second file is refused, and an unknown invitation is 404 whatever the body', async () => {
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c9a27e' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(photo)], 'a.jpg', { type: 'image/jpeg' }));
  form.append('photo', new File([new Uint8Array(photo)], 'b.jpg', { type: 'image/jpeg' }));
  const path = `/api/v2/review-invitations/${idents[5]}/photos`;
  const twice = await embeddedBackendFor(path)!.app.fetch(new Request(`http://cuib.test${path}`, { method: 'POST', body: form }), connectionFrom('127.0.0.1'));
  expect(twice.status).toBe(400);
  expect(await twice.json()).toMatchObject({ field: 'body.photo' });
  expect(await upload('nu-exista-invitatia', new Uint8Array(photo))).toMatchObject({ status: 404, json: { field: 'path.ident' } });
});

test('a review refused after its photos were stored can be sent again with them uploaded anew, up to 12 uploads in all', async () => {
  const { ident } = await store()
    .selectFrom('review_invitations')
    .select('ident')
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('ident', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const photo = new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c9a27e' } }).jpeg().toBuffer());
  const uploadFour = async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { status, json } = await upload(ident, photo);
      expect(status).toBe(201);
      ids.push((json as { imageId: string }).imageId);
    }
    return ids;
  };
  // Twice refused for its nickname (the backend's rule), each time after its four photos were stored.
  for (let attempt = 0; attempt < 2; attempt++) {
    const refused = await callBackend('POST', `/api/v2/review-invitations/${ident}/review`, { body: { ...review, nickName: 'A', imageIds: await uploadFour() } });
    expect(refused.json).toMatchObject({ status: 400, field: 'body.nickName' });
  }
  // The third time its photos are uploaded anew (12 in all: a 13th is refused) and the review is taken.
  const third = await uploadFour();
  expect(await upload(ident, photo)).toMatchObject({ status: 400, json: { field: 'body.photo' } });
  expect((await callBackend('POST', `/api/v2/review-invitations/${ident}/review`, { body: { ...review, imageIds: third } })).json).toMatchObject({ imageIds: third });
});

test('a delayed invitation keeps its reminder date, 1 to 60 days ahead', async () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const delayed = await callBackend('POST', `/api/v2/review-invitations/${idents[5]}/delay`, { body: { remindOn: inDays(7) } });
  expect(delayed.status).toBe(200);
  expect(zDelayReviewInvitationResponse.parse(delayed.json).remindOn).toBe(inDays(7));
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[5]}`)).json).toMatchObject({ remindOn: inDays(7), status: 'pending' });
  for (const days of [0, 61]) {
    const refused = await callBackend('POST', `/api/v2/review-invitations/${idents[5]}/delay`, { body: { remindOn: inDays(days) } });
    expect([refused.status, (refused.json as { field: string }).field]).toEqual([400, 'body.remindOn']);
  }
});

test('an expired invitation says so and takes nothing', async () => {
  await store().updateTable('review_invitations').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('ident', '=', idents[6]!).execute();
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[6]}`)).json).toMatchObject({ status: 'expired' });
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[6]}/review`, { body: review })).status).toBe(409);
});
