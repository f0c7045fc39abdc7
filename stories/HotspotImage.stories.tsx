import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HotspotImage, hotspotsOf } from '#ui/components/HotspotImage';
import { inspiration } from '#mocks/inspirations';

const image = inspiration().images[0]!;

const meta = {
  title: 'Catalog/HotspotImage',
  component: HotspotImage,
  decorators: [(Story) => <div style={{ width: 800, paddingBottom: 160 }}>{Story()}</div>],
  args: {
    image: { id: image.imageId, width: image.originalWidth, height: image.originalHeight },
    alt: 'Living scandinav luminos, cu o canapea gri, o lustră din ratan și un covor bej',
    spots: hotspotsOf(image),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 660 } } },
} satisfies Meta<typeof HotspotImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a spot's centre is, as shares of the picture. */
function centreOf(button: HTMLElement, frame: HTMLElement) {
  const spot = button.getBoundingClientRect();
  const box = frame.getBoundingClientRect();
  return { x: (spot.left + spot.width / 2 - box.left) / box.width, y: (spot.top + spot.height / 2 - box.top) / box.height };
}

/** Each product a button named after it, on its place in the picture (pixels of the original, scaled). */
export const Default: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spots = within(canvas.getByRole('list', { name: 'Produsele din imagine' })).getAllByRole('button');
    await expect(spots.map((spot) => spot.textContent)).toEqual(['Canapea extensibilă Oslo, 3 locuri, gri', 'Lustră Ceahlău din ratan, ⌀ 45 cm', 'Covor lavabil Nordic 160×230 cm, bej']);
    const frame = canvasElement.querySelector('img')!.parentElement!;
    const sofa = centreOf(spots[0]!, frame);
    await expect(sofa.x).toBeCloseTo(480 / 1600, 2);
    await expect(sofa.y).toBeCloseTo(760 / 1200, 2);
    for (const spot of spots) await expect(spot).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A spot's card open from the keyboard: Tab to the spot, Enter opens it, Tab goes into it. */
export const CardOpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const lamp = canvas.getByRole('button', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' });
    await expect(lamp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lamp).toHaveAttribute('aria-expanded', 'true');
    const card = await canvas.findByRole('group', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' });
    await expect(lamp).toHaveAttribute('aria-controls', card.id);
    await expect(within(card).getByRole('link', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' })).toHaveAttribute('href', '/produs/v/184216-lustra-ceahlau-ratan-45');
    await expect(within(card).getByText('389,00 lei')).toBeVisible();
    await expect(within(card).getByRole('button', { name: /Adaugă la favorite/ })).toBeVisible();
    // The shop, through the click-through with the inspiration's click source (20), in a new tab.
    const shop = within(card).getByRole('link', { name: /Vezi în magazin/ });
    await expect(shop).toHaveAttribute('href', '/v2/clickthrough/184216/20?position=2');
    await expect(shop).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(within(card).getByRole('link', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' })).toHaveFocus();
  },
};

/** Test only: the card opened by the keyboard; Escape closes it and the focus is back on the spot. */
export const KeyboardOpenAndClose: Story = {
  ...CardOpenByKeyboard,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const lamp = canvas.getByRole('button', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' });
    await expect(lamp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lamp).toHaveAttribute('aria-expanded', 'true');
    const card = await canvas.findByRole('group', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' });
    await expect(lamp).toHaveAttribute('aria-controls', card.id);
    await expect(within(card).getByRole('link', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' })).toHaveAttribute('href', '/produs/v/184216-lustra-ceahlau-ratan-45');
    await expect(within(card).getByText('389,00 lei')).toBeVisible();
    await expect(within(card).getByRole('button', { name: /Adaugă la favorite/ })).toBeVisible();
    // The shop, through the click-through with the inspiration's click source (20), in a new tab.
    const shop = within(card).getByRole('link', { name: /Vezi în magazin/ });
    await expect(shop).toHaveAttribute('href', '/v2/clickthrough/184216/20?position=2');
    await expect(shop).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(within(card).getByRole('link', { name: 'Lustră Ceahlău din ratan, ⌀ 45 cm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
    await expect(lamp).toHaveFocus();
    await expect(lamp).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Test only: a press elsewhere closes the card; another spot's press opens its own (one at a time). */
export const PointerElsewhereCloses: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Covor lavabil Nordic 160×230 cm, bej' }));
    await expect(await canvas.findByRole('group', { name: 'Covor lavabil Nordic 160×230 cm, bej' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Canapea extensibilă Oslo, 3 locuri, gri' }));
    await expect(await canvas.findByRole('group', { name: 'Canapea extensibilă Oslo, 3 locuri, gri' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(canvasElement.querySelector('img')!);
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
  },
};

/** At 343 px the spots stay on their products and the open card stays inside the picture's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 288, paddingTop: 120, paddingBottom: 120 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('img')!.parentElement!;
    const rug = canvas.getByRole('button', { name: 'Covor lavabil Nordic 160×230 cm, bej' });
    const centre = centreOf(rug, frame);
    await expect(centre.x).toBeCloseTo(800 / 1600, 2);
    await expect(centre.y).toBeCloseTo(1030 / 1200, 2);
    await userEvent.click(rug);
    const card = (await canvas.findByRole('group')).getBoundingClientRect();
    const box = frame.getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(card.right).toBeLessThanOrEqual(box.right + 0.5);
  },
};
