import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from '../context';
import { type PhotoFormat, resizedCopies } from './photo-encoding';
import type { ImageFormat } from './render';

/** Where shops' pictures are kept, re-encoded: `<variantId>-<pictureNo>.webp`. */
export const fedPictureFolder = () => join(dataDir(), 'pictures');
/** Downloads and encodings under way, put in place once done (same file system, so the move is a rename). */
export const fedPictureWorkFolder = () => join(fedPictureFolder(), 'work');
export const fedPictureFile = (variantId: number, pictureNo: number) => join(fedPictureFolder(), `${variantId}-${pictureNo}.webp`);

/** The formats a shop's picture may come in. */
export const fedPictureFormats: readonly PhotoFormat[] = ['jpeg', 'png', 'webp', 'gif', 'avif'];
/** The longest side a stored picture keeps: the largest image width shown, with room for sharp screens. */
export const fedPictureMaxSide = 1600;

/** Many cards show fed pictures: more copies are remembered than of review photos (a few tens of MB at most). */
const resized = resizedCopies(600);

/**
 * A ready fed picture at a width in a format, or undefined when its file is missing (marked ready a
 * moment before its file is moved in place). `fetchedAt` is part of the key, so a picture fetched
 * again from a new URL is never answered from the old one's copies.
 */
export function resizedFedPicture(variantId: number, pictureNo: number, fetchedAt: string | null, width: number, format: ImageFormat): Promise<Buffer | undefined> {
  return resized(
    `fed|${variantId}-${pictureNo}|${fetchedAt}`,
    () => readFile(fedPictureFile(variantId, pictureNo)).catch(() => undefined),
    width,
    format,
  );
}

/**
 * What a card shows until a fed picture is fetched, or when it could not be: a plain light-grey
 * square with the outline of a framed landscape, in the proportions of the product drawings.
 */
export const fedPlaceholderSvg = (): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="#eceef0"/>
<g fill="none" stroke="#b7bcc2" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">
<rect x="120" y="130" width="160" height="140" rx="10"/>
<circle cx="168" cy="176" r="14"/>
<path d="M128 252 l48 -44 l30 26 l32 -36 l34 40"/>
</g>
</svg>`;
