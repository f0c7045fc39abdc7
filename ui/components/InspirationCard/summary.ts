import type { Inspiration } from '#generated/main-api/types.gen';
import type { NounForms } from '../../lib/format';

/** `1 inspirație`, `2 inspirații`, `20 de inspirații`. */
export const inspirationNoun: NounForms = { one: 'inspirație', other: 'inspirații' };

/**
 * What a card shows of an inspiration: the feed sends every positioned product in full, which
 * a card (and the browser, for cards loaded with „Mai multe”) does not need.
 */
export interface InspirationSummary {
  id: number;
  name: string;
  /** The designer, or the shop, who made the look; null for Cuib's own. */
  author: string | null;
  /** The first picture with its original size, so the card reserves its shape; null without one. */
  image: { id: string; width: number; height: number } | null;
  /** How many products are pinned on the picture. */
  productCount: number;
}

export function inspirationSummary(inspiration: Inspiration): InspirationSummary {
  const image = inspiration.images[0];
  return {
    id: inspiration.id,
    name: inspiration.name,
    author: inspiration.ownerName ?? inspiration.eshop?.name ?? null,
    image: image ? { id: image.imageId, width: image.originalWidth, height: image.originalHeight } : null,
    productCount: inspiration.images.reduce((sum, each) => sum + each.variants.length, 0),
  };
}

/** The inspiration's page: `/inspirations/stl/{id}`. */
export const inspirationHref = (id: number) => `/inspirations/stl/${id}`;
