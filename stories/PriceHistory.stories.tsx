import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PriceHistory as PriceHistoryData } from '#generated/main-api/types.gen';
import { PriceHistory } from '#ui/components/PriceHistory';
import { priceHistoryOf } from '#mocks/fixtures/price-history';

/*
 * A year of its own, ending 10 December 2026, so the chart shows the Black Friday dip (27 November
 * 2026) everyone joined and the prices after it; periods are cut as the backend cuts them
 * (`priceHistoryOf` of the fixtures, which end on Black Friday week).
 */

const today = '2026-12-10';

const sofaYear: PriceHistoryData = {
  variantId: 184213,
  days: 365,
  lowestPrice30Days: 1799.99,
  series: [
    {
      eshopId: 12,
      eshopName: 'Mobila Casa',
      variantId: 184213,
      points: [
        { date: '2025-12-10', price: 2399.99 },
        { date: '2026-02-03', price: 2299.99 },
        { date: '2026-04-15', price: 2499.99 },
        { date: '2026-06-01', price: 2199.99 },
        { date: '2026-08-25', price: 2399.99 },
        { date: '2026-11-20', price: 1799.99 },
        { date: '2026-12-01', price: 1999.99 },
      ],
    },
    {
      eshopId: 31,
      eshopName: 'Casa Ardeal',
      variantId: 184377,
      points: [
        { date: '2025-12-10', price: 2449 },
        { date: '2026-03-10', price: 2349 },
        { date: '2026-07-01', price: 2299 },
        { date: '2026-11-24', price: 1899 },
        { date: '2026-12-03', price: 2199 },
      ],
    },
    {
      eshopId: 7,
      eshopName: 'Depozitul Bucovina',
      variantId: 190021,
      // Sold here only since mid-January.
      points: [
        { date: '2026-01-15', price: 2599.99 },
        { date: '2026-05-20', price: 2499.99 },
        { date: '2026-11-27', price: 1849.99 },
        { date: '2026-12-05', price: 2399.99 },
      ],
    },
    {
      eshopId: 44,
      eshopName: 'Magazinul de Lemn',
      variantId: 188540,
      points: [
        { date: '2025-12-10', price: 2350 },
        { date: '2026-09-10', price: 2290 },
        { date: '2026-11-23', price: 1990 },
        { date: '2026-11-30', price: 2290 },
      ],
    },
  ],
};

/** The same history as the backend answers for 90 days: each series opens with the price on the first day. */
const sofaQuarter = priceHistoryOf(sofaYear.series, 90, { today });

const periodHref = (days: number) => `/p/canapea-extensibila-oslo-3-locuri-gri-antracit-184213?istoric=${days}#istoric`;

const meta = {
  title: 'Catalog/PriceHistory',
  component: PriceHistory,
  args: { history: sofaYear, days: 365, periodHref, today },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } }, layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof PriceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const yLabels = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-axis="y"] > *')].map((label) => label.textContent);
const visibleXLabels = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-axis="x"] > *')].filter((label) => label.checkVisibility());

/** A year, four shops, the Black Friday dip: the variant's own shop strong, the others dashed, the lowest price marked. */
export const LongHistory: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Istoricul prețului' })).toBeVisible();
    await expect(canvas.getByText(/^Prețul minim/)).toHaveTextContent('Prețul minim din ultimele 365 de zile: 1.799,99 lei, la Mobila Casa, pe 20 noiembrie 2026.');
    const chart = canvas.getByRole('img');
    await expect(chart.tagName).toBe('svg');
    await expect(chart).toHaveAccessibleName(/^Graficul prețului din ultimele 365\sde zile, la 4\smagazine: între 1\.799,99\slei și 2\.599,99\slei\..*acum 1\.999,99\slei la Mobila Casa\.$/);
    // One line per shop, told apart by dash pattern as well as colour.
    const lines = [...chart.querySelectorAll('path')].slice(1);
    await expect(lines).toHaveLength(4);
    await expect(new Set(lines.map((line) => getComputedStyle(line).strokeDasharray)).size).toBe(4);
    await expect(within(canvas.getByRole('list', { name: 'Magazine' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mobila Casa (oferta aceasta)',
      'Casa Ardeal',
      'Depozitul Bucovina',
      'Magazinul de Lemn',
    ]);
    // Round values on the y axis, in whole lei; months under the x axis, January with its year.
    const ticks = yLabels(canvasElement);
    await expect(ticks.length).toBeGreaterThanOrEqual(3);
    await expect(ticks.length).toBeLessThanOrEqual(5);
    for (const tick of ticks) await expect(tick).toMatch(/^\d{1,3}(\.\d{3})*\u00a0lei$/);
    await expect(visibleXLabels(canvasElement).map((label) => label.textContent)).toContain('ian.2026');
    await expect(canvas.getByText('Minim: 1.799,99 lei')).toBeVisible();
    // The period switch is made of links; the one shown is current.
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('365 de zile');
    await expect(canvas.getByRole('link', { name: /^90\sde zile$/ })).toHaveAttribute('href', periodHref(90));
  },
};

/** The same data over 90 days: dates by the 1st and 15th; the table alternative opened. */
export const NinetyDaysWithTable: Story = {
  args: { history: sofaQuarter, days: 90 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('90 de zile');
    await expect(visibleXLabels(canvasElement).map((label) => label.textContent)).toEqual(['15 sept.', '1 oct.', '15 oct.', '1 nov.', '15 nov.', '1 dec.']);
    await userEvent.click(canvas.getByText('Vezi prețurile în tabel'));
    const table = canvas.getByRole('table', { name: /^Prețurile din ultimele 90\sde zile, la fiecare schimbare$/ });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Dată', 'Magazin', 'Preț']);
    const rows = within(table).getAllByRole('row').slice(1);
    // The opening price of each shop and every change after it, oldest first.
    await expect(rows).toHaveLength(4 * 3);
    await expect(rows[0]).toHaveTextContent('11 septembrie 2026Mobila Casa2.399,99 lei');
    await expect(rows.at(-1)).toHaveTextContent('5 decembrie 2026Depozitul Bucovina2.399,99 lei');
  },
};

/** One price all year: the axis spans a fifth of the price around it instead of zooming into nothing. */
export const FlatHistory: Story = {
  args: {
    history: { variantId: 201877, days: 365, lowestPrice30Days: 1299, series: [{ eshopId: 5, eshopName: 'Grădina Verde', variantId: 201877, points: [{ date: '2025-12-10', price: 1299 }] }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(yLabels(canvasElement)).toEqual(['1.100\u00a0lei', '1.200\u00a0lei', '1.300\u00a0lei', '1.400\u00a0lei', '1.500\u00a0lei']);
    await expect(canvas.getByText(/^Prețul minim/)).toHaveTextContent('Prețul minim din ultimele 365 de zile: 1.299,00 lei, pe 10 decembrie 2025.');
    // A single shop needs no „(oferta aceasta)”.
    await expect(canvas.getByRole('list', { name: 'Magazine' })).toHaveTextContent(/^Grădina Verde$/);
  },
};

/** No prices recorded yet: a sentence, no chart, no table; the other periods stay reachable. */
export const EmptyHistory: Story = {
  args: { history: { variantId: 250001, days: 90, lowestPrice30Days: null, series: [] }, days: 90 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nu avem încă prețuri înregistrate pentru acest produs în ultimele 90 de zile.')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** A variant only its own shop sells, over 30 days: weekly dates back from today. */
export const SingleShop: Story = {
  args: {
    days: 30,
    history: {
      variantId: 177410,
      days: 30,
      lowestPrice30Days: 349.9,
      series: [
        {
          eshopId: 18,
          eshopName: 'Lumina Home',
          variantId: 177410,
          points: [
            { date: '2026-11-10', price: 419.9 },
            { date: '2026-11-26', price: 349.9 },
            { date: '2026-12-02', price: 399.9 },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^Graficul prețului din ultimele 30\sde zile: între 349,90\slei și 419,90\slei\./);
    await expect(visibleXLabels(canvasElement).map((label) => label.textContent)).toEqual(['12 nov.', '19 nov.', '26 nov.', '3 dec.', '10 dec.']);
    await expect(canvas.getByText(/^Prețul minim/)).toHaveTextContent('Prețul minim din ultimele 30 de zile: 349,90 lei, pe 26 noiembrie 2026.');
  },
};

/** A 375 px phone: the chart fills the width, every other month gives way, nothing overflows. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(343);
    const labels = visibleXLabels(canvasElement);
    await expect(labels.length).toBeLessThanOrEqual(7);
    // Neighbouring dates never overlap.
    for (let i = 1; i < labels.length; i += 1) {
      await expect(labels[i]!.getBoundingClientRect().left).toBeGreaterThan(labels[i - 1]!.getBoundingClientRect().right);
    }
    const sectionBox = section.getBoundingClientRect();
    for (const label of labels) {
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(sectionBox.right + 0.5);
    }
  },
};
