import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceSlider } from '#ui/components/PriceSlider';
import { canapeleFiltering } from '#mocks/fixtures/catalogue-pages';

const price = canapeleFiltering.groups.price!;

const meta = {
  title: 'Catalog/PriceSlider',
  component: PriceSlider,
  args: { price, navigate: fn() },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof PriceSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard moves a thumb; letting go opens the listing with the chosen range. */
export const KeyboardSetsTheRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const maximum = canvas.getByRole('slider', { name: /Preț maxim/ });
    await userEvent.click(maximum);
    await userEvent.keyboard('{PageDown}');
    await expect(args.navigate).toHaveBeenCalled();
    const target = new URL((args.navigate as ReturnType<typeof fn>).mock.calls.at(-1)![0] as string, 'http://cuib.test');
    await expect(target.pathname).toBe('/produse/canapele-si-fotolii');
    await expect(Number(target.searchParams.get('pret-pana-la'))).toBeLessThan(price.range.max);
    await expect(target.searchParams.get('pret-de-la')).toBe('1000');
    await expect(target.searchParams.get('culoare')).toBe('gri');
  },
  parameters: { screenshot: false },
};

export const WithRangeChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: /Preț minim/ })).toHaveValue('1000');
  },
};
