import type { ClickSource, Variant } from '#generated/main-api/types.gen';
import type { VariantRow } from '../../repositories/variants';

/** How a rating spreads over 1–5 stars, derived from the average so counts and rating agree. */
function ratingVector(rating: number | null, count: number): [number, number, number, number, number] {
  if (!rating || count === 0) return [0, 0, 0, 0, 0];
  const weights = [1, 2, 3, 4, 5].map((stars) => Math.exp(-((stars - rating) ** 2) / 0.8));
  const total = weights.reduce((a, b) => a + b, 0);
  const vector = weights.map((w) => Math.floor((w / total) * count));
  vector[Math.round(rating) - 1]! += count - vector.reduce((a, b) => a + b, 0);
  return vector as [number, number, number, number, number];
}

/** A stored variant in the contract's shape. */
export function toVariant(row: VariantRow, clickSource: ClickSource | null): Variant {
  const before = row.price_before_discount;
  // Whole percent, rounded down like the shop-facing rule of SPEC §2; under 1 % is no discount.
  const discountPercent = before && before > row.price ? Math.floor((1 - row.price / before) * 100) || null : null;
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
    eshop: { id: row.eshop_id, name: row.eshop_name, slug: row.eshop_slug, paid: row.eshop_paid === 1 },
    price: { price: row.price, priceBeforeDiscount: discountPercent ? before : null, installmentMonths: null, installmentAmount: null },
    secondaryPrice: null,
    discount: discountPercent ? { discount: discountPercent, validity: null } : null,
    voucher: null,
    discounted: discountPercent !== null,
    inStock: row.in_stock === 1,
    category: { id: row.category_id, name: row.category_name, longName: row.category_long_name },
    active: row.active === 1,
    disabled: false,
    dataLayer: { id: String(row.id), name: row.name, price: row.price },
    freeShipping: row.free_shipping === 1,
    tier: null,
    clickSource,
    adminMode: null,
    reviews: {
      rating: row.rating,
      reviewsCount: row.reviews_count,
      imagesCount: 0,
      vector: ratingVector(row.rating, row.reviews_count),
    },
    dimensions: null,
    promoTags: [],
    hasDeliveries: false,
    image: images[0] ?? null,
    images,
    coolingOffPeriod: 14,
    deliveryPrice: row.free_shipping === 1 ? 0 : null,
    deliveryInDays: row.delivery_in_days,
    alternativeOffersCount: row.alternative_offers,
    displayParameters: [],
    highlighted: false,
    topProductLabel: null,
  };
}
