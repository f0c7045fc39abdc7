import type { InspirationImage } from '#generated/main-api/types.gen';
import { clickthroughUrl } from '../../lib/clickthrough';
import { buildLink, routes } from '../../lib/links';

/** A product pinned on a picture, with what its card shows: less than a whole variant, for the browser. */
export interface Hotspot {
  variantId: number;
  name: string;
  shopName: string;
  price: number;
  priceBeforeDiscount: number | null;
  /** The product's page on Cuib. */
  detailHref: string;
  /** The shop, through the click-through with the variant's click source (the inspiration's). */
  shopHref: string;
  /** Where the product stands, in pixels of the original picture. */
  x: number;
  y: number;
}

/** The hotspots of an inspiration picture; a variant without a click source throws (SPEC §5). */
export function hotspotsOf(image: InspirationImage): Hotspot[] {
  return image.variants.map(({ x, y, variant }, index) => ({
    variantId: variant.id,
    name: variant.name,
    shopName: variant.eshop.name,
    price: variant.price.price,
    priceBeforeDiscount: variant.price.priceBeforeDiscount,
    detailHref: buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } }),
    shopHref: clickthroughUrl(variant.id, variant.clickSource, { position: index + 1 }),
    x,
    y,
  }));
}
