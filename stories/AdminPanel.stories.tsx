import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminRankingData, AdminVariantData } from '#generated/admin-data/types.gen';
import { AdminMode } from '#ui/components/AdminMode';
import { AdminPanel } from '#ui/components/AdminPanel';
import { sharedQueryClient } from '#ui/lib/query-client';

const today: AdminRankingData = {
  cpc: 0.86,
  sortingCpc: 0.95,
  ordersCoefficient: 1.12,
  clickRateCoefficient: 0.97,
  eshopRank: 4.6,
  score: 87.4,
  rank: 3,
  formula: 'scor = sortingCpc × ordersCoefficient × clickRateCoefficient × eshopRank',
  date: '2026-11-24',
  tier: 'bestseller',
};
const yesterday: AdminRankingData = { ...today, cpc: 0.74, sortingCpc: 0.81, score: 92.1, rank: 2, date: '2026-11-23' };

/** What the admin-data service answers in each story, by variant id. */
let answers: Record<number, AdminVariantData> = {};
let calls: string[] = [];

const meta = {
  title: 'Staff/AdminPanel',
  component: AdminPanel,
  args: {
    variantId: 48213,
    categoryId: 4,
    data: { esRank: 187.42, esPosition: 3, groupId: 'canapele-1079', optimizationType: 'automatic', mainImageType: 'cutout', mainImageOrientation: 'landscape', mainImageAiScore: 0.87 },
  },
  // A card's width on a phone (two per row) and on a desktop grid: the panel must read in both.
  decorators: [
    (Story) => (
      <div style={{ width: 180, padding: 8 }}>
        {Story()}
        <AdminMode />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    calls = [];
    sharedQueryClient().clear();
    msw.use(
      http.get('*/v1/data', ({ request }) => {
        calls.push(request.url);
        const ids = (new URL(request.url).searchParams.get('variantIds') ?? '').split('|').map(Number);
        return HttpResponse.json(ids.flatMap((id) => (answers[id] ? [answers[id]] : [])));
      }),
    );
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof AdminPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText(/^Admin:/));
  return canvas;
};

/** APO, with today's ranking and its change since yesterday (▲ for the eye, words for screen readers). */
export const WithRanking: Story = {
  beforeEach: () => void (answers = { 48213: { variantId: 48213, data: today, previousData: yesterday } }),
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByText('Admin: APO, poziția 3')).toBeVisible();
    await canvas.findByText('Loc în clasament');
    await expect(canvas.getByText('crescut cu 0,12')).toBeInTheDocument();
    await expect(canvas.getByText('Bestseller')).toBeVisible();
    await expect(new URL(calls[0]!).searchParams.get('categoryId')).toBe('4');
    await expect(canvas.getByRole('link', { name: /Varianta în administrare/ })).toHaveAttribute('target', '_blank');
  },
};

/** A variant new in the listing: nothing to compare with, so no arrows. */
export const NoPreviousDay: Story = {
  args: { variantId: 48214, data: { esRank: 61.05, esPosition: 18, groupId: 'canapele-2044', optimizationType: 'manual', mainImageType: 'lifestyle', mainImageOrientation: 'portrait', mainImageAiScore: 0.52 } },
  beforeEach: () => void (answers = { 48214: { variantId: 48214, data: { ...today, tier: null }, previousData: null } }),
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByText('Admin: MPO, poziția 18')).toBeVisible();
    await canvas.findByText('Loc în clasament');
    await expect(canvas.queryByText(/crescut|scăzut/)).toBeNull();
  },
};

/** A pinned variant without an image, a long group id and a big fall since yesterday. */
export const PinnedWithoutImage: Story = {
  args: { variantId: 48215, data: { esRank: 12.5, esPosition: 1, groupId: 'mobilier-de-gradina-seturi-de-terasa-din-lemn-de-salcam-90412', optimizationType: 'stableRank', mainImageType: null, mainImageOrientation: null, mainImageAiScore: null } },
  beforeEach: () => void (answers = { 48215: { variantId: 48215, data: { ...today, score: 4.2, rank: 140 }, previousData: { ...today, score: 1250.75, rank: 1 } } }),
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByText('Admin: RPO, poziția 1')).toBeVisible();
    await canvas.findByText('scăzut cu 1.246,55');
    await expect(canvas.getByText('coborât 139 de locuri')).toBeInTheDocument();
    await expect(canvas.getAllByText('—').length).toBeGreaterThanOrEqual(3);
  },
};

/** The service is down: the panel keeps what the card carries and says the ranking is coming (it is asked again quietly). */
export const ServiceDown: Story = {
  args: { variantId: 48216 },
  beforeEach({ msw }) {
    msw.use(http.get('*/v1/data', () => HttpResponse.json({ status: 503 }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await canvas.findByText('Se încarcă clasamentul…');
    await waitFor(() => expect(canvas.getByText('esRank')).toBeVisible());
  },
};
