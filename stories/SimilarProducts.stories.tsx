import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimilarProducts } from '#ui/components/SimilarProducts';
import { VariantCardSmall } from '#ui/components/VariantCardSmall';
import { VariantGrid } from '#ui/components/VariantGrid';
import type { Variant } from '#generated/main-api/types.gen';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';

/** Nine different products from different shops, the same on every run. */
const many = variantSeries(9, { seed: 2 });

const lists: Record<string, Variant[]> = {
  'Nouă produse diferite': many,
  'Trei produse': variantSeries(3, { seed: 3 }),
  'Cazuri limită': Object.values(variantCases),
  'Niciunul': [],
};

const meta = {
  title: 'Catalog/SimilarProducts',
  component: SimilarProducts,
  args: { variants: named(lists, 'Nouă produse diferite') },
  argTypes: { variants: namedControl(lists) },
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
} satisfies Meta<typeof SimilarProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Titled „S-ar putea să îți placă și”, labelled „Produse similare”; previous is off at the start, next slides on. */
export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'S-ar putea să îți placă și' })).toBeVisible();
    const region = canvas.getAllByRole('region', { name: 'Produse similare' })[0]!;
    const back = within(region).getByRole('button', { name: 'Înapoi' });
    const forward = within(region).getByRole('button', { name: 'Înainte' });
    await waitFor(() => expect(back).toBeDisabled());
    await expect(forward).toBeEnabled();
    await userEvent.click(forward);
    await waitFor(() => expect(back).toBeEnabled());
  },
  parameters: { screenshot: false },
};

export const AtRest: Story = {};

/** Three that fit: both buttons off. */
export const FewThatFit: Story = {
  args: { variants: named(lists, 'Trei produse') },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getAllByRole('region', { name: 'Produse similare' })[0]!;
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Înainte' })).toBeDisabled());
    await expect(within(region).getByRole('button', { name: 'Înapoi' })).toBeDisabled();
  },
};

/** Nothing came back: no panel at all. */
export const NothingSimilar: Story = {
  args: { variants: named(lists, 'Niciunul') },
  render: (args) => (
    <div>
      <SimilarProducts {...args} />
      <p>Niciun produs similar: panoul lipsește.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'S-ar putea să îți placă și' })).toBeNull();
  },
};

/** Small cards: discount, price before, second currency, reviews, „Ofertă limitată”. */
export const SmallCards: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {[variantCases.regular, variantCases.priceDrop, variantCases.noImage, variantCases.noReviews, variantCases.longName].map((item) => (
        <div key={item.id} style={{ width: 180 }}>
          <VariantCardSmall variant={item} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ofertă limitată')).toBeVisible();
    await expect(canvas.getAllByText('-23%').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: variantCases.regular.name })).toHaveAttribute('href', '/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri');
    await expect(() => VariantCardSmall({ variant: { ...variantCases.regular, clickSource: null } })).toThrow('No click source provided');
  },
};

const listing = [variantCases.regular, variantCases.longName, variantCases.noImage, variantCases.noReviews, variantCases.outOfStock, variantCases.hugeDiscount];

/** In a listing: „Similare” opens the panel under the clicked card's row, focus goes to it; closing returns it. */
export const PanelUnderTheRow: Story = {
  render: () => <VariantGrid heading="Canapele" variants={listing} requestId="lista-1" />,
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v2/variant/:variantId/similar-variants', () => HttpResponse.json({ variants: many, requestId: '2f1b6c0e-4a7d-4b8e-9a41-0d2c5e7f9b13' })));
  },
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('link', { name: `Similare cu ${listing[1]!.name}` });
    await userEvent.click(opener);
    const panel = await canvas.findByRole('region', { name: 'Produse similare' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'S-ar putea să îți placă și' })).toHaveFocus());
    const items = [...canvasElement.querySelectorAll<HTMLElement>('ul[aria-label="Produse"] > li')];
    const slot = items.findIndex((item) => item.hasAttribute('data-similar-slot'));
    await expect(items[slot - 1]!.offsetTop).toBe(items[0]!.offsetTop);
    await expect(items[slot + 1]!.offsetTop).toBeGreaterThan(items[0]!.offsetTop);
    await expect(within(panel).getByRole('link', { name: 'Vezi toate' })).toHaveAttribute('href', `/products/visually-similar/2f1b6c0e-4a7d-4b8e-9a41-0d2c5e7f9b13/${listing[1]!.slug}`);
    await userEvent.click(within(panel).getByRole('button', { name: 'Închide produsele similare' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Produse similare' })).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Nothing similar comes back: the panel goes again and focus returns to the link. */
export const PanelWithNothingSimilar: Story = {
  render: () => <VariantGrid heading="Canapele" variants={listing.slice(0, 3)} requestId="lista-1" />,
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v2/variant/:variantId/similar-variants', () => HttpResponse.json({ variants: [], requestId: null })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('link', { name: `Similare cu ${listing[0]!.name}` });
    await userEvent.click(opener);
    await waitFor(() => expect(canvasElement.querySelector('[data-similar-slot]')).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Produse similare' })).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
