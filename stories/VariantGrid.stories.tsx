import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '#ui/components/VariantGrid';
import type { Variant } from '#generated/main-api/types.gen';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';

/** Twelve different products from different shops, the same on every run. */
const assorted = variantSeries(12, { seed: 1 });

/** Lists a designer can switch between in the Controls panel. */
const lists: Record<string, Variant[]> = {
  'Doisprezece produse diferite': assorted,
  'Cazuri limită': Object.values(variantCases),
  'Două produse': [variantCases.regular, variantCases.noImage],
  'Niciun produs': [],
};

const meta = {
  title: 'Catalog/VariantGrid',
  component: VariantGrid,
  args: { heading: 'Produse pentru casă și grădină', headingLevel: 1, totalCount: 1894, variants: named(lists, 'Doisprezece produse diferite') },
  argTypes: { variants: namedControl(lists) },
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen tall enough for three rows of cards to be photographed whole. */
const tall = {
  parameters: { viewport: { options: { desktopTall: { name: 'Desktop 1200 × 1800', styles: { width: '1200px', height: '1800px' } } } } },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Story;

/** A listing as shoppers meet it: different products, shops, prices, discounts, ratings and delivery; one sold out, some without a picture. */
export const Desktop: Story = {
  ...tall,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Produse pentru casă și grădină' })).toBeVisible();
    await expect(canvas.getByText('1.894 de produse')).toBeVisible();
    const items = [...canvas.getByRole('list', { name: 'Produse' }).children] as HTMLElement[];
    await expect(items).toHaveLength(assorted.length);
    await expect(canvas.getAllByText('Epuizat')).toHaveLength(1);
    await expect(new Set(assorted.map((item) => item.eshop.name)).size).toBeGreaterThan(6);
    for (const item of assorted) await expect(canvas.getByRole('heading', { name: (name) => name.startsWith(item.name) })).toBeVisible();
    const tops = items.slice(0, 5).map((item) => item.getBoundingClientRect().top);
    // At the story viewport (1200 px): four cards in the first row.
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(4);
  },
};

/** The edge cases every listing must survive, side by side: long name, no picture, no reviews, sold out, a huge discount, a voucher. */
export const EdgeCases: Story = {
  ...tall,
  args: { heading: 'Canapele', variants: named(lists, 'Cazuri limită') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Canapele' })).toBeVisible();
    await expect([...canvas.getByRole('list', { name: 'Produse' }).children]).toHaveLength(Object.keys(variantCases).length);
    await expect(canvas.getByRole('img', { name: /fără imagine/ })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 359 }}>{Story()}</div>],
  args: { heading: 'Canapele', totalCount: 1, variants: named(lists, 'Două produse') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 produs')).toBeVisible();
  },
};

export const Rows: Story = {
  args: { heading: 'Canapele', layout: 'row', variants: [variantCases.regular, variantCases.longName] },
  play: async ({ canvasElement }) => {
    // Rows show the description and stand one above the other.
    await expect(within(canvasElement).getAllByText(variantCases.regular.description)).toHaveLength(2);
    const [first, second] = [...within(canvasElement).getByRole('list', { name: 'Produse' }).children].map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};

/** On a phone a row keeps its picture beside the text, so a screen still shows more than one product. */
export const RowsOnPhone: Story = {
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '900px' } } } } },
  globals: { viewport: { value: 'phone375' } },
  args: { heading: 'Canapele', layout: 'row', variants: named(lists, 'Două produse') },
  play: async ({ canvasElement }) => {
    const [card] = within(canvasElement).getAllByRole('article');
    const picture = card!.firstElementChild!.getBoundingClientRect();
    const name = within(card!).getByRole('heading').getBoundingClientRect();
    await expect(name.left).toBeGreaterThanOrEqual(picture.right - 1);
    await expect(name.top).toBeLessThan(picture.bottom);
  },
};

export const Empty: Story = {
  args: { heading: 'Piscine', totalCount: 0, variants: named(lists, 'Niciun produs') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nu am găsit produse/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
