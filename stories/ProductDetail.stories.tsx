import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductDetail } from '#ui/components/ProductDetail';
import { sofaPage, sofaReviews } from '#mocks/fixtures/catalogue-pages';

const meta = {
  title: 'Catalog/ProductDetail',
  component: ProductDetail,
  args: { page: sofaPage, reviews: sofaReviews, questions: { questions: [], pagination: { page: 1, pageSize: 10, pageCount: 1, totalCount: 0 } }, christmasDays: null, today: new Date(2026, 10, 22) },
  argTypes: {
    page: {
      control: 'select',
      options: ['Canapea în stoc', 'Canapea epuizată'],
      mapping: {
        'Canapea în stoc': sofaPage,
        'Canapea epuizată': { ...sofaPage, alternativeOffers: [], variant: { ...sofaPage.variant, active: false, inStock: false } },
      },
    },
    // Secondary data as the page can find it: there, not available, or still on its way.
    reviews: {
      control: 'select',
      options: ['Încărcate', 'Indisponibile', 'Se încarcă'],
      mapping: { Încărcate: sofaReviews, Indisponibile: null, 'Se încarcă': new Promise(() => undefined) },
    },
    questions: {
      control: 'select',
      options: ['Nicio întrebare', 'Indisponibile', 'Se încarcă'],
      mapping: {
        'Nicio întrebare': { questions: [], pagination: { page: 1, pageSize: 10, pageCount: 1, totalCount: 0 } },
        Indisponibile: null,
        'Se încarcă': new Promise(() => undefined),
      },
    },
    christmasDays: { control: { type: 'number', min: 0, max: 30 } },
    // Slots the page fills with its own components, and the day the tags are computed for.
    today: { control: false },
    watch: { control: false },
    priceHistory: { control: false },
    askQuestion: { control: false },
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sofa: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sofaPage.variant.name);
    // Every shop's offer, each going to its shop in a new tab.
    const offers = canvas.getByRole('heading', { name: /^Oferte de la / }).parentElement!;
    await expect(within(offers).getAllByRole('link', { name: /^Vezi în magazin/ })).toHaveLength(1 + sofaPage.alternativeOffers.length);
    await expect(canvas.getByRole('link', { name: /^Vezi oferta în magazin/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Nu s-a pus încă nicio întrebare despre acest produs.')).toBeVisible();
  },
};

export const WithoutReviews: Story = {
  args: { reviews: null, page: { ...sofaPage, variant: { ...sofaPage.variant, reviews: { rating: null, reviewsCount: 0, imagesCount: 0, vector: [0, 0, 0, 0, 0] } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nimeni nu a scris încă o recenzie pentru acest produs.')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { page: { ...sofaPage, alternativeOffers: [], variant: { ...sofaPage.variant, active: false, inStock: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Epuizat').length).toBeGreaterThan(0);
  },
};

/** Reviews and questions could not be loaded (their backend is slow or down): said honestly, never "none". */
export const SecondaryUnavailable: Story = {
  args: { reviews: null, questions: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Recenziile nu pot fi afișate acum\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Vezi toate cele \d+\s(de\s)?recenzii$/ })).toHaveAttribute('href', `/product/${sofaPage.variant.id}/reviews`);
    await expect(canvas.getByText('Întrebările nu pot fi afișate acum.')).toBeVisible();
    await expect(canvas.queryByText('Nimeni nu a scris încă o recenzie pentru acest produs.')).toBeNull();
  },
};

/** Reviews and questions still on their way: the rest of the page is there, they say they are loading. */
export const SecondaryLoading: Story = {
  args: { reviews: new Promise(() => undefined), questions: new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sofaPage.variant.name);
    await expect(canvas.getByText('Se încarcă recenziile…')).toBeVisible();
    await expect(canvas.getByText('Se încarcă întrebările…')).toBeVisible();
  },
};
