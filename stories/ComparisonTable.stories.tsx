import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { VariantsByIdsRequest } from '#generated/main-api/types.gen';
import { ComparisonTable } from '#ui/components/ComparisonTable';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';

const all = Object.values(variantCases);

/** Four different products from different shops, the same on every run: what a shopper puts aside. */
const assorted = variantSeries(4, { seed: 8 });

/** Every variant the by-ids mock can answer with. */
const known = [...all, ...assorted];

const meta = {
  title: 'Catalog/ComparisonTable',
  component: ComparisonTable,
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/variant/by-ids', async ({ request }) => {
        const { variantIds } = (await request.json()) as VariantsByIdsRequest;
        return HttpResponse.json({ variants: known.filter((variant) => variantIds.includes(variant.id)).map((variant) => ({ ...variant, clickSource: 99 })) });
      }),
    );
  },
  // react-aria's live announcer (the save button's pending news) keeps its region in the body between stories.
  parameters: { layout: 'padded', a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long names, no image, no reviews, sold out, a huge discount: side by side, each removable. */
export const EdgeCases: Story = {
  beforeEach() {
    localStorage.setItem('cuib_compare', JSON.stringify(all.map((variant) => variant.id)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(all.length);
    await expect(within(table).getByRole('rowheader', { name: 'Preț' })).toBeVisible();
    await expect(within(table).getAllByText('Fără recenzii').length).toBeGreaterThan(0);
    const first = all[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Scoate ${first.name} din comparație` }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('columnheader')).toHaveLength(all.length - 1));
    await expect(JSON.parse(localStorage.getItem('cuib_compare')!)).not.toContain(first.id);
    // The focus stays in the table: on the remove button now in the first column.
    await waitFor(() => expect(canvas.getByRole('button', { name: `Scoate ${all[1]!.name} din comparație` })).toHaveFocus());
  },
};

/** Test only: removing, saving and emptying each take their own button away; the focus never falls to the page. */
export const FocusStaysInTheComparison: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  beforeEach() {
    localStorage.setItem('cuib_compare', JSON.stringify(assorted.map((variant) => variant.id)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: `Scoate ${assorted[1]!.name} din comparație` }));
    await waitFor(() => expect(canvas.getByRole('button', { name: `Scoate ${assorted[2]!.name} din comparație` })).toHaveFocus());
    // The last column's button gives the focus to the one before it.
    await userEvent.click(canvas.getByRole('button', { name: `Scoate ${assorted[3]!.name} din comparație` }));
    await waitFor(() => expect(canvas.getByRole('button', { name: `Scoate ${assorted[2]!.name} din comparație` })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează comparația' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: /\/compare-products\// })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Golește lista' }));
    await waitFor(() => expect(canvas.getByText(/Nu ai pus încă niciun produs deoparte/)).toHaveFocus());
  },
};

/** Four different products put aside: shops, prices, ratings and delivery side by side. */
export const FourProducts: Story = {
  beforeEach() {
    localStorage.setItem('cuib_compare', JSON.stringify(assorted.map((variant) => variant.id)));
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await expect(table.getAllByRole('columnheader')).toHaveLength(assorted.length);
    for (const variant of assorted) await expect(table.getByRole('button', { name: `Scoate ${variant.name} din comparație` })).toBeVisible();
  },
};

/** Nothing put aside yet: says how, with a way to the products. */
export const Empty: Story = {
  beforeEach() {
    localStorage.removeItem('cuib_compare');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Nu ai pus încă niciun produs deoparte/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vezi produsele' })).toHaveAttribute('href', '/produse');
  },
};
