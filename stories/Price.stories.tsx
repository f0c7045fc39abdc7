import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '#ui/components/Price';

const meta = {
  title: 'Catalog/Price',
  component: Price,
  args: { price: 1539.99, priceBeforeDiscount: 1999.99 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.539,99 lei')).toBeVisible();
    await expect(canvas.getByText(/-23%$/)).toBeVisible();
    const struck = canvasElement.querySelector('s')!;
    await expect(struck).toHaveTextContent('Preț înainte de reducere: 1.999,99 lei');
  },
};

export const NoDiscount: Story = {
  args: { price: 349, priceBeforeDiscount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('349,00 lei')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(within(canvasElement).queryByText(/%/)).toBeNull();
  },
};

export const HugeDiscount: Story = {
  args: { price: 129.99, priceBeforeDiscount: 999.99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/-87%$/)).toBeVisible();
  },
};

export const RoundsDown: Story = {
  args: { price: 77.1, priceBeforeDiscount: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/-22%$/)).toBeVisible();
  },
};

export const VeryLargePrice: Story = { args: { price: 129999, priceBeforeDiscount: 149999 } };

export const TinyPrice: Story = { args: { price: 4.99, priceBeforeDiscount: null } };

export const SecondaryCurrency: Story = {
  args: { secondary: { price: 309.5, currency: 'EUR' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/309,50 €$/)).toBeVisible();
  },
};

export const DetailSize: Story = { args: { size: 'detail' } };
