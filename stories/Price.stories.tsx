import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price, priceSizes } from '#ui/components/Price';

const meta = {
  title: 'Catalog/Price',
  component: Price,
  args: { price: 1539.99, priceBeforeDiscount: 1999.99 },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    // The euro line as a choice, not an object to type.
    secondary: {
      control: 'select',
      options: ['Fără', 'În euro (309,50 €)'],
      mapping: { Fără: undefined, 'În euro (309,50 €)': { price: 309.5, currency: 'EUR' } },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1.539,99 lei instead of 1.999,99 lei: 23,0003 % off, shown as exactly `-23%`. */
export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.539,99 lei')).toBeVisible();
    await expect(canvas.getByText('-23%')).toBeVisible();
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveTextContent('1.999,99 lei');
    await expect(getComputedStyle(struck!).textDecorationLine).toBe('line-through');
    // What a screen reader says: the words, not the strike-through or the minus.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Preț redus: 1.539,99 lei. Preț înainte de reducere: 1.999,99 lei. Reducere de 23%.',
    );
    await expect(canvas.getByText('-23%')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NoDiscount: Story = {
  args: { price: 349, priceBeforeDiscount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('349,00 lei')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/%|reducere/i);
  },
};

/** An old price equal to (or below) the current one is no discount: nothing struck, no tag. */
export const OldPriceNotHigher: Story = {
  args: { price: 799, priceBeforeDiscount: 799 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('799,00 lei')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('%');
  },
};

export const HugeDiscount: Story = {
  args: { price: 129.99, priceBeforeDiscount: 999.99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-87%')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('999,99 lei');
  },
};

/** 22,9 % off is shown as -22%: rounded down, never promising more than the shop gives. */
export const RoundsDown: Story = {
  args: { price: 77.1, priceBeforeDiscount: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-22%')).toBeVisible();
    await expect(within(canvasElement).queryByText('-23%')).toBeNull();
  },
};

export const VeryLargePrice: Story = {
  args: { price: 129999, priceBeforeDiscount: 149999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('129.999,00 lei')).toBeVisible();
    await expect(canvas.getByText('-13%')).toBeVisible();
  },
};

export const TinyPrice: Story = {
  args: { price: 4.99, priceBeforeDiscount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4,99 lei')).toBeVisible();
  },
};

/** The same price in euro, when the offer has one, on its own line. */
export const SecondaryCurrency: Story = {
  args: { secondary: { price: 309.5, currency: 'EUR' } },
  play: async ({ canvasElement }) => {
    const euro = within(canvasElement).getByText('309,50 €');
    await expect(euro).toBeVisible();
    await expect(euro.parentElement).toHaveTextContent('Echivalent: 309,50 €');
  },
};

/** On the product page: larger, everything else alike. */
export const DetailSize: Story = {
  args: { size: 'detail', secondary: { price: 309.5, currency: 'EUR' } },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('1.539,99 lei');
    await expect(parseFloat(getComputedStyle(current).fontSize)).toBeGreaterThanOrEqual(30);
    await expect(within(canvasElement).getByText('-23%')).toBeVisible();
  },
};

/** In a narrow card the parts wrap as whole pieces: an amount never breaks from „lei”. */
export const NarrowCard: Story = {
  args: { price: 129999, priceBeforeDiscount: 149999, secondary: { price: 26131.4, currency: 'EUR' } },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('129.999,00 lei');
    const lineHeight = parseFloat(getComputedStyle(current).lineHeight);
    await expect(current.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
  },
};

/**
 * EU Omnibus rule: beside a discount, the lowest price of the 30 days before the reduction, on its own small,
 * muted line under the price on the product page.
 */
export const DetailWithLowest30Days: Story = {
  args: { size: 'detail', price: 1539.99, priceBeforeDiscount: 1999.99, lowestPrice30Days: 1899.99 },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/^Cel mai mic preț din cele 30 de zile dinaintea reducerii/);
    await expect(line).toHaveTextContent('Cel mai mic preț din cele 30 de zile dinaintea reducerii: 1.899,99 lei');
    const current = within(canvasElement).getByText('1.539,99 lei');
    // Beneath the price, and much smaller than it.
    await expect(line.getBoundingClientRect().top).toBeGreaterThanOrEqual(current.getBoundingClientRect().bottom - 1);
    await expect(parseFloat(getComputedStyle(line).fontSize)).toBeLessThan(parseFloat(getComputedStyle(current).fontSize) / 1.8);
    // Read after the discount, as its own sentence.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/Reducere de 23%\.(-23%)? Cel mai mic preț din cele 30 de zile dinaintea reducerii: 1\.899,99 lei$/);
  },
};

/** A huge discount (-87%) whose 30-day low was already far below the struck price. */
export const HugeDiscountWithLowest30Days: Story = {
  args: { size: 'detail', price: 129.99, priceBeforeDiscount: 999.99, lowestPrice30Days: 149.99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-87%')).toBeVisible();
    await expect(within(canvasElement).getByText(/^Cel mai mic preț/)).toHaveTextContent('Cel mai mic preț din cele 30 de zile dinaintea reducerii: 149,99 lei');
  },
};

/** Cards stay compact: the 30-day line only when the card asks for it. */
export const CardLowest30DaysOnRequest: Story = {
  args: { price: 1539.99, priceBeforeDiscount: 1999.99, lowestPrice30Days: 1899.99 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 220 }}>
      <Price {...args} />
      <Price {...args} showLowestPrice30Days />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [plain, withLine] = [...canvasElement.querySelectorAll('p')];
    await expect(plain).not.toHaveTextContent('Cel mai mic preț');
    await expect(withLine).toHaveTextContent('Cel mai mic preț din cele 30 de zile dinaintea reducerii: 1.899,99 lei');
  },
};

/** A reduction 30 days old or more: the backend sends no figure, and there is no line under the discount. */
export const DiscountOlderThan30Days: Story = {
  args: { size: 'detail', price: 1654.99, priceBeforeDiscount: 2668.99, lowestPrice30Days: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-37%')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Cel mai mic preț');
  },
};

/** Without a discount there is nothing for the 30-day price to qualify: no line. */
export const Lowest30DaysWithoutDiscount: Story = {
  args: { size: 'detail', price: 1899.99, priceBeforeDiscount: null, lowestPrice30Days: 1799.99 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Cel mai mic preț');
  },
};
