/**
 * A shop's feed item once validated: what the rest of the import (matching, categories, applying)
 * works with. Field names follow Google Merchant Center's product data; the wiki's names
 * (`/wiki/feed-de-produse`) are read as aliases of them.
 */

export const availabilities = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;
export type Availability = (typeof availabilities)[number];

export const invalidReasons = [
  'missing-field',
  'bad-price',
  'not-ron',
  'foreign-link',
  'bad-image',
  'bad-availability',
  'duplicate-id',
  'title-too-long',
  'field-too-long',
  'bad-value',
] as const;
export type InvalidReason = (typeof invalidReasons)[number];

export interface ItemProblem {
  reason: InvalidReason;
  /** The field in Google's name (`link`, even when the shop wrote the wiki's `url`). */
  field: string;
  /** Romanian, for the shop: names the field as the shop wrote it and quotes the bad value. */
  message: string;
}

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  /** image_link first, then additional_image_link (at most 9 more), http(s) only, duplicates dropped. */
  images: string[];
  /** The price a shopper pays today: sale_price when its effective period (if any) includes `today`, else price. */
  price: number;
  /** The regular price when a sale applies today (what the shop says it was before), else the wiki's price_before_discount if > price, else null. */
  priceBeforeDiscount: number | null;
  /** The last day of the sale (YYYY-MM-DD) when sale_price_effective_date gives one and it applies, else null. */
  saleEndsOn: string | null;
  availability: Availability;
  brand: string | null;
  /** Digits only, left-padded with zeros to 14 (GTIN-14, the form GS1 compares GTINs in), check digit verified. */
  gtin: string | null;
  mpn: string | null;
  itemGroupId: string | null;
  colour: string | null;
  size: string | null;
  material: string | null;
  pattern: string | null;
  /** google_product_category as given (an id such as "443" or a path such as "Furniture > Sofas"). */
  googleCategory: string | null;
  /** product_type, the shop's own path ("Mobilier > Canapele > Extensibile"); the first if several. */
  productType: string | null;
  /** Delivery to Romania: price in lei and days (max transit (+ handling) time), from `shipping` or the wiki's `delivery`. */
  shippingPrice: number | null;
  deliveryDays: number | null;
  /** In millimetres, from product_width/height/length ("180 cm", "180cm", "1800 mm", "180") or the wiki's `dimensions` ("180 x 90 x 75 cm", width × depth × height). */
  widthMm: number | null;
  depthMm: number | null;
  heightMm: number | null;
  line: number;
}

export type Checked = { ok: true; item: FeedItem } | { ok: false; id: string | null; line: number; problem: ItemProblem };
