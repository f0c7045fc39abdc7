import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerStrip } from '#ui/components/BannerStrip';

const meta = {
  title: 'Site/BannerStrip',
  component: BannerStrip,
  args: {
    ident: 'black-friday-2026',
    text: 'Black Friday pe Cuib: reduceri verificate la mii de produse pentru casă și grădină.',
    link: { href: '/produse/black-friday', label: 'Vezi ofertele' },
  },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    document.cookie = 'cuib_banner_seen=; Max-Age=0; Path=/';
  },
} satisfies Meta<typeof BannerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Strip: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Vezi ofertele' })).toHaveAttribute('href', '/produse/black-friday');
  },
};

export const LongTextOnAPhone: Story = {
  args: { text: 'Livrare gratuită la peste 2.000 de produse pentru grădină și terasă, doar până duminică, la magazinele partenere din toată țara.' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

/** Test only: closing hides it, remembers its ident in the seen cookie (joined by `;`) and tells analytics. */
export const Closing: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    document.cookie = 'cuib_banner_seen=garden-2026; Path=/';
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Închide anunțul' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(decodeURIComponent(document.cookie)).toContain('cuib_banner_seen=garden-2026;black-friday-2026');
    await expect(window.dataLayer?.at(-1)).toEqual({ event: 'banner_strip_close_click', banner_ident: 'black-friday-2026' });
  },
  parameters: { screenshot: false },
};
