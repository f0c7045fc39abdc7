import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VariantCard } from '#ui/components/VariantCard';
import { variantCases } from '#mocks/fixtures/variant';

const meta = {
  title: 'Catalog/VariantCard',
  component: VariantCard,
  args: { variant: variantCases.regular },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof VariantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: variantCases.regular.name });
    await expect(link).toHaveAttribute('href', '/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri');
    await expect(canvas.getByRole('img', { name: variantCases.regular.name })).toHaveAttribute(
      'src',
      '/images/product/320/184213-0.webp',
    );
    await expect(canvas.getByText('Mobila Dalin')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LongName: Story = {
  args: { variant: variantCases.longName },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    // Two lines at most, however long the name.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(50);
  },
};

export const NoImage: Story = {
  args: { variant: variantCases.noImage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /fără imagine/ })).toHaveTextContent('Fără imagine');
  },
};

export const NoReviews: Story = { args: { variant: variantCases.noReviews } };

export const OutOfStock: Story = { args: { variant: variantCases.outOfStock } };

export const HugeDiscount: Story = {
  args: { variant: variantCases.hugeDiscount },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/-87%$/)).toBeVisible();
  },
};

/** A card must know where its clicks come from (SPEC §5); without one it refuses to render. */
export const WithoutClickSource: Story = {
  args: { variant: { ...variantCases.regular, clickSource: null } },
  render: () => <p>Un card fără sursă de click nu se afișează.</p>,
  play: async ({ args }) => {
    await expect(() => VariantCard(args)).toThrow('No click source provided');
  },
};
