import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, within } from 'storybook/test';
import { JsonLd } from '#ui/components/JsonLd';
import { breadcrumbList, itemList, type JsonLdObject, productJsonLd } from '#ui/lib/json-ld';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variant, variantCases, variantSeries } from '#mocks/fixtures/variant';

const origin = 'https://cuib.ro';
const sofa = variantCases.regular;
const offers = variantSeries(3, { seed: 21 }).map((offer, index) => ({ ...offer, name: sofa.name, price: { ...offer.price, price: [1539.99, 1689, 1799.9][index]! } }));
const sneaky = variant({
  id: 184_290,
  name: 'Ghiveci „Grădina bunicii” </script><script>alert(1)</script> & farfurie',
  slug: 'ghiveci-gradina-bunicii',
  description: 'Ghiveci din ceramică pictat manual, ⌀ 30 cm, cu farfurie.',
  category: { id: 57, name: 'Ghivece', longName: 'Grădină › Ghivece' },
  eshop: { id: 22, name: 'Grădina Verde', slug: 'gradina-verde', paid: true },
  price: { price: 89.9, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null },
  reviews: { rating: null, reviewsCount: 0, imagesCount: 0, vector: [0, 0, 0, 0, 0] },
});

/** Structured data a page emits, by name. */
const documents: Record<string, JsonLdObject> = {
  'Produs, un magazin': productJsonLd(sofa, [], origin),
  'Produs, patru magazine': productJsonLd(sofa, [sofa, ...offers], origin),
  'Produs fără recenzii și fără imagine': productJsonLd({ ...variantCases.noReviews, image: null }, [], origin),
  'Listă de produse': itemList(variantSeries(5, { seed: 1 }), origin, 25),
  'Fir de navigare': breadcrumbList(
    [
      { name: 'Acasă', url: '/' },
      { name: 'Mobilă', url: '/produse/mobila' },
      { name: 'Canapele', url: '/produse/canapele' },
      { name: sofa.name, url: `/produs/v/${sofa.id}-${sofa.slug}` },
    ],
    origin,
  ),
  'Nume cu </script>': productJsonLd(sneaky, [], origin),
};

/** The component, and beside it what its script holds, read back from the page as a search engine would. */
function JsonLdShown({ data }: { data: JsonLdObject }) {
  const holder = useRef<HTMLDivElement>(null);
  const [emitted, setEmitted] = useState('');
  useEffect(() => setEmitted(holder.current?.querySelector('script')?.textContent ?? ''), [data]);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 880 }}>
      <div ref={holder}>
        <JsonLd data={data} />
      </div>
      <p style={{ margin: 0 }}>
        <strong>Ce scrie în pagină</strong> (<code>&lt;script type="application/ld+json"&gt;</code>, invizibil pentru cumpărători):
      </p>
      <pre data-testid="emitted" style={{ margin: 0, padding: 12, background: '#f4efe6', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}>
        {emitted}
      </pre>
      <p style={{ margin: 0 }}>
        <strong>Ce citește un motor de căutare:</strong>
      </p>
      <pre data-testid="parsed" style={{ margin: 0, padding: 12, background: '#eef2ee', whiteSpace: 'pre-wrap', fontSize: 13 }}>
        {emitted && JSON.stringify(JSON.parse(emitted), null, 2)}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Site/JsonLd',
  component: JsonLd,
  args: { data: named(documents, 'Produs, un magazin') },
  argTypes: { data: namedControl(documents) },
  render: (args) => <JsonLdShown {...args} />,
} satisfies Meta<typeof JsonLd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The script in the page, parsed back. */
const emitted = (canvasElement: HTMLElement) => {
  const script = canvasElement.querySelector('script[type="application/ld+json"]');
  return { text: script?.textContent ?? '', data: JSON.parse(script?.textContent ?? 'null') as Record<string, unknown> };
};

/** A product sold by one shop: an Offer with the price in RON, the seller and the rating. */
export const ProductOneShop: Story = {
  play: async ({ args, canvasElement }) => {
    const { data } = emitted(canvasElement);
    await expect(data).toEqual(args.data);
    await expect(data).toMatchObject({
      '@type': 'Product',
      name: sofa.name,
      offers: { '@type': 'Offer', price: '1539.99', priceCurrency: 'RON', availability: 'https://schema.org/InStock', seller: { name: 'Mobila Dalin' } },
      aggregateRating: { ratingValue: 4.6, reviewCount: 128 },
    });
    await expect(await within(canvasElement).findByTestId('parsed')).toHaveTextContent('"@type": "Offer"');
  },
};

/** The same product from several shops: an AggregateOffer from the lowest to the highest price. */
export const ProductSeveralShops: Story = {
  args: { data: named(documents, 'Produs, patru magazine') },
  play: async ({ canvasElement }) => {
    await expect(emitted(canvasElement).data.offers).toEqual({ '@type': 'AggregateOffer', lowPrice: '1539.99', highPrice: '1799.90', priceCurrency: 'RON', offerCount: 4 });
    await expect(await within(canvasElement).findByTestId('parsed')).toHaveTextContent('"offerCount": 4');
  },
};

/** No reviews and no picture: neither `aggregateRating` nor `image` is claimed. */
export const ProductWithoutReviewsOrImage: Story = {
  args: { data: named(documents, 'Produs fără recenzii și fără imagine') },
  play: async ({ canvasElement }) => {
    const { data } = emitted(canvasElement);
    await expect(data).not.toHaveProperty('aggregateRating');
    await expect(data).not.toHaveProperty('image');
    await expect(await within(canvasElement).findByTestId('parsed')).toHaveTextContent('"@type": "Product"');
  },
};

/** A listing's second page: its products in order, counted from position 25. */
export const ListingPage: Story = {
  args: { data: named(documents, 'Listă de produse') },
  play: async ({ canvasElement }) => {
    const items = emitted(canvasElement).data.itemListElement as { position: number; url: string }[];
    await expect(items.map((item) => item.position)).toEqual([25, 26, 27, 28, 29]);
    await expect(items[0]!.url).toMatch(/^https:\/\/cuib\.ro\/produs\/v\/\d+-/);
    await expect(await within(canvasElement).findByTestId('parsed')).toHaveTextContent('"@type": "ItemList"');
  },
};

/** The breadcrumb trail as a BreadcrumbList of absolute links. */
export const Breadcrumbs: Story = {
  args: { data: named(documents, 'Fir de navigare') },
  play: async ({ canvasElement }) => {
    const items = emitted(canvasElement).data.itemListElement as { name: string; item: string }[];
    await expect(items.map((item) => item.name)).toEqual(['Acasă', 'Mobilă', 'Canapele', sofa.name]);
    await expect(items[2]!.item).toBe('https://cuib.ro/produse/canapele');
    await expect(await within(canvasElement).findByTestId('parsed')).toHaveTextContent('"@type": "BreadcrumbList"');
  },
};

/** A shop's product name holding `</script>`: escaped as \u003c, so it cannot end the script; parsed back it is the same name. */
export const EscapesCatalogueText: Story = {
  args: { data: named(documents, 'Nume cu </script>') },
  play: async ({ canvasElement }) => {
    const { text, data } = emitted(canvasElement);
    await expect(text).not.toContain('</script>');
    await expect(text).not.toContain('&');
    await expect(text).toContain('\\u003c/script\\u003e');
    await expect(data.name).toBe(sneaky.name);
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1);
    await expect(await within(canvasElement).findByTestId('emitted')).toHaveTextContent('\\u003c/script\\u003e');
  },
};
