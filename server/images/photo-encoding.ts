import sharp, { type Metadata } from 'sharp';
import { maxPhotoMegapixels } from '#domain/uploads';
import type { ImageFormat } from './render';

/**
 * Photos re-encoded at once, shoppers' review photos and shops' fed pictures together. sharp works
 * on libuv's thread pool (four threads, shared with file reads, password hashing and compression):
 * a burst of large pictures waits here instead of taking every thread.
 */
const encodingSlots = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

export async function inEncodingSlot<T>(work: () => Promise<T>): Promise<T> {
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

/** Why a photo was not re-encoded: bytes that are no picture of a taken format, more pixels than taken, or a picture broken inside. */
export type PhotoRefusal = 'notAPhoto' | 'tooManyPixels' | 'damaged';

/** A format sharp reads that a photo may be in; AVIF is read as HEIF compressed with AV1. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const formatOf = ({ format, compression }: Metadata): PhotoFormat | undefined => {
  if (format === 'heif') return compression === 'av1' ? 'avif' : undefined;
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif' ? format : undefined;
};

/**
 * Re-encodes a photo (bytes, or a file's path) as WebP: turned upright by its EXIF orientation, at
 * most `maxSide` px on each side. sharp writes no metadata unless asked, so EXIF (with any GPS
 * position), XMP and ICC leave with the original. The format and size are read from the header
 * before anything is decoded, so a picture over the pixel limit costs nothing; the decoder is held
 * to the same limit. Runs in an encoding slot.
 */
export async function reencodePhoto(input: Uint8Array | string, { formats, maxSide }: { formats: readonly PhotoFormat[]; maxSide: number }): Promise<Buffer | PhotoRefusal> {
  const limitInputPixels = maxPhotoMegapixels * 1_000_000;
  return inEncodingSlot(async () => {
    let header: Metadata;
    try {
      // The header alone (nothing decoded) says the format and the size.
      header = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      return 'notAPhoto';
    }
    const format = formatOf(header);
    if (!format || !formats.includes(format)) return 'notAPhoto';
    if (header.width * header.height > limitInputPixels) return 'tooManyPixels';
    try {
      // An animated GIF or WebP gives its first frame.
      return await sharp(input, { failOn: 'error', limitInputPixels })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      return 'damaged';
    }
  });
}

/**
 * Resized copies of stored photos at the image widths, remembered (the `limit` latest, oldest
 * forgotten first), so a picture shown on every card is resized once.
 */
export function resizedCopies(limit: number) {
  const copies = new Map<string, Buffer>();
  /** The stored photo `key` (read by `load`, undefined when missing) at a width in a format. */
  return async (key: string, load: () => Promise<Buffer | undefined>, width: number, format: ImageFormat): Promise<Buffer | undefined> => {
    const copyKey = `${key}|${width}|${format}`;
    const cached = copies.get(copyKey);
    if (cached) return cached;
    const stored = await load();
    if (!stored) return undefined;
    const pipeline = sharp(stored).resize({ width, withoutEnlargement: true });
    const body = await (format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    if (copies.size >= limit) copies.delete(copies.keys().next().value!);
    copies.set(copyKey, body);
    return body;
  };
}
