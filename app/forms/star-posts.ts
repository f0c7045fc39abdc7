import { delayReviewInvitation, postReviewInvitationReview, unsubscribeReviewInvitations, uploadReviewInvitationPhoto } from '#generated/main-api/sdk.gen';
import { countOf } from '#domain/romanian';
import { maxPhotosPerReview, photoNoun, photoProblem } from '#domain/uploads';
import { minTextLength, reviewMessages } from '#ui/components/ReviewForm';
import { formErrors, keptValues } from '#ui/lib/form-errors';
import { ResponseError } from '#generated/runtime';
import { type FormOutcome, type FormRoute, mainApi, submit, text } from './submit';

const ident = '([A-Za-z0-9_-]{8,64})';

/** A list typed one item a line: blank lines dropped. */
const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const refused = (fields: URLSearchParams, status: number, messages: Record<string, string>, form?: string): FormOutcome => ({
  render: { name: 'review', status, values: keptValues(fields), fields: messages, form },
});

/**
 * The review form posted without JavaScript (multipart, with its photos): what the browser would
 * have said is checked first, so no photo is stored for a review that cannot be sent; then each
 * photo is uploaded (the backend re-encodes it) and the review submitted with their ids.
 */
async function postReview(code: string, fields: URLSearchParams, files: Map<string, File[]>, cookie: string | undefined): Promise<FormOutcome> {
  const value = Number(fields.get('value'));
  const body = {
    value,
    text: text(fields, 'text'),
    pluses: lines(fields.get('pluses') ?? ''),
    minuses: lines(fields.get('minuses') ?? ''),
    nickName: text(fields, 'nickName'),
  };
  const photos = files.get('photos') ?? [];
  const found: Record<string, string> = {};
  if (!(value >= 1 && value <= 5)) found.value = reviewMessages.value!;
  if (body.text.length < minTextLength) found.text = reviewMessages.text!;
  if (body.nickName.length < 2) found.nickName = reviewMessages.nickName!;
  const photoMessages = photos.map(photoProblem).filter(Boolean);
  if (photos.length > maxPhotosPerReview) photoMessages.push(`Poți adăuga cel mult ${countOf(maxPhotosPerReview, photoNoun)}.`);
  if (photoMessages.length) found.photos = photoMessages.join(' ');
  if (Object.keys(found).length) return refused(fields, 400, found);

  const messages = { ...reviewMessages, imageIds: reviewMessages.imageIds!, photo: reviewMessages.photo! };
  const imageIds: string[] = [];
  try {
    for (const photo of photos) imageIds.push((await uploadReviewInvitationPhoto({ ...mainApi(cookie), path: { ident: code }, body: { photo } })).data.imageId);
  } catch (error) {
    const { fields: named, form } = await formErrors(error, messages);
    const status = error instanceof ResponseError && error.response.status < 500 ? error.response.status : 503;
    return refused(fields, status === 413 ? 400 : status, named.photo ? { photos: named.photo } : {}, named.photo ? undefined : (form ?? reviewMessages.photo));
  }
  const outcome = await submit('review', fields, messages, () => postReviewInvitationReview({ ...mainApi(cookie), path: { ident: code }, body: { ...body, imageIds } }), `/star/${code}/thank-you`);
  const named = 'render' in outcome ? outcome.render.fields : undefined;
  if ('render' in outcome && named?.imageIds) outcome.render.fields = { ...named, photos: named.imageIds };
  return outcome;
}

/** The Cuib Star pages' forms: the review, the reminder date and the unsubscribe button. */
export const starPosts: FormRoute[] = [
  { pattern: new RegExp(`^/star/${ident}$`), handle: ({ fields, files, cookie, params: [code] }) => postReview(code!, fields, files, cookie) },
  {
    pattern: new RegExp(`^/star/${ident}/delayed$`),
    handle: ({ fields, cookie, params: [code] }) =>
      submit(
        'reviewDelay',
        fields,
        { remindOn: 'Alege o zi între mâine și peste 60 de zile.' },
        () => delayReviewInvitation({ ...mainApi(cookie), path: { ident: code! }, body: { remindOn: text(fields, 'remindOn') } }),
        `/star/${code}/delayed?gata=1`,
      ),
  },
  {
    pattern: new RegExp(`^/star/${ident}/unsubscribe$`),
    handle: ({ fields, cookie, params: [code] }) =>
      submit('reviewUnsubscribe', fields, {}, () => unsubscribeReviewInvitations({ ...mainApi(cookie), path: { ident: code! } }), `/star/${code}/unsubscribe?gata=1`),
  },
];
