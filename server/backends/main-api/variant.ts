import type { AdminModeData, ClickSource, DimensionRange, PromoTag, Variant, VariantEshop } from '#generated/main-api/types.gen';
import { reviewImagesCount } from '../../catalogue/reviews';
import { now } from '../../clock';
import { dayAt, dayOf, discountPercent as discountPercentOf, lowestBeforeReduction } from '../../prices/omnibus';
import type { VariantRow } from '../../repositories/variants';

/** How a rating spreads over 1–5 stars, derived from the average so counts and rating agree. */
export function ratingVector(rating: number | null, count: number): [number, number, number, number, number] {
  if (!rating || count === 0) return [0, 0, 0, 0, 0];
  const weights = [1, 2, 3, 4, 5].map((stars) => Math.exp(-((stars - rating) ** 2) / 0.8));
  const total = weights.reduce((a, b) => a + b, 0);
  const vector = weights.map((w) => Math.floor((w / total) * count));
  vector[Math.round(rating) - 1]! += count - vector.reduce((a, b) => a + b, 0);
  return vector as [number, number, number, number, number];
}

/** RON per euro for the second-currency price (a fixed rate keeps the catalogue deterministic). */
const ronPerEuro = 4.97;

const range = (mm: number | null): DimensionRange | null => (mm === null ? null : { from: mm, to: mm });

const money = (value: number) => Math.round(value * 100) / 100;

/** A shop as a variant, review or invitation shows it, from the `eshop_*` columns of a joined row. */
export const eshopOf = (row: { eshop_id: number; eshop_name: string; eshop_slug: string; eshop_paid: number }): VariantEshop => ({
  id: row.eshop_id,
  name: row.eshop_name,
  slug: row.eshop_slug,
  paid: row.eshop_paid === 1,
});

/** A stored variant in the contract's shape; `adminMode` only for a staff user in admin mode (./admin-mode.ts). */
export function toVariant(row: VariantRow, clickSource: ClickSource | null, adminMode: AdminModeData | null = null): Variant {
  // Stored by the Omnibus rule: the 30-day lowest price when the price is below it (whole percent,
  // rounded down like the shop-facing rule of SPEC §2; under 1 % is no discount).
  const before = row.price_before_discount;
  const discountPercent = discountPercentOf(row.price, before);
  const images = Array.from({ length: row.image_count }, (_, index) => ({
    id: `${row.id}-${index}`,
    type: 'product' as const,
    cropped: false,
  }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    eshop: eshopOf(row),
    price: {
      price: row.price,
      priceBeforeDiscount: discountPercent ? before : null,
      installmentMonths: row.installment_months,
      installmentAmount: row.installment_months ? money(row.price / row.installment_months) : null,
      lowestPrice30Days: lowestBeforeReduction(row.lowest_price_30_days, row.price_since === null ? null : dayOf(row.price_since), dayAt(now())),
    },
    secondaryPrice: {
      price: money(row.price / ronPerEuro),
      priceBeforeDiscount: discountPercent && before ? money(before / ronPerEuro) : null,
      currency: 'EUR',
    },
    discount: discountPercent ? { discount: discountPercent, validity: row.discount_valid_until } : null,
    voucher:
      row.voucher_code && row.voucher_value && row.voucher_type
        ? {
            code: row.voucher_code,
            value: row.voucher_value,
            valueType: row.voucher_type,
            priceWithVoucher: money(
              Math.max(0, row.voucher_type === 'percent' ? row.price * (1 - row.voucher_value / 100) : row.price - row.voucher_value),
            ),
          }
        : null,
    discounted: discountPercent !== null,
    inStock: row.in_stock === 1,
    category: { id: row.category_id, name: row.category_name, longName: row.category_long_name },
    active: row.active === 1,
    disabled: false,
    dataLayer: { id: String(row.id), name: row.name, price: row.price },
    freeShipping: row.free_shipping === 1,
    tier: row.tier,
    clickSource,
    adminMode,
    reviews: {
      rating: row.rating,
      reviewsCount: row.reviews_count,
      imagesCount: row.image_count > 0 ? reviewImagesCount(row.id, row.reviews_count) : 0,
      vector: ratingVector(row.rating, row.reviews_count),
    },
    dimensions:
      row.width_mm === null && row.height_mm === null && row.depth_mm === null && row.diameter_mm === null
        ? null
        : { width: range(row.width_mm), height: range(row.height_mm), depth: range(row.depth_mm), diameter: range(row.diameter_mm) },
    promoTags: row.promo_tags ? (row.promo_tags.split(',') as PromoTag[]) : [],
    hasDeliveries: row.delivery_price !== null,
    image: images[0] ?? null,
    images,
    coolingOffPeriod: 14,
    deliveryPrice: row.free_shipping === 1 ? 0 : row.delivery_price,
    deliveryInDays: row.delivery_in_days,
    alternativeOffersCount: row.alternative_offers,
    displayParameters: [row.material, row.style && `stil ${row.style}`].filter((value): value is string => Boolean(value)),
    highlighted: false,
    topProductLabel: null,
  };
}
