import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { FavouritesModal } from '#ui/components/FavouritesModal';
import { variantCases } from '#mocks/fixtures/variant';

const liked = '*/api/v2/user/variants-liked';
const page = (variants: unknown[], totalCount: number) => HttpResponse.json({ variants, pagination: { page: 1, pageSize: 12, pageCount: Math.ceil(totalCount / 12) || 1, totalCount } });

const meta = {
  title: 'Personal/FavouritesModal',
  component: FavouritesModal,
  args: { onClose: fn() },
  argTypes: { onClose: { control: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } }, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
} satisfies Meta<typeof FavouritesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Produsele tale favorite' });

/** The newest likes, the total in words („Ultimele 4 din 30 de produse favorite”), and the way to all of them. */
export const Newest: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(liked, () => page([variantCases.regular, variantCases.hugeDiscount, variantCases.outOfStock, variantCases.longName], 30)));
  },
  play: async () => {
    const view = within(await dialog());
    await expect(await view.findByText(/Ultimele 4 din 30\sde produse favorite\./)).toBeVisible();
    await expect(view.getByRole('link', { name: 'Vezi toate favoritele' })).toHaveAttribute('href', '/user/favourites');
    await expect(view.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Nothing liked yet: what the heart is for. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(liked, () => page([], 0)));
  },
  play: async () => {
    await expect(await within(await dialog()).findByText(/Nu ai încă produse favorite/)).toBeVisible();
  },
};

/** The service is down: said in words; the modal still closes as usual. */
export const Unavailable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(liked, () => new HttpResponse('indisponibil', { status: 503 })));
  },
  play: async () => {
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Favoritele nu s-au putut încărca');
  },
};
