import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopReviews } from '#ui/components/ShopReviews';
import { shopReviewsPage, submittedReview } from '#mocks/fixtures/reviews';

const meta = {
  title: 'Star/ShopReviews',
  component: ShopReviews,
  parameters: { layout: 'fullscreen' },
  args: { data: shopReviewsPage() },
  argTypes: {
    data: {
      control: 'select',
      options: ['Prima pagină', 'Pagina 7'],
      mapping: { 'Prima pagină': shopReviewsPage(), 'Pagina 7': shopReviewsPage({ page: 7 }) },
    },
  },
} satisfies Meta<typeof ShopReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: summary, distribution, reviews with the shop's replies, links to the other pages. */
export const FirstPage: Story = {
  args: { data: shopReviewsPage({ reviews: { items: [submittedReview(), ...shopReviewsPage().reviews.items], hasMore: true, totalCount: 129 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recenzii Mobila Dalin' })).toBeVisible();
    await expect(canvas.getByText('5 stele: 75 de recenzii')).toBeInTheDocument();
    await expect(canvas.getByText('1 stea: 4 recenzii')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Fotografia 1 a lui Ioana din Brașov' })).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Paginare' }));
    await expect(pages.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute('href', '/star/eshop/mobila-dalin?pagina=2');
    await expect(pages.getByRole('link', { name: 'Pagina 13' })).toBeVisible();
    await expect(pages.queryByRole('link', { name: 'Pagina anterioară' })).toBeNull();
  },
};

/** A page in the middle: back and forward, and the first page without `?pagina`. */
export const MiddlePage: Story = {
  args: { data: shopReviewsPage({ page: 7 }) },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Paginare' }));
    await expect(pages.getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute('href', '/star/eshop/mobila-dalin?pagina=6');
    await expect(pages.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/star/eshop/mobila-dalin');
    await expect(pages.getByRole('link', { name: 'Pagina 7' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A shop nobody has reviewed yet, with a long name. */
export const NoReviews: Story = {
  args: {
    data: shopReviewsPage({
      eshop: { id: 99, name: 'Atelierul de Mobilier Artizanal și Decorațiuni Interioare Sânpetru', slug: 'atelierul-de-mobilier', paid: false },
      rating: null,
      reviewsCount: 0,
      vector: [0, 0, 0, 0, 0],
      reviews: { items: [], hasMore: false, totalCount: 0 },
      pageCount: 1,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/nu are încă recenzii/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
