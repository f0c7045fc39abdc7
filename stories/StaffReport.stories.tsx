import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ExperimentResults, TrafficReport, TrafficRow } from '#generated/main-api/types.gen';
import { StaffReport } from '#ui/components/StaffReport';

const row = (variantId: number, variantName: string | null, impressions: number, clicks: number, extra: Partial<TrafficRow> = {}): TrafficRow => ({
  variantId,
  variantName,
  variantSlug: variantName ? `produs-${variantId}` : null,
  source: 1,
  day: '2026-11-24',
  impressions,
  clicks,
  ctr: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : null,
  ...extra,
});

const traffic: TrafficReport = {
  from: '2026-11-18',
  to: '2026-11-24',
  rows: [
    row(48213, 'Canapea extensibilă Oslo, 3 locuri, gri', 1284, 37),
    row(48214, 'Fotoliu Bergen cu taburet, catifea verde smarald', 902, 12, { source: 5 }),
    row(51002, 'Set mobilier de grădină din lemn de salcâm cu masă extensibilă, 6 scaune pliabile și umbrelă cu manivelă, bej', 415, 9, { source: 20, day: '2026-11-23' }),
    row(61877, null, 120, 0, { day: '2026-11-19' }),
    row(48299, 'Lampă de podea Arc, negru mat', 0, 3, { source: 99 }),
  ],
  totals: { impressions: 2721, clicks: 61, ctr: 0.0224 },
  pagination: { page: 1, pageSize: 5, pageCount: 3, totalCount: 14 },
};

const experiments: ExperimentResults = {
  experiments: [
    {
      key: 'card-layout',
      variations: [
        { variationId: 0, exposures: 1840, clickers: 203, clicks: 341, clickRate: 0.1103 },
        { variationId: 1, exposures: 1812, clickers: 229, clicks: 371, clickRate: 0.1264 },
      ],
    },
  ],
};

const meta = {
  title: 'Staff/StaffReport',
  component: StaffReport,
  args: { traffic, experiments, url: '/admin/raport' },
  decorators: [(Story) => <div style={{ maxWidth: 1100, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof StaffReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of traffic: rows per variant, source and day, the totals, and the card-layout experiment. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2\.721 de afișări, 61 de clicuri către magazine, CTR 2,24/)).toBeVisible();
    const oslo = canvas.getByRole('row', { name: /Canapea extensibilă Oslo/ });
    await expect(within(oslo).getByText('1 · listare')).toBeVisible();
    await expect(within(oslo).getByText('2,88 %')).toBeVisible();
    // Clicks without impressions (no analytics consent) have no rate, not an infinite one.
    await expect(within(canvas.getByRole('row', { name: /Lampă de podea Arc/ })).getByText('—')).toBeVisible();
    await expect(canvas.getByText('Produsul 61877 (nu mai este în catalog)')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Prețul înaintea numelui/ })).toHaveTextContent('12,64 %');
    await expect(canvas.getByRole('navigation', { name: 'Paginare' })).toBeVisible();
  },
};

/** A narrow screen: the tables scroll within their box, the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375' } },
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '1500px' } } } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A quiet period and no experiment yet. */
export const Empty: Story = {
  args: { traffic: { ...traffic, rows: [], totals: { impressions: 0, clicks: 0, ctr: null }, pagination: { page: 1, pageSize: 50, pageCount: 1, totalCount: 0 } }, experiments: { experiments: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nicio afișare și niciun click în această perioadă.')).toBeVisible();
    await expect(canvas.getByText(/0 afișări, 0 clicuri/)).toBeVisible();
    await expect(canvas.getByText('Niciun vizitator nu a intrat încă într-un experiment.')).toBeVisible();
  },
};

/** The experiments could not be read: the traffic still shows, with a word about them. */
export const ExperimentsUnavailable: Story = {
  args: { experiments: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Rezultatele experimentelor nu pot fi citite acum/)).toBeVisible();
  },
};
