import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AvailabilityTags } from '#ui/components/AvailabilityTags';
import { ClaimBox } from '#ui/components/ClaimBox';
import { startMeasurement } from '#ui/lib/analytics/runtime';
import { Rating } from '#ui/components/Rating';
import { availabilityTags } from '#ui/lib/availability';

const meta = {
  title: 'Catalog/Small parts',
  component: Rating,
  args: { rating: 4.26, reviewsCount: 128 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars rounded to halves, the figure to one decimal; the count in Romanian. */
export const Stars: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4,3 din 5 stele, 128\u00a0de recenzii' })).toBeInTheDocument();
  },
};

export const StarsAsLink: Story = {
  args: { rating: 3.2, reviewsCount: 1, href: '/product/1/reviews' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '3,2 din 5 stele, 1\u00a0recenzie' })).toHaveAttribute('href', '/product/1/reviews');
  },
};

const base = { active: true, inStock: false, deliveryInDays: 3, freeShipping: true };

/** Every availability state of SPEC §4, side by side. */
export const Availability: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <AvailabilityTags tags={availabilityTags({ ...base, active: false }, { christmasDays: null, today: new Date(2026, 10, 22) })} />
      <AvailabilityTags tags={availabilityTags(base, { christmasDays: 10, today: new Date(2026, 11, 18) })} />
      <AvailabilityTags tags={availabilityTags({ ...base, inStock: true }, { christmasDays: null, today: new Date(2026, 10, 22) })} />
      <AvailabilityTags tags={availabilityTags({ ...base, deliveryInDays: 0, freeShipping: false }, { christmasDays: null, today: new Date(2026, 10, 22) })} />
      <AvailabilityTags tags={availabilityTags({ ...base, deliveryInDays: 21, freeShipping: false }, { christmasDays: null, today: new Date(2026, 10, 22) })} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Epuizat', 'Livrare până la Crăciun', 'În stoc', 'Gata pentru expediere', 'Expediere în 3 săptămâni']) await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getAllByText('Livrare gratuită')).toHaveLength(2);
  },
};

/** The sales pages' promise, with a link that tells analytics it was followed. */
export const SalesClaim: Story = {
  render: () => <ClaimBox />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Află cum verificăm' });
    await expect(link).toHaveAttribute('href', '/sales');
  },
};

/** Test only: following the link tells analytics. */
export const SalesClaimLinkCounted: Story = {
  ...SalesClaim,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Află cum verificăm' });
    await expect(link).toHaveAttribute('href', '/sales');
    // The link declares its event; the page's measurement runtime sends it.
    const stop = startMeasurement();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    try {
      await userEvent.click(link);
      await expect(window.dataLayer?.at(-1)).toEqual({ event: 'sales_info_box_link_click', link_url: '/sales' });
    } finally {
      stop();
    }
  },
};
