import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VoucherCard } from '#ui/components/VoucherCard';

const meta = {
  title: 'Catalog/VoucherCard',
  component: VoucherCard,
  args: { voucher: { code: 'CUIB10', value: 10, valueType: 'percent', priceWithVoucher: 1259.1 } },
  argTypes: {
    voucher: {
      control: 'select',
      options: ['Procent: CUIB10, -10%', 'Sumă: TOAMNA150, -150 lei', 'Mai mult decât prețul: VARA120'],
      mapping: {
        'Procent: CUIB10, -10%': { code: 'CUIB10', value: 10, valueType: 'percent', priceWithVoucher: 1259.1 },
        'Sumă: TOAMNA150, -150 lei': { code: 'TOAMNA150', value: 150, valueType: 'amount', priceWithVoucher: 749 },
        'Mai mult decât prețul: VARA120': { code: 'VARA120', value: 120, valueType: 'amount', priceWithVoucher: 0 },
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof VoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-10%')).toBeVisible();
    await expect(canvas.getByText('1.259,10 lei')).toBeVisible();
  },
};

export const Amount: Story = {
  args: { voucher: { code: 'TOAMNA150', value: 150, valueType: 'amount', priceWithVoucher: 749 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-150,00 lei')).toBeVisible();
  },
};

export const Detail: Story = { args: { size: 26 } };

/** A voucher worth as much as the product (a shop's mistake): the price with it is not shown as nothing. */
export const WorthMoreThanThePrice: Story = {
  args: { voucher: { code: 'VARA120', value: 120, valueType: 'amount', priceWithVoucher: 0 } },
  play: async ({ canvasElement }) => {
    const offer = within(canvasElement).getByText(/cu voucher/);
    await expect(offer).toHaveTextContent(/^-120,00\slei cu voucher$/);
    await expect(offer.textContent).not.toContain('0,00 lei:');
  },
};

/** Test only: a click copies the code and says „Copiat” for two seconds, then the hint again. */
export const CopiesTheCode: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void (copied = text) } });
    const button = canvas.getByRole('button', { name: /CUIB10.*Fă click pentru a copia codul voucherului/ });
    await userEvent.click(button);
    await expect(copied).toBe('CUIB10');
    await expect(canvas.getByText('Copiat')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Copiat')).toBeNull());
    await expect(button).toHaveAccessibleName(/Fă click pentru a copia codul voucherului/);
  },
  parameters: { screenshot: false },
};

/** Test only: when the Clipboard API refuses, the older copy command still copies. */
export const ClipboardFallback: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    const original = document.execCommand.bind(document);
    let command = '';
    document.execCommand = (name: string) => ((command = name), true);
    try {
      await userEvent.click(canvas.getByRole('button', { name: /CUIB10/ }));
      await expect(command).toBe('copy');
      await expect(canvas.getByText('Copiat')).toBeVisible();
    } finally {
      document.execCommand = original;
    }
  },
  parameters: { screenshot: false },
};
