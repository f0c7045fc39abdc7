import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '#ui/components/VariantGrid';
import { variantCases } from '#mocks/fixtures/variant';

const meta = {
  title: 'Catalog/VariantGrid',
  component: VariantGrid,
  args: { heading: 'Canapele', headingLevel: 1, totalCount: 1894, variants: Object.values(variantCases) },
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Canapele' })).toBeVisible();
    await expect(canvas.getByText('1.894 de produse')).toBeVisible();
    const items = [...canvas.getByRole('list', { name: 'Produse' }).children] as HTMLElement[];
    await expect(items).toHaveLength(Object.keys(variantCases).length);
    const tops = items.slice(0, 5).map((item) => item.getBoundingClientRect().top);
    // At the story viewport (1200 px): four cards in the first row.
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 359 }}>{Story()}</div>],
  args: { totalCount: 1, variants: [variantCases.regular, variantCases.noImage] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 produs')).toBeVisible();
  },
};

export const Rows: Story = {
  args: { layout: 'row', variants: [variantCases.regular, variantCases.longName] },
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
  args: { layout: 'row', variants: [variantCases.regular, variantCases.noImage] },
  play: async ({ canvasElement }) => {
    const [card] = within(canvasElement).getAllByRole('article');
    const picture = card!.firstElementChild!.getBoundingClientRect();
    const name = within(card!).getByRole('heading').getBoundingClientRect();
    await expect(name.left).toBeGreaterThanOrEqual(picture.right - 1);
    await expect(name.top).toBeLessThan(picture.bottom);
  },
};

export const Empty: Story = {
  args: { heading: 'Piscine', totalCount: 0, variants: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nu am găsit produse/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
