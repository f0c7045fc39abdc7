import { delayReviewInvitation, getReviewInvitation, postReviewInvitationReview, unsubscribeReviewInvitations, uploadReviewInvitationPhoto } from '#generated/main-api/sdk.gen';
import { countOf } from '#domain/romanian';
import { type FormRefusal, readFormBody } from '#domain/form-body';
import { maxPhotosPerReview, photoNoun, photoProblem, reviewFormLimits } from '#domain/uploads';
import { minTextLength, reviewMessages } from '#ui/components/ReviewForm';
import { formErrors, keptValues } from '#ui/lib/form-errors';
import { ResponseError } from '#generated/runtime';
import { type FormOutcome, type FormRoute, mainApi, type PostedForm, submit, text } from './submit';

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

const tooManyPhotos = () => `Poți adăuga cel mult ${countOf(maxPhotosPerReview, photoNoun)}.`;

/** What the review form says when its body crossed a limit or could not be read. */
const bodyMessages: Record<FormRefusal['refused'], { photos?: string; form?: string }> = {
  malformed: { form: 'Formularul nu a ajuns întreg. Trimite-l din nou.' },
  tooManyFields: { form: 'Formularul trimis are prea multe câmpuri.' },
  fieldTooLong: { form: 'Un câmp al formularului este prea lung.' },
  tooManyFiles: { photos: tooManyPhotos() },
  fileTooLarge: { photos: 'O fotografie depășește 8 MB.' },
};

/**
 * Reads the review form: first whether the invitation exists and takes a review (an unknown one is
 * the not-found page, a closed one its page, without reading a byte of the body), then the body
 * streamed with the form's limits (at most 4 photos of 8 MiB, a few text fields).
 */
async function readReview(request: Request, code: string, cookie: string | undefined): Promise<PostedForm | FormOutcome> {
  const none = new URLSearchParams();
  try {
    const { data } = await getReviewInvitation({ ...mainApi(cookie), path: { ident: code } });
    if (data.status !== 'pending') return refused(none, 409, {});
  } catch (error) {
    if (error instanceof ResponseError && (error.response.status === 404 || error.response.status === 400)) return refused(none, 404, {});
    return refused(none, 503, {}, 'Nu am putut trimite recenzia acum. Încearcă din nou peste câteva momente.');
  }
  const read = await readFormBody(request.body, request.headers.get('content-type') ?? '', reviewFormLimits);
  if (!('refused' in read)) return read;
  const { photos, form } = bodyMessages[read.refused];
  return refused(none, 400, photos ? { photos } : {}, form);
}

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
  if (photos.length > maxPhotosPerReview) photoMessages.push(tooManyPhotos());
  if (photoMessages.length) found.photos = photoMessages.join(' ');
  if (Object.keys(found).length) return refused(fields, 400, found);

  const messages = { ...reviewMessages, imageIds: reviewMessages.imageIds!, photo: reviewMessages.photo! };
  const imageIds: string[] = [];
  try {
    for (const photo of photos) imageIds.push((await uploadReviewInvitationPhoto({ ...mainApi(cookie), path: { ident: code }, body: { photo } })).data.imageId);
  } catch (error) {
    const { fields: named, form } = await formErrors(error, messages);
    const status = error instanceof ResponseError && error.response.status < 500 ? error.response.status : 503;
    // The backend's own words for a photo it refused (too many pixels, not a picture) say more than the form's.
    const problem = error instanceof ResponseError ? await error.problem() : undefined;
    const photoMessage = problem?.field === 'body.photo' ? problem.detail : named.photo;
    return refused(fields, status === 413 ? 400 : status, photoMessage ? { photos: photoMessage } : {}, photoMessage ? undefined : (form ?? reviewMessages.photo));
  }
  const outcome = await submit('review', fields, messages, () => postReviewInvitationReview({ ...mainApi(cookie), path: { ident: code }, body: { ...body, imageIds } }), `/star/${code}/thank-you`);
  const named = 'render' in outcome ? outcome.render.fields : undefined;
  if ('render' in outcome && named?.imageIds) outcome.render.fields = { ...named, photos: named.imageIds };
  return outcome;
}

/** The Cuib Star pages' forms: the review, the reminder date and the unsubscribe button. */
export const starPosts: FormRoute[] = [
  {
    pattern: new RegExp(`^/star/${ident}$`),
    read: (request, { cookie, params: [code] }) => readReview(request, code!, cookie),
    handle: ({ fields, files, cookie, params: [code] }) => postReview(code!, fields, files, cookie),
  },
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
