import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WatchState } from '#generated/watchdog/types.gen';
import { WatchButton, watchButtonLabels } from '#ui/components/WatchButton';
import { sharedQueryClient } from '#ui/lib/query-client';

const watch = '*/api/v1/cuib/watchdog/:variantId';
const watched = (targetPrice: number | null): WatchState => ({ subscribed: true, type: targetPrice === null ? 'availability' : 'priceDrop', targetPrice });

/** The watchdog's calls in the current story. */
let calls: { method: string; body?: unknown }[] = [];
const callsOf = (method: string) => calls.filter((call) => call.method === method);
/** Lets a story's held unsubscribe answer. */
let answerUnsubscribe = () => undefined as void;

const meta = {
  title: 'Personal/WatchButton',
  component: WatchButton,
  args: {
    variantId: 184213,
    variantName: 'Canapea extensibilă Oslo, 3 locuri, gri antracit',
    price: 1899.99,
    lowestPrice30Days: 2199.99,
    email: null,
    personal: false,
  },
  argTypes: {
    label: { control: 'inline-radio', options: watchButtonLabels },
    // What the watchdog would say, as a choice rather than an object to type.
    initialState: {
      control: 'select',
      options: ['Neurmărit', 'Urmărit: sub 1.500 lei', 'Urmărit: revenirea în stoc'],
      mapping: { Neurmărit: undefined, 'Urmărit: sub 1.500 lei': watched(1500), 'Urmărit: revenirea în stoc': watched(null) },
    },
  },
  // react-aria's live announcer (the modal's pending button) keeps its region in the body between stories.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } }, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  beforeEach({ msw }) {
    calls = [];
    window.dataLayer = [];
    // One QueryClient per browser: each story starts with an empty cache.
    sharedQueryClient().clear();
    msw.use(
      http.get(watch, () => {
        calls.push({ method: 'GET' });
        return HttpResponse.json({ subscribed: false, type: null, targetPrice: null });
      }),
      http.post(watch, async ({ request }) => {
        calls.push({ method: 'POST', body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(watch, () => {
        calls.push({ method: 'DELETE' });
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
} satisfies Meta<typeof WatchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor without a cookie (nothing asked at start) opens the modal, subscribes with a target
 * price, reads that the e-mail needs confirming, closes: the button now offers to stop watching.
 */
export const SubscribedFromModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Vezi disponibilitatea' });
    await userEvent.click(button);
    const dialog = within(await body.findByRole('dialog', { name: 'Urmărește prețul' }));
    await expect(window.dataLayer).toContainEqual({ event: 'modal_open', modal_name: 'watchdog', modal_opener: 'watch_button' });
    await userEvent.type(dialog.getByLabelText('E-mail'), 'ana.popescu@exemplu.ro');
    await userEvent.type(dialog.getByLabelText('Anunță-mă când prețul scade sub'), '1500');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    await expect(await dialog.findByText(/^Gata!/)).toHaveTextContent(/^Gata! Alerta a pornit/);
    await expect(dialog.getByRole('status')).toHaveTextContent(/^Gata!/);
    await expect(callsOf('POST')).toEqual([{ method: 'POST', body: { email: 'ana.popescu@exemplu.ro', targetPrice: 1500 } }]);
    const close = dialog.getAllByRole('button', { name: 'Închide' }).find((candidate) => candidate.textContent === 'Închide')!;
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAccessibleName('Nu mai urmări · sub 1.500\u00a0lei');
    await waitFor(() => expect(button).toHaveFocus());
    // Nobody to ask at start: the state came from the subscription made here.
    await expect(callsOf('GET')).toEqual([]);
  },
};

/** Unsubscribed: a press on the watched button stops the watch, the button busy until the watchdog answers. */
export const Unsubscribed: Story = {
  args: { initialState: watched(1500) },
  beforeEach({ msw }) {
    const answered = new Promise<void>((resolve) => (answerUnsubscribe = resolve));
    msw.use(
      http.delete(watch, async () => {
        calls.push({ method: 'DELETE' });
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Nu mai urmări · sub 1.500\u00a0lei' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending');
    // A second press while the call runs is no second call.
    await userEvent.click(button);
    await waitFor(() => expect(callsOf('DELETE')).toHaveLength(1));
    answerUnsubscribe();
    await waitFor(() => expect(button).toHaveAccessibleName('Vezi disponibilitatea'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toHaveTextContent('Gata, nu mai urmărești acest produs.');
    await expect(callsOf('DELETE')).toHaveLength(1);
  },
};

/**
 * The unsubscribe fails (503): the state is asked again — here the watch had meanwhile been
 * changed in another tab to 1.399 lei — and a short message says it did not work.
 */
export const UnsubscribeFails: Story = {
  args: { initialState: watched(1500) },
  beforeEach({ msw }) {
    msw.use(
      http.delete(watch, () => {
        calls.push({ method: 'DELETE' });
        return new HttpResponse('Serviciu indisponibil', { status: 503 });
      }),
      http.get(watch, () => {
        calls.push({ method: 'GET' });
        return HttpResponse.json(watched(1399));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Nu mai urmări · sub 1.500\u00a0lei' });
    await userEvent.click(button);
    await expect(await canvas.findByText('Nu am putut opri alerta. Încearcă din nou.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nu am putut opri alerta. Încearcă din nou.');
    await waitFor(() => expect(button).toHaveAccessibleName('Nu mai urmări · sub 1.399\u00a0lei'));
    await expect(callsOf('GET')).toHaveLength(1);
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** A visitor with a cookie: the watchdog is asked as the page starts, and its answer shows. */
export const PersonalWatchLoads: Story = {
  args: { personal: true, label: 'priceDrop' },
  beforeEach({ msw }) {
    msw.use(
      http.get(watch, () => {
        calls.push({ method: 'GET' });
        return HttpResponse.json(watched(1299.5));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await waitFor(() => expect(button).toHaveAccessibleName('Nu mai urmări · sub 1.299,50\u00a0lei'));
    await expect(callsOf('GET')).toHaveLength(1);
  },
};

/** SPEC §8: a failing read is ignored; the button keeps offering the watch. */
export const PersonalReadFails: Story = {
  args: { personal: true },
  beforeEach({ msw }) {
    msw.use(
      http.get(watch, () => {
        calls.push({ method: 'GET' });
        return new HttpResponse(null, { status: 503 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Asked, and asked once more (the shared client retries a read once), then left alone.
    await waitFor(() => expect(callsOf('GET')).toHaveLength(2));
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Vezi disponibilitatea');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** On an active variant the button offers news of a lower price. */
export const PriceDropOffer: Story = {
  args: { label: 'priceDrop' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Anunță-mă când scade prețul');
  },
};

/** Watched for stock only (no target): „Nu mai urmări” alone. */
export const WatchedForStock: Story = {
  args: { initialState: watched(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Nu mai urmări');
  },
};

/** Test only: Tab to the button, Enter opens the modal, Escape closes it and focus comes back. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  args: { email: 'ana.popescu@exemplu.ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Vezi disponibilitatea' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Urmărește prețul' }));
    // The signed-in shopper's address is there already.
    await waitFor(() => expect(dialog.getByLabelText('E-mail')).toHaveFocus());
    await expect(dialog.getByLabelText('E-mail')).toHaveValue('ana.popescu@exemplu.ro');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(callsOf('POST')).toEqual([]);
  },
};

/** A 375 px phone: the longest „Nu mai urmări” label (a five-digit target with bani) stays inside the screen. */
export const Phone: Story = {
  args: { label: 'priceDrop', initialState: watched(12499.99) },
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '740px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Nu mai urmări · sub 12.499,99\u00a0lei' });
    await expect(window.innerWidth).toBe(375);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375 - 16);
  },
};
