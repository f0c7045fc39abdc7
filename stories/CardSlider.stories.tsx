import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Image } from '#generated/main-api/types.gen';
import { CardSlider, maxCardImages } from '#ui/components/CardSlider';
import { named, namedControl } from '#mocks/fixtures/controls';

const imagesOf = (variantId: number, count: number): Image[] => Array.from({ length: count }, (_, index) => ({ id: `${variantId}-${index}`, type: 'product', cropped: false }));

const imageSets = {
  'Trei imagini': imagesOf(507_007, 3),
  'O imagine': imagesOf(507_003, 1),
  'Douăsprezece imagini': imagesOf(507_002, 12),
};

const meta = {
  title: 'Catalog/CardSlider',
  component: CardSlider,
  args: { images: named(imageSets, 'Trei imagini'), name: 'Canapea extensibilă Siena, antracit', variantId: 507_007, priority: false },
  argTypes: { images: namedControl(imageSets) },
  // A card's width in a four-column listing; an article, as on a card, so interest is read on it.
  decorators: [
    (Story) => (
      <article style={{ width: 260 }}>
        <Story />
      </article>
    ),
  ],
} satisfies Meta<typeof CardSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the first image, the counter and both buttons, the previous one off. */
export const ThreeImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Canapea extensibilă Siena, antracit' })).toBeVisible();
    await expect(canvas.getByText('1 / 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Imaginea anterioară' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Imaginea următoare' })).toBeEnabled();
  },
};

/** Pressed to the end: the last image, „3 / 3”, next off, previous on. */
export const AtTheLastImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Imaginea următoare' });
    await userEvent.click(next);
    await expect(await canvas.findByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(canvas.getByText('3 / 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Imaginea anterioară' })).toBeEnabled();
    const strip = canvas.getByRole('list', { name: 'Imagini: Canapea extensibilă Siena, antracit' });
    await waitFor(() => expect(strip.scrollLeft).toBe(strip.scrollWidth - strip.clientWidth));
    await expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'variant_card_swiper_interaction', variant_id: 507_007, image_index: 2 });
  },
};

/** One image: no buttons and no counter. */
export const OneImage: Story = {
  args: { images: named(imageSets, 'O imagine'), name: 'Șezlong de grădină Șureanu, antracit', variantId: 507_003 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Șezlong de grădină Șureanu, antracit' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Twelve images from the shop: a card shows the first ten (SPEC §9). */
export const AtMostTen: Story = {
  args: { images: named(imageSets, 'Douăsprezece imagini'), name: 'Pat tapițat Verona cu tăblie înaltă și ladă de depozitare, 160×200 cm, antracit', variantId: 507_002, priority: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`1 / ${maxCardImages}`)).toBeInTheDocument();
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
    // Interest in the card draws the other images, never more than ten.
    await userEvent.hover(canvasElement.querySelector('article')!);
    const strip = canvas.getByRole('list');
    await waitFor(() => expect(strip.querySelectorAll('img')).toHaveLength(maxCardImages));
    await userEvent.unhover(canvasElement.querySelector('article')!);
  },
};
