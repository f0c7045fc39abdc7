/**
 * Review photos: the one kind of upload the site takes. The shopper's browser, the site's server
 * (the review form posted without JavaScript) and the backend check the same rules.
 */

/** The largest photo a shopper may upload: 8 MiB. */
export const maxPhotoBytes = 8 * 1024 * 1024;

/**
 * The most pixels a photo may have, in megapixels: decoding costs CPU and memory by the pixel,
 * and no phone photo needs more (a 50-megapixel PNG took over a second to re-encode).
 */
export const maxPhotoMegapixels = 24;

/** How many photos one review may carry. */
export const maxPhotosPerReview = 4;

/** What the photo limits count. */
export const photoNoun = { one: 'fotografie', other: 'fotografii' } as const;

/**
 * How many photos one invitation takes in all: a review refused after its photos were stored
 * (a text the backend would not take) is sent again with them, uploaded anew; beyond that, no.
 */
export const maxPhotoUploadsPerInvitation = 3 * maxPhotosPerReview;

/** The photo formats taken (re-encoded by the backend, so their metadata is dropped). */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Body limit of a path taking photos: all of a review's photos and a margin for its text fields. */
export const maxUploadBodyBytes = maxPhotosPerReview * maxPhotoBytes + 256 * 1024;

/** What the backend reads of a photo upload: the one photo, and nothing else worth keeping. */
export const photoUploadLimits = { fields: 4, fieldBytes: 1024, files: 1, fileBytes: maxPhotoBytes } as const;

/** What the site's server reads of the review form posted without JavaScript (a text of 5,000 characters fits a field). */
export const reviewFormLimits = { fields: 20, fieldBytes: 32 * 1024, files: maxPhotosPerReview, fileBytes: maxPhotoBytes } as const;

const ident = '[A-Za-z0-9_-]{8,64}';
const uploadPaths = [new RegExp(`^/api/v2/review-invitations/${ident}/photos$`), new RegExp(`^/star/${ident}$`)];

/**
 * Whether a path takes a multipart upload larger than the JSON limit: the backend's photo upload,
 * and the review page, whose form posts its photos to the site's server when JavaScript is off.
 */
export const takesUpload = (path: string): boolean => uploadPaths.some((pattern) => pattern.test(path));

/** The Romanian message for a photo the rules refuse, or undefined when it is fine. */
export function photoProblem(photo: { type: string; size: number; name?: string }): string | undefined {
  if (!(photoTypes as readonly string[]).includes(photo.type)) return `${photo.name ? `„${photo.name}”: ` : ''}fotografia trebuie să fie JPEG, PNG sau WebP.`;
  if (photo.size > maxPhotoBytes) return `${photo.name ? `„${photo.name}”: ` : ''}fotografia depășește 8 MB.`;
  return undefined;
}

/**
 * A shop's product feed, uploaded from the partner portal: the file itself is the request body
 * (not multipart), so a 200 MB feed is streamed to disk as it arrives. Its media types are none a
 * cross-site HTML form can send, so the browser asks before another site's page may post one.
 */
export const feedUploadPath = '/api/v2/partners/me/imports/upload';

/** The largest feed file taken from the portal: 256 MiB (gzip-compressed feeds are far smaller). */
export const maxFeedUploadBytes = 256 * 1024 * 1024;

/** The media types a feed upload may be sent as; `application/octet-stream` for any (the reader tells the format from the content). */
export const feedUploadTypes = ['application/octet-stream', 'application/xml', 'text/xml', 'text/csv', 'text/tab-separated-values', 'application/gzip'] as const;

/** Whether a path takes a feed file as its raw body (see `feedUploadPath`). */
export const takesFeedUpload = (path: string): boolean => path === feedUploadPath;
