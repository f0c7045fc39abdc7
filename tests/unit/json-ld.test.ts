import { describe, expect, test } from 'vitest';
import { breadcrumbList, itemList, productJsonLd, serializeJsonLd, shopJsonLd } from '#ui/lib/json-ld';
import { formatRating } from '#ui/lib/rating';
import { variant } from '#mocks/fixtures/variant';

const origin = 'https://cuib.ro';

describe('JSON-LD', () => {
  test('no catalogue text can close the script element', () => {
    const text = serializeJsonLd({ name: 'Canapea </script><script>alert(1)</script> & co' });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual({ name: 'Canapea </script><script>alert(1)</script> & co' });
  });

  test('one shop: an Offer; several: an AggregateOffer with the price range; the rating when reviewed', () => {
    const main = variant();
    const single = productJsonLd(main, [main], origin);
    expect(single).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: '1539.99', priceCurrency: 'RON', availability: 'https://schema.org/InStock' } });
    expect(single.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 128 });
    const several = productJsonLd(main, [main, variant({ id: 2, price: { price: 1299, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null } })], origin);
    expect(several.offers).toEqual({ '@type': 'AggregateOffer', lowPrice: '1299.00', highPrice: '1539.99', priceCurrency: 'RON', offerCount: 2 });
    expect(productJsonLd(variant({ reviews: { rating: null, reviewsCount: 0, imagesCount: 0, vector: [0, 0, 0, 0, 0] } }), [], origin).aggregateRating).toBeUndefined();
  });

  test.each([4.07, 4.05, 4.249, 3.95, 4.75])('a rating of %f says the same figure on the page and to search engines', (rating) => {
    const written = Number(formatRating(rating).replace(',', '.'));
    const product = productJsonLd(variant({ reviews: { rating, reviewsCount: 12, imagesCount: 0, vector: [0, 0, 0, 0, 12] } }), [], origin);
    expect(product.aggregateRating).toMatchObject({ ratingValue: written });
    const shop = shopJsonLd({ name: 'Universul Bucovina', slug: 'universul-bucovina', rating, reviewsCount: 40 }, (path) => `${origin}${path}`);
    expect(shop).toMatchObject({ '@type': 'Organization', url: `${origin}/star/eshop/universul-bucovina`, aggregateRating: { ratingValue: written, reviewCount: 40 } });
  });

  test('the reported shop: a mean of 4.07 is 4,1 and 4.1', () => {
    expect(formatRating(4.07)).toBe('4,1');
    expect(shopJsonLd({ name: 'Universul Bucovina', slug: 'universul-bucovina', rating: 4.07, reviewsCount: 40 }, (path) => path).aggregateRating.ratingValue).toBe(4.1);
  });

  test('breadcrumbs and item lists with absolute URLs and positions', () => {
    expect(breadcrumbList([{ name: 'Mobilă', url: '/produse/mobila' }], origin)).toMatchObject({ itemListElement: [{ position: 1, item: 'https://cuib.ro/produse/mobila' }] });
    expect(itemList([variant()], origin, 25)).toMatchObject({ itemListElement: [{ position: 25, url: 'https://cuib.ro/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri' }] });
  });
});
