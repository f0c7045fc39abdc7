import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerStats } from '#ui/components/PartnerStats';
import { stats } from './partner-portal-data';

/** A 375 px phone, and a desktop window tall enough to photograph a week whole. */
const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '1500px' } },
    desktopTall: { name: 'Desktop 1200 × 1300', styles: { width: '1200px', height: '1300px' } },
  },
};

const meta = {
  title: 'Partners/PartnerStats',
  component: PartnerStats,
  args: { stats },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
  parameters: { viewport, docs: { story: { inline: false, iframeHeight: 1100 } } },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof PartnerStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week: the totals, the days as bars for the eye and a table for everyone, and the categories. */
export const Week: Story = {
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/18 noiembrie 2026 – 24 noiembrie 2026: 12\.017\safișări, 317\sclicuri către magazin, CTR 2,64/)).toBeVisible();
    const sunday = canvas.getByRole('row', { name: /dum\., 22 nov\./ });
    await expect(sunday).toHaveTextContent('2.240');
    await expect(sunday).toHaveTextContent('3,21 %');
    await expect(canvas.getByRole('row', { name: /Mobilă › Canapele și fotolii › Canapele/ })).toHaveTextContent('7.410');
    await expect(canvas.getByLabelText('De la')).toHaveValue('2026-11-18');
    await expect(canvas.getByLabelText('Până la')).toHaveValue('2026-11-24');
  },
};

/** Choosing another period is a plain GET: the period goes in the address. */
export const ChoosePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Perioada' });
    const sent = fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', sent);
    await userEvent.clear(canvas.getByLabelText('De la'));
    await userEvent.type(canvas.getByLabelText('De la'), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Arată perioada' }));
    await expect(sent).toHaveBeenCalledTimes(1);
    await expect(form).toHaveAttribute('method', 'get');
    await expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  },
};

/** A period the backend refused (over 92 days): its words, and a way back. */
export const RefusedPeriod: Story = {
  args: { stats: null, problem: 'Perioada poate avea cel mult 92 de zile.', from: '2026-01-01', to: '2026-11-24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Perioada poate avea cel mult 92 de zile.');
    await expect(canvas.getByRole('link', { name: 'Vezi ultimele 30 de zile' })).toHaveAttribute('href', '/portal/statistici');
    await expect(canvas.getByLabelText('De la')).toHaveValue('2026-01-01');
  },
};

/** A quiet period: zero days, no categories. */
export const Quiet: Story = {
  args: {
    stats: { ...stats, totals: { impressions: 0, clicks: 0, ctr: null }, days: stats.days.map((day) => ({ ...day, impressions: 0, clicks: 0, ctr: null })), categories: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/0\safișări, 0\sclicuri către magazin, CTR —/)).toBeVisible();
    await expect(canvas.getByText('Nicio afișare și niciun click în această perioadă.')).toBeVisible();
    // No bars to draw: the period says so instead of an empty chart.
    await expect(canvas.getByText('Nicio afișare în această perioadă.')).toBeVisible();
    await expect(canvas.queryByText(/afișări pe zi/)).toBeNull();
  },
};

/** On a 375 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
