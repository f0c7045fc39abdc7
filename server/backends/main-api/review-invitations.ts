import type { Hono } from 'hono';
import type { Review, ReviewInvitation, ReviewPhoto } from '#generated/main-api/types.gen';
import {
  zDelayReviewInvitationBody,
  zDelayReviewInvitationPath,
  zGetReviewInvitationPath,
  zPostReviewInvitationReviewBody,
  zPostReviewInvitationReviewPath,
  zUnsubscribeReviewInvitationsPath,
  zUploadReviewInvitationPhotoPath,
} from '#generated/main-api/zod.gen';
import { moderationChecks } from '#domain/moderation-checks';
import { readFormBody } from '#domain/form-body';
import { maxPhotoMegapixels, maxPhotoUploadsPerInvitation, photoProblem, photoUploadLimits } from '#domain/uploads';
import { store } from '../../context';
import { badRequest, notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { storeReviewPhoto } from '../../images/review-photos';
import { type InvitationRow, reviewRepository } from '../../repositories/reviews';
import { eshopOf } from './variant';

const reviews = () => reviewRepository(store());

/** What the shopper sees of an invitation: a decided review is still one they submitted. */
const statusOf = (row: InvitationRow): ReviewInvitation['status'] => {
  if (row.status === 'approved' || row.status === 'rejected') return 'submitted';
  return row.status === 'pending' && row.expires_at < new Date().toISOString() ? 'expired' : row.status;
};

const variantOf = (row: InvitationRow) =>
  row.variant_id && row.variant_name && row.variant_slug ? { id: row.variant_id, name: row.variant_name, slug: row.variant_slug } : null;

const invitationOf = (row: InvitationRow): ReviewInvitation => ({
  ident: row.ident,
  status: statusOf(row),
  eshop: eshopOf(row),
  variant: variantOf(row),
  orderDate: row.order_date,
  image: row.variant_id && row.variant_image_count ? { id: `${row.variant_id}-0`, type: 'product', cropped: false } : null,
  remindOn: row.remind_on,
});

const missing = () => notFound('Invitația de recenzie nu există.', 'path.ident');

/** A 409 saying why an invitation no longer takes a review (or photos, or a reminder). */
const notPending = (status: ReviewInvitation['status']) =>
  problem(409, status === 'submitted' ? 'Ai trimis deja recenzia pentru această comandă.' : 'Invitația nu mai este valabilă.', { field: 'path.ident' });

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The review pages: read an invitation, add photos, review the purchase once, delay it, or stop the invitations. */
export function registerReviewInvitationRoutes(app: Hono): void {
  app.get('/api/v2/review-invitations/:ident', async (c) => {
    const input = await validate(c, { path: zGetReviewInvitationPath });
    if (input instanceof Response) return input;
    const row = await reviews().invitation(input.path.ident);
    return row ? c.json(invitationOf(row)) : missing();
  });

  app.post('/api/v2/review-invitations/:ident/photos', async (c) => {
    const input = await validate(c, { path: zUploadReviewInvitationPhotoPath });
    if (input instanceof Response) return input;
    const row = await reviews().invitation(input.path.ident);
    if (!row) return missing();
    const status = statusOf(row);
    if (status !== 'pending') return notPending(status);
    if ((await reviews().photoIdsOf(row.ident)).length >= maxPhotoUploadsPerInvitation) return badRequest('body.photo', 'Ai încărcat deja prea multe fotografii pentru această recenzie.');
    // Streamed with limits: one photo of at most 8 MiB; the body is never held whole before that is known.
    const form = await readFormBody(c.req.raw.body, c.req.header('content-type') ?? '', photoUploadLimits);
    if ('refused' in form) {
      if (form.refused === 'fileTooLarge') return problem(413, 'Fotografia depășește 8 MB.', { field: 'body.photo' });
      if (form.refused === 'tooManyFiles') return badRequest('body.photo', 'Trimite o singură fotografie pe cerere.');
      return badRequest('body', 'Corpul cererii nu este un formular multipart valid.');
    }
    const photo = form.files.get('photo')?.[0];
    if (!photo || photo.size === 0) return badRequest('body.photo', 'Alege o fotografie.');
    const refused = photoProblem(photo);
    if (refused) return badRequest('body.photo', 'Fotografia trebuie să fie JPEG, PNG sau WebP.');
    // The bytes decide, not the type the browser named: anything sharp cannot read as a photo is refused.
    const stored = await storeReviewPhoto(new Uint8Array(await photo.arrayBuffer()));
    if (stored === 'tooManyPixels') return badRequest('body.photo', `Fotografia are prea mulți pixeli: cel mult ${maxPhotoMegapixels} de megapixeli.`);
    if (stored === 'notAPhoto') return badRequest('body.photo', 'Fișierul nu este o fotografie JPEG, PNG sau WebP validă.');
    const id = stored.id;
    await reviews().addPhoto(id, row.ident, new Date().toISOString());
    const body: ReviewPhoto = { imageId: id, image: { id, type: 'review', cropped: false } };
    return c.json(body, 201);
  });

  app.post('/api/v2/review-invitations/:ident/review', async (c) => {
    const input = await validate(c, { path: zPostReviewInvitationReviewPath, body: zPostReviewInvitationReviewBody });
    if (input instanceof Response) return input;
    const row = await reviews().invitation(input.path.ident);
    if (!row) return missing();
    const status = statusOf(row);
    if (status !== 'pending') return notPending(status);
    const imageIds = [...new Set(input.body.imageIds ?? [])];
    const uploaded = new Set(await reviews().photoIdsOf(row.ident));
    if (imageIds.some((id) => !uploaded.has(id))) return badRequest('body.imageIds', 'O fotografie nu a fost încărcată pentru această recenzie. Adaug-o din nou.');
    const now = new Date().toISOString();
    const pluses = (input.body.pluses ?? []).map((line) => line.trim()).filter(Boolean);
    const minuses = (input.body.minuses ?? []).map((line) => line.trim()).filter(Boolean);
    const review: Review = {
      externalId: `inv-${row.ident}`,
      userId: null,
      userNickName: input.body.nickName.trim(),
      userAvatar: null,
      value: Math.round(input.body.value * 2) / 2,
      dateTime: now,
      imageIds,
      text: { text: input.body.text.trim(), originalText: null },
      reply: null,
      pluses,
      minuses,
      translatedFrom: null,
      eshop: eshopOf(row),
      source: 'cuib',
      variant: variantOf(row),
    };
    // Every review waits for staff; the checks only tell them where to look closer.
    const flags = moderationChecks(review.text.text, review.userNickName, ...pluses, ...minuses);
    // Only a pending invitation takes a review: a double submit cannot store two.
    if (!(await reviews().submit(row.ident, review, flags, now))) return notPending('submitted');
    return c.json(review, 201);
  });

  app.post('/api/v2/review-invitations/:ident/delay', async (c) => {
    const input = await validate(c, { path: zDelayReviewInvitationPath, body: zDelayReviewInvitationBody });
    if (input instanceof Response) return input;
    const row = await reviews().invitation(input.path.ident);
    if (!row) return missing();
    const status = statusOf(row);
    if (status !== 'pending') return notPending(status);
    const today = Date.parse(isoDay(Date.now()));
    const earliest = isoDay(today + day);
    const latest = isoDay(today + 60 * day);
    const remindOn = input.body.remindOn;
    if (remindOn < earliest || remindOn > latest) return badRequest('body.remindOn', 'Alege o zi între mâine și peste 60 de zile.');
    await reviews().delay(row.ident, remindOn);
    return c.json(invitationOf({ ...row, remind_on: remindOn }));
  });

  app.post('/api/v2/review-invitations/:ident/unsubscribe', async (c) => {
    const input = await validate(c, { path: zUnsubscribeReviewInvitationsPath });
    if (input instanceof Response) return input;
    const row = await reviews().invitation(input.path.ident);
    if (!row) return missing();
    await reviews().unsubscribe(row.ident);
    return c.body(null, 204);
  });
}
