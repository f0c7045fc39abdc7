import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { dataDir } from '../context';
import { reencodePhoto, resizedCopies } from './photo-encoding';

/** Ids of uploaded review photos: `up-` and 20 hex digits, as the contract's `imageIds` pattern says. */
export const uploadedPhotoId = /^up-[a-f0-9]{20}$/;

const folder = () => resolve(dataDir(), 'review-photos');
const fileOf = (id: string) => resolve(folder(), `${id}.webp`);

/** Why a photo was not stored: bytes that are no JPEG, PNG or WebP picture, or more pixels than taken. */
export type PhotoRefusal = 'notAPhoto' | 'tooManyPixels';

/**
 * Re-encodes an uploaded photo (`reencodePhoto`: upright, metadata dropped, the pixel limit read
 * from the header) at most 2000 px as WebP, and keeps it under the data folder. Refused when the
 * bytes are not a JPEG, PNG or WebP picture whatever the browser said.
 */
export async function storeReviewPhoto(bytes: Uint8Array): Promise<{ id: string } | PhotoRefusal> {
  const encoded = await reencodePhoto(bytes, { formats: ['jpeg', 'png', 'webp'], maxSide: 2000 });
  if (encoded === 'damaged') return 'notAPhoto';
  if (typeof encoded === 'string') return encoded;
  const id = `up-${randomBytes(10).toString('hex')}`;
  await mkdir(folder(), { recursive: true, mode: 0o700 });
  await writeFile(fileOf(id), encoded, { mode: 0o600 });
  return { id };
}

/** An uploaded photo's stored bytes (WebP), or undefined when there is none with that id. */
export async function readReviewPhoto(id: string): Promise<Buffer | undefined> {
  if (!uploadedPhotoId.test(id)) return undefined;
  try {
    return await readFile(fileOf(id));
  } catch {
    return undefined;
  }
}

const resized = resizedCopies(300);

/** An uploaded photo at one of the image widths, in the format asked for (remembered, a few hundred at most). */
export const resizedReviewPhoto = (id: string, width: number, format: 'webp' | 'jpg'): Promise<Buffer | undefined> =>
  resized(id, () => readReviewPhoto(id), width, format);
