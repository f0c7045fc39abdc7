import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '#ui/components/Carousel';
import { VariantCardSmall } from '#ui/components/VariantCardSmall';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';

const cards = (variants = variantSeries(10, { seed: 11 })) =>
  variants.map((item) => (
    <div key={item.id} style={{ width: 180 }}>
      <VariantCardSmall variant={item} />
    </div>
  ));

const slides = {
  'Zece produse': cards(),
  'Trei produse': cards(variantSeries(3, { seed: 12 })),
  'Cazuri limită': cards(Object.values(variantCases)),
};

const meta = {
  title: 'Primitive/Carousel',
  component: Carousel,
  args: { label: 'Produse recomandate', autoplay: false, children: named(slides, 'Zece produse') },
  argTypes: { children: namedControl(slides) },
  decorators: [(Story) => <div style={{ width: 760 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the start: previous off, next on, a fade on the right where more items wait. */
export const AtTheStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Produse recomandate' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carusel');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Înapoi' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Înainte' })).toBeEnabled();
  },
};

/** Slid to the end with „Înainte”: next off, previous on, the last card in view. */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forward = canvas.getByRole('button', { name: 'Înainte' });
    const back = canvas.getByRole('button', { name: 'Înapoi' });
    await waitFor(() => expect(forward).toBeEnabled());
    // Each press slides most of a width, smoothly; the next press waits for the slide to end, as
    // a person's would (a press mid-slide starts over from wherever the row is).
    const row = canvasElement.querySelector('ul')!;
    // The end is read off the row itself: the button's state follows the scroll a render later.
    const atEnd = () => row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    for (let press = 0; press < 8 && !atEnd(); press++) {
      const slid = new Promise((resolve) => row.addEventListener('scrollend', resolve, { once: true }));
      await userEvent.click(forward);
      await slid;
    }
    await waitFor(() => expect(forward).toBeDisabled());
    await expect(back).toBeEnabled();
  },
};

/** Few items that all fit: both buttons off, no fade. */
export const AllFit: Story = {
  args: { label: 'Alte oferte', children: named(slides, 'Trei produse') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Înainte' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Înapoi' })).toBeDisabled();
  },
};

/** Long names, no picture, a sold-out item: the cards keep one height and the row still slides. */
export const EdgeCases: Story = {
  args: { children: named(slides, 'Cazuri limită') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(variantCases).length);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Înainte' })).toBeEnabled());
  },
};
