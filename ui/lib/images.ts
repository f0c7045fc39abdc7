/**
 * Product image URLs. Sizes are keyed by name and differ between mobile and desktop listings
 * (SPEC §9); formats are webp (preferred) and jpg.
 */
export const imageSizes = {
  cardMobile: 240,
  cardDesktop: 320,
  thumb: 96,
  detail: 800,
  zoom: 1200,
} as const;

export type ImageSizeName = keyof typeof imageSizes;
export type ImageFormat = 'webp' | 'jpg';

export function productImageUrl(imageId: string, size: ImageSizeName, format: ImageFormat = 'webp'): string {
  return `/images/product/${imageSizes[size]}/${imageId}.${format}`;
}

/** `srcset` for a listing image: the mobile and desktop sizes, and their doubles for dense screens. */
export function productImageSrcSet(imageId: string, format: ImageFormat = 'webp'): string {
  return [imageSizes.cardMobile, imageSizes.cardDesktop, 480, 640]
    .map((width) => `/images/product/${width}/${imageId}.${format} ${width}w`)
    .join(', ');
}

/** Any generated image by type: `/images/{type}/{width}/{id}.{format}` (see the contract's Image). */
export function imageUrl(type: 'product' | 'review' | 'avatar' | 'inspiration', id: string, width: number, format: ImageFormat = 'webp'): string {
  return `/images/${type}/${width}/${id}.${format}`;
}
