import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { WatchConfirmation } from '#ui/components/WatchConfirmation';

const meta = {
  title: 'Personal/WatchConfirmation',
  component: WatchConfirmation,
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } }, layout: 'padded' },
  args: { code: 'Zq3v8Yd1m9KcQ2rT7pWx0aLb' },
} satisfies Meta<typeof WatchConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmation = '*/api/v1/cuib/watchdog/confirmation/:code';

/** As the e-mail's link opens it: nothing confirmed yet, one button to confirm. */
export const AwaitingConfirmation: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Confirmă alerta' })).toBeVisible();
  },
};

/** Confirmed: opening the link confirms nothing; pressing the button does, and says what follows. */
export const Confirmed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(confirmation, () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmă alerta' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Îți scriem când produsul se ieftinește');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A link used before, or too old: said in words, with what to do instead. */
export const LinkExpired: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(confirmation, () => HttpResponse.json({ type: 'x', title: 'Negăsit', status: 404, field: 'path.code' }, { status: 404, headers: { 'content-type': 'application/problem+json' } })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmă alerta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Linkul nu mai este valabil');
    await expect(canvas.getByRole('button', { name: 'Confirmă alerta' })).toBeVisible();
  },
};

/** The service is down: the shopper may try again, the button stays. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(confirmation, () => new HttpResponse('boom', { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmă alerta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Încearcă din nou');
  },
};
