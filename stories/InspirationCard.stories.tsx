import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InspirationCard, inspirationSummary } from '#ui/components/InspirationCard';
import { inspiration } from '#mocks/inspirations';

const meta = {
  title: 'Catalog/InspirationCard',
  component: InspirationCard,
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  args: { inspiration: inspirationSummary(inspiration()) },
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
} satisfies Meta<typeof InspirationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A look: its 4:3 picture, name, author and product count; the whole card is one link. */
export const Default: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Living scandinav luminos' });
    await expect(link).toHaveAttribute('href', '/inspirations/stl/204');
    await expect(canvas.getByText('de Ioana Design · 3 produse')).toBeVisible();
    // The picture reserves its 4:3 box before it loads: nothing moves under the shopper's finger.
    const picture = canvasElement.querySelector('img')!;
    await expect(picture).toHaveAttribute('width', '1600');
    await expect(picture).toHaveAttribute('height', '1200');
    const box = picture.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
  },
};

/** Tab reaches the card's link, with its focus ring. */
export const KeyboardFocus: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Living scandinav luminos' });
    await expect(link).toHaveAttribute('href', '/inspirations/stl/204');
    await expect(canvas.getByText('de Ioana Design · 3 produse')).toBeVisible();
    // The picture reserves its 4:3 box before it loads: nothing moves under the shopper's finger.
    const picture = canvasElement.querySelector('img')!;
    await expect(picture).toHaveAttribute('width', '1600');
    await expect(picture).toHaveAttribute('height', '1200');
    const box = picture.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A long name wraps; a look by Cuib itself names no author; one product is „1 produs”. */
export const LongNameByCuib: Story = {
  args: {
    inspiration: inspirationSummary(
      inspiration({
        id: 17,
        name: 'Terasă rustică cu lemn masiv, ghirlande luminoase și un set de mobilier de grădină din acacia pentru serile lungi de vară',
        ownerName: null,
        images: [{ imageId: 'insp-17', originalWidth: 1600, originalHeight: 1200, aspectRatio: 4 / 3, variants: inspiration().images[0]!.variants.slice(0, 1) }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 produs')).toBeVisible();
    await expect(within(canvasElement).queryByText(/^de /)).toBeNull();
  },
};

/** A portrait picture keeps its own proportions. */
export const Portrait: Story = {
  args: { inspiration: { ...inspirationSummary(inspiration({ id: 3 })), image: { id: 'insp-3', width: 1200, height: 1500 } } },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('img')!.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 0.8)).toBeLessThan(0.02);
  },
};

export const NoImage: Story = {
  args: { inspiration: inspirationSummary(inspiration({ id: 9, name: 'Dormitor boho plin de textile', images: [] })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('de Ioana Design · 0 produse')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Dormitor boho plin de textile' })).toBeVisible();
  },
};
