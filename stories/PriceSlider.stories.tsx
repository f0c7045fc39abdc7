import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceSlider } from '#ui/components/PriceSlider';
import { formatMoney } from '#ui/lib/format';
import { canapeleFiltering } from '#mocks/fixtures/catalogue-pages';

const price = canapeleFiltering.groups.price!;

const meta = {
  title: 'Catalog/PriceSlider',
  component: PriceSlider,
  args: { price, navigate: fn() },
  // A callback (the router's navigation): its calls show in the Actions panel.
  argTypes: { navigate: { control: false } },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof PriceSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minimum price of 1.000 lei chosen: the lower thumb stands there. */
export const WithRangeChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: /Preț minim/ })).toHaveValue('1000');
  },
};

/** Test only: the keyboard moves a thumb; once the keys rest, the listing opens with the chosen range. */
export const KeyboardSetsTheRange: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const maximum = canvas.getByRole('slider', { name: /Preț maxim/ });
    await userEvent.click(maximum);
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(args.navigate).toHaveBeenCalledOnce());
    const target = new URL((args.navigate as ReturnType<typeof fn>).mock.calls.at(-1)![0] as string, 'http://cuib.test');
    await expect(target.pathname).toBe('/produse/canapele-si-fotolii');
    await expect(Number(target.searchParams.get('pret-pana-la'))).toBeLessThan(price.range.max);
    await expect(target.searchParams.get('pret-de-la')).toBe('1000');
    await expect(target.searchParams.get('culoare')).toBe('gri');
  },
  parameters: { screenshot: false },
};

const targetOf = (navigate: unknown) => new URL((navigate as ReturnType<typeof fn>).mock.calls.at(-1)![0] as string, 'http://cuib.test');

/**
 * Test only. Keyboard steps are applied together, not one listing per key: here the pause is longer than the
 * story, so the range is applied when the focus leaves the slider. The value is read in lei.
 */
export const KeyboardStepsApplyTogether: Story = {
  tags: ['!dev', '!autodocs'],
  args: { pause: 3_600_000 },
  play: async ({ canvasElement, args }) => {
    const maximum = within(canvasElement).getByRole('slider', { name: /Preț maxim/ });
    maximum.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(maximum).toHaveValue(String(price.range.max - 2));
    await expect(maximum).toHaveAttribute('aria-valuetext', formatMoney(price.range.max - 2));
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.navigate).toHaveBeenCalledOnce();
    await expect(targetOf(args.navigate).searchParams.get('pret-pana-la')).toBe(String(price.range.max - 2));
    // Back at the end of the range, the upper limit leaves the address.
    maximum.focus();
    await userEvent.keyboard('{End}');
    maximum.blur();
    await expect(args.navigate).toHaveBeenCalledTimes(2);
    await expect(targetOf(args.navigate).searchParams.has('pret-pana-la')).toBe(false);
  },
  parameters: { screenshot: false },
};

/** Test only: the thumbs cannot cross, by keyboard or by dragging; letting go there asks for that one price. */
export const ThumbsCannotCross: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole('slider', { name: /Preț minim/ });
    const maximum = canvas.getByRole('slider', { name: /Preț maxim/ });
    const top = price.range.max;
    // Home on the upper thumb stops at the lower one.
    maximum.focus();
    await userEvent.keyboard('{Home}');
    await expect(maximum).toHaveValue('1000');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(maximum).toHaveValue('1000');
    await userEvent.keyboard('{End}');
    await expect(maximum).toHaveValue(String(top));
    // Dragged past the upper thumb, the lower one stays at it; letting go (change) navigates.
    (args.navigate as ReturnType<typeof fn>).mockClear();
    fireEvent.input(minimum, { target: { value: String(price.range.max) } });
    await expect(minimum).toHaveValue(String(top));
    // (The matcher reads the no-break spaces of the amounts as plain spaces.)
    await expect(canvasElement.querySelector('output')).toHaveTextContent(`${formatMoney(top)} – ${formatMoney(top)}`.replace(/\s/g, ' '));
    minimum.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.navigate).toHaveBeenCalledOnce();
    await expect(targetOf(args.navigate).searchParams.get('pret-de-la')).toBe(String(top));
  },
  parameters: { screenshot: false },
};
