import type { Breadcrumb, Variant } from '#generated/main-api/types.gen';
import { ratingValue } from './rating';

/** Structured data for search engines (schema.org), as one JSON-LD object. */
export type JsonLdObject = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped, so no text from
 * the catalogue can close the script element.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function breadcrumbList(items: readonly Breadcrumb[], origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: new URL(item.url, origin).toString() })),
  };
}

/** The variants of a listing page, in order. */
export function itemList(variants: readonly Variant[], origin: string, firstPosition = 1): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: variants.map((variant, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: new URL(`/produs/v/${variant.id}-${variant.slug}`, origin).toString(),
      name: variant.name,
    })),
  };
}

/**
 * A product with its offers: one Offer for a single shop, an AggregateOffer for several, and the
 * rating when there are reviews.
 */
export function productJsonLd(main: Variant, offers: readonly Variant[], origin: string): JsonLdObject {
  const all = offers.length ? offers : [main];
  const prices = all.map((offer) => offer.price.price);
  const availability = (offer: Variant) => (offer.active && offer.inStock ? 'https://schema.org/InStock' : offer.active ? 'https://schema.org/BackOrder' : 'https://schema.org/OutOfStock');
  const url = new URL(`/produs/v/${main.id}-${main.slug}`, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: main.name,
    description: main.description,
    url,
    ...(main.image ? { image: new URL(`/images/product/800/${main.image.id}.jpg`, origin).toString() } : {}),
    category: main.category.longName,
    offers:
      all.length === 1
        ? { '@type': 'Offer', price: main.price.price.toFixed(2), priceCurrency: 'RON', availability: availability(main), url, seller: { '@type': 'Organization', name: main.eshop.name } }
        : {
            '@type': 'AggregateOffer',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            priceCurrency: 'RON',
            offerCount: all.length,
          },
    ...(main.reviews.reviewsCount > 0 && main.reviews.rating !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: ratingValue(main.reviews.rating), reviewCount: main.reviews.reviewsCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * A shop as an `Organization` with its rating, for its reviews page. `url` makes the page's absolute
 * address from its path.
 */
export function shopJsonLd(
  shop: { name: string; slug: string; rating: number; reviewsCount: number },
  url: (path: string) => string,
): JsonLdObject & { aggregateRating: JsonLdObject & { ratingValue: number } } {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: url(`/star/eshop/${shop.slug}`),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: ratingValue(shop.rating), bestRating: 5, worstRating: 1, reviewCount: shop.reviewsCount },
  };
}
