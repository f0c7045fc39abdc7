import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { maxPhotoMegapixels } from '#domain/uploads';
import { dataDir } from '../context';

/** Ids of uploaded review photos: `up-` and 20 hex digits, as the contract's `imageIds` pattern says. */
export const uploadedPhotoId = /^up-[a-f0-9]{20}$/;

const folder = () => resolve(dataDir(), 'review-photos');
const fileOf = (id: string) => resolve(folder(), `${id}.webp`);

/** What sharp reads as a photo format we take. */
const takenFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Photos re-encoded at once. sharp works on libuv's thread pool (four threads, shared with file
 * reads, password hashing and compression): a burst of large uploads waits here instead of taking
 * every thread.
 */
const encodingSlots = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= encodingSlots) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding--;
  }
}

/** Why a photo was not stored: bytes that are no JPEG, PNG or WebP picture, or more pixels than taken. */
export type PhotoRefusal = 'notAPhoto' | 'tooManyPixels';

/**
 * Re-encodes an uploaded photo and keeps it under the data folder: turned upright by its EXIF
 * orientation, at most 2000 px, as WebP. sharp writes no metadata unless asked, so EXIF (with
 * any GPS position), XMP and ICC leave with the original. Its size is read from the header
 * before anything is decoded, so a picture over the pixel limit costs nothing; the decoder is
 * held to the same limit. Refused when the bytes are not a JPEG, PNG or WebP picture whatever
 * the browser said.
 */
export async function storeReviewPhoto(bytes: Uint8Array): Promise<{ id: string } | PhotoRefusal> {
  const limitInputPixels = maxPhotoMegapixels * 1_000_000;
  const encoded = await inSlot(async (): Promise<Buffer | PhotoRefusal> => {
    try {
      // The header alone (nothing decoded) says the format and the size.
      const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (!format || !takenFormats.has(format)) return 'notAPhoto';
      if (width * height > limitInputPixels) return 'tooManyPixels';
      return await sharp(bytes, { failOn: 'error', limitInputPixels })
        .rotate().resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    } catch {
      return 'notAPhoto';
    }
  });
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

const resized = new Map<string, Buffer>();

/** An uploaded photo at one of the image widths, in the format asked for (remembered, a few hundred at most). */
export async function resizedReviewPhoto(id: string, width: number, format: 'webp' | 'jpg'): Promise<Buffer | undefined> {
  const key = `${id}|${width}|${format}`;
  const cached = resized.get(key);
  if (cached) return cached;
  const stored = await readReviewPhoto(id);
  if (!stored) return undefined;
  const pipeline = sharp(stored).resize({ width, withoutEnlargement: true });
  const body = await (format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
  if (resized.size >= 300) resized.delete(resized.keys().next().value!);
  resized.set(key, body);
  return body;
}
