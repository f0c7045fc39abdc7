import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserArea } from '#ui/components/UserArea';

/** A 375 px phone, and a tall desktop window so a long page is photographed whole. */
const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px, pagină lungă', styles: { width: '375px', height: '1900px' } },
    desktopTall: { name: 'Desktop 1200 × 1600', styles: { width: '1200px', height: '1600px' } },
  },
};

const meta = {
  title: 'Personal/UserArea',
  component: UserArea,
  args: {
    user: { id: 5512, name: 'Maria Ionescu', email: 'maria.ionescu@exemplu.ro', initials: 'MI', avatarUrl: null },
    likesReceived: 12,
  },
  parameters: { viewport, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof UserArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile card, the likes received, the ways to the lists, and the settings. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contul meu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Maria Ionescu' })).toBeVisible();
    await expect(canvas.getByText('MI')).toBeVisible();
    await expect(canvas.getByText('maria.ionescu@exemplu.ro')).toBeVisible();
    await expect(canvas.getByText('Comparațiile tale au primit 12 aprecieri.')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Contul meu' }));
    await expect(nav.getByRole('link', { name: /Produsele mele favorite/ })).toHaveAttribute('href', '/user/favourites');
    await expect(nav.getByRole('link', { name: /Alerte de preț și de stoc/ })).toHaveAttribute('href', '/user/watchdog');
    await expect(nav.getByRole('link', { name: /Comparație/ })).toHaveAttribute('href', '/compare-products');
    await expect(nav.getByRole('link', { name: /Profilul meu public/ })).toHaveAttribute('href', '/user/5512');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Setările contului' })).toBeVisible();
  },
};

/** No likes yet: said plainly, with the plural rule's „de” where it belongs elsewhere. */
export const NoLikesYet: Story = {
  args: { likesReceived: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Comparațiile tale nu au primit încă aprecieri.')).toBeVisible();
  },
};

/** The likes service did not answer: the card leaves the line out instead of showing 0. */
export const LikesUnavailable: Story = {
  args: { likesReceived: null, user: { id: 5512, name: 'Maria Ionescu', email: 'maria.ionescu@exemplu.ro', initials: 'MI', avatarUrl: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/aprecieri/)).toBeNull();
  },
};

/** A long double-barrelled name and address on a 375 px phone: they wrap, nothing overflows. */
export const LongNamePhone: Story = {
  globals: { viewport: { value: 'phone375' } },
  args: {
    user: {
      id: 90211,
      name: 'Maria-Magdalena Constantinescu-Dumitrescu-Vasilescu',
      email: 'maria-magdalena.constantinescu-dumitrescu@companie-foarte-lunga.ro',
      initials: 'MC',
      avatarUrl: null,
    },
    likesReceived: 20,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Comparațiile tale au primit 20 de aprecieri.')).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
