import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Variant } from '#generated/main-api/types.gen';
import { FavouritesList, type FavouritesListProps, FavouritesOnSale } from '#ui/components/FavouritesList';
import { FavouritesShare } from '#ui/components/FavouritesShare';
import { LikesStart } from '#ui/components/LikesStart';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';
import { resetLikes } from '#mocks/likes';

/** A 375 px phone, and a tall desktop window so a long list is photographed whole. */
const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px, pagină lungă', styles: { width: '375px', height: '1900px' } },
    desktopTall: { name: 'Desktop 1200 × 1600', styles: { width: '1200px', height: '1600px' } },
  },
};

/** Five more favourites from different shops, the same on every run: the one sold out goes to the other tab. */
const series = variantSeries(5, { seed: 5 });

const favourites: Variant[] = [variantCases.regular, variantCases.hugeDiscount, variantCases.noDiscount, variantCases.withVoucher, ...series.filter((item) => item.inStock)];

const soldOut: Variant[] = [variantCases.outOfStock, ...series.filter((item) => !item.inStock)];

const onSale: Variant[] = [variantCases.hugeDiscount, variantCases.regular, favourites[4]!];

const path = '/user/favourites';

/** Lists a designer can switch between in the Controls panel. */
const lists: Record<string, Variant[]> = {
  'Favorite disponibile': favourites,
  'Favorite epuizate': soldOut,
  'Primele trei': favourites.slice(0, 3),
  'Niciun favorit': [],
};

/** Where the address puts the shopper: sort, tab and page. */
const states = {
  'Adăugate recent, pagina 1': { sort: 'newest', unavailable: false, page: 1 },
  'Preț crescător, pagina 2': { sort: 'cheapest', unavailable: false, page: 2 },
  'Indisponibile': { sort: 'newest', unavailable: true, page: 1 },
} satisfies Record<string, FavouritesListProps['state']>;

const meta = {
  title: 'Personal/FavouritesList',
  component: FavouritesList,
  args: {
    heading: 'Produsele mele favorite',
    variants: named(lists, 'Favorite disponibile'),
    pagination: { page: 1, pageSize: 24, pageCount: 2, totalCount: 30 },
    state: { sort: 'newest', unavailable: false, page: 1 },
    path,
    actions: <FavouritesShare />,
  },
  // As the site's layout does for a signed-in shopper: the hearts ask the likes service at start.
  decorators: [
    (Story) => (
      <>
        <LikesStart userId={5512} personal />
        <Story />
      </>
    ),
  ],
  beforeEach() {
    // The likes service knows these as the shopper's own: their hearts are filled.
    resetLikes([...favourites, ...soldOut, variantCases.longName].map((item) => item.id));
  },
  argTypes: { variants: namedControl(lists), state: namedControl(states), aside: { control: false }, actions: { control: false } },
  parameters: { viewport },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof FavouritesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The available favourites: tabs, sort and paging as links, each card with its filled heart, the discounted ones above. */
export const Available: Story = {
  args: { aside: <FavouritesOnSale variants={onSale} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Produsele mele favorite' })).toBeVisible();
    await expect(canvas.getByText('30 de produse')).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Ce favorite' }));
    await expect(tabs.getByRole('link', { name: 'Disponibile' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Indisponibile' })).toHaveAttribute('href', '/user/favourites?indisponibile=1');
    const sort = within(canvas.getByRole('navigation', { name: 'Ordonează' }));
    await expect(sort.getByRole('link', { name: 'Adăugate recent' })).toHaveAttribute('aria-current', 'true');
    await expect(sort.getByRole('link', { name: 'Preț crescător' })).toHaveAttribute('href', '/user/favourites?sortare=pret-crescator');
    await expect(sort.getByRole('link', { name: 'Reducere maximă' })).toHaveAttribute('href', '/user/favourites?sortare=reducere');
    await expect(within(canvas.getByRole('navigation', { name: 'Paginare' })).getByRole('link', { name: /Pagina următoare/ })).toHaveAttribute('href', '/user/favourites?pagina=2');
    const grid = within(canvas.getByRole('list', { name: 'Produse favorite disponibile' }));
    await expect(grid.getAllByRole('listitem')).toHaveLength(favourites.length);
    // Each heart removes its favourite: the likes service says they are liked.
    await waitFor(() => expect(grid.getAllByRole('button', { name: /^Elimină din favorite/, pressed: true })).toHaveLength(favourites.length));
    await expect(within(canvas.getByRole('region', { name: 'Reduse acum' })).getAllByRole('link')).toHaveLength(onSale.length * 2);
    await expect(canvas.getByRole('button', { name: 'Distribuie lista' })).toBeVisible();
  },
};

/** A later page keeps the sort and the tab in its links. */
export const SortedSecondPage: Story = {
  args: {
    variants: favourites.slice(0, 3),
    pagination: { page: 2, pageSize: 24, pageCount: 2, totalCount: 27 },
    state: { sort: 'cheapest', unavailable: false, page: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = within(canvas.getByRole('navigation', { name: 'Paginare' }));
    await expect(pager.getByRole('link', { name: /Pagina anterioară/ })).toHaveAttribute('href', '/user/favourites?sortare=pret-crescator');
    await expect(pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    // Another sort starts again from the first page.
    await expect(within(canvas.getByRole('navigation', { name: 'Ordonează' })).getByRole('link', { name: 'Preț descrescător' })).toHaveAttribute(
      'href',
      '/user/favourites?sortare=pret-descrescator',
    );
  },
};

/** The „Indisponibile” tab: sold-out favourites, each marked, still with its heart. */
export const Unavailable: Story = {
  args: {
    variants: soldOut,
    pagination: { page: 1, pageSize: 24, pageCount: 1, totalCount: 2 },
    state: { sort: 'newest', unavailable: true, page: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('navigation', { name: 'Ce favorite' })).getByRole('link', { name: 'Indisponibile' })).toHaveAttribute('aria-current', 'page');
    const grid = within(canvas.getByRole('list', { name: 'Produse favorite indisponibile' }));
    await expect(grid.getAllByText('Epuizat')).toHaveLength(2);
    await waitFor(() => expect(grid.getAllByRole('button', { name: /^Elimină din favorite/ })).toHaveLength(2));
    await expect(canvas.queryByRole('navigation', { name: 'Paginare' })).toBeNull();
  },
};

/** No favourites yet: what to do, and a way back to the products. */
export const Empty: Story = {
  args: { variants: [], pagination: { page: 1, pageSize: 24, pageCount: 1, totalCount: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nu ai produse favorite disponibile acum.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Descoperă produsele' })).toHaveAttribute('href', '/produse');
    await expect(canvas.queryByRole('navigation', { name: 'Ordonează' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: /Produse favorite/ })).toBeNull();
  },
};

/** Nothing sold out: the tab says so and leads back to the available ones. */
export const EmptyUnavailable: Story = {
  args: { variants: [], pagination: { page: 1, pageSize: 24, pageCount: 1, totalCount: 0 }, state: { sort: 'cheapest', unavailable: true, page: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun produs favorit nu este epuizat acum.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vezi favoritele disponibile' })).toHaveAttribute('href', '/user/favourites?sortare=pret-crescator');
  },
};

/** A list someone shared: read-only (no hearts, no tabs), for anyone with the link. */
export const Shared: Story = {
  args: {
    heading: 'Listă de favorite distribuită',
    variants: [...favourites.slice(0, 3), variantCases.longName, soldOut[0]!],
    pagination: { page: 1, pageSize: 24, pageCount: 1, totalCount: 5 },
    path: '/user/favourites/q8Xk2mVb7RzT0pLw9sYc',
    shared: true,
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Listă de favorite distribuită' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Ce favorite' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /favorite/ })).toBeNull();
    await expect(within(canvas.getByRole('navigation', { name: 'Ordonează' })).getByRole('link', { name: 'Preț crescător' })).toHaveAttribute(
      'href',
      '/user/favourites/q8Xk2mVb7RzT0pLw9sYc?sortare=pret-crescator',
    );
    await expect(canvas.getByText('Epuizat')).toBeVisible();
  },
};

/** A 375 px phone: two cards a row, long names cut to two lines, the discounted row scrolls sideways; nothing overflows the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375' } },
  args: { variants: [variantCases.longName, ...favourites.slice(0, 3)], aside: <FavouritesOnSale variants={onSale} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Produse favorite disponibile' })).getAllByRole('listitem');
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(2);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
