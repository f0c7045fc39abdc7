import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { problemResponse } from '#mocks/problem';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getWatchStateQueryKey } from '#generated/watchdog/@tanstack/react-query.gen';
import { WatchdogModal } from '#ui/components/WatchdogModal';
import { sharedQueryClient } from '#ui/lib/query-client';

const subscription = '*/api/v1/cuib/watchdog/:variantId';
/** What the watchdog was sent, story by story. */
let sent: unknown[] = [];
/** Lets a story's held subscription answer. */
let answer = () => undefined as void;

const meta = {
  title: 'Personal/WatchdogModal',
  component: WatchdogModal,
  args: {
    variantId: 184213,
    variantName: 'Canapea extensibilă Oslo, 3 locuri, gri antracit',
    price: 1899.99,
    lowestPrice30Days: 2199.99,
    email: null,
    onClose: fn(),
    onSubscribed: fn(),
  },
  // Callbacks: their calls show in the Actions panel, there is nothing to set.
  argTypes: { onClose: { control: false }, onSubscribed: { control: false } },
  // react-aria's live announcer (the pending button's news) keeps its region in the body between stories.
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } }, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  // The modal covers the viewport: the frame does too, so the baseline photographs it.
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
  beforeEach({ msw }) {
    sent = [];
    sharedQueryClient().clear();
    msw.use(
      http.post(subscription, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
} satisfies Meta<typeof WatchdogModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Urmărește prețul' }));

/** A signed-in shopper subscribes with a target typed the Romanian way, the answer held until the story lets it go. */
const subscribingWithTarget = {
  args: { email: 'ana.popescu@exemplu.ro' },
  beforeEach({ msw }) {
    const answered = new Promise<void>((resolve) => (answer = resolve));
    msw.use(
      http.post(subscription, async ({ request }) => {
        sent.push(await request.json());
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
} satisfies Story;

/** The address prefilled, a target typed; busy while the call runs; then the confirmation, with the state in the shared cache. */
async function subscribeWithTarget({ canvasElement, args }: { canvasElement: HTMLElement; args: Story['args'] }) {
  const dialog = await dialogOf(canvasElement);
  await expect(dialog.getByText('Canapea extensibilă Oslo, 3 locuri, gri antracit')).toBeVisible();
  await expect(dialog.getByText(/^Prețul de acum/)).toHaveTextContent('Prețul de acum: 1.899,99 lei');
  await expect(dialog.getByText(/^Cel mai mic preț/)).toHaveTextContent('Cel mai mic preț din cele 30 de zile dinaintea reducerii: 2.199,99 lei');
  await expect(dialog.getByLabelText('E-mail')).toHaveValue('ana.popescu@exemplu.ro');
  await userEvent.type(dialog.getByLabelText('Anunță-mă când prețul scade sub'), '1.500');
  await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Pornește alerta' })).toHaveAttribute('data-pending'));
  answer();
  await expect(await dialog.findByText(/^Gata!/)).toHaveTextContent('Gata! Alerta a pornit: îți scriem pe e-mail când e momentul.');
  await expect(dialog.getByRole('status')).toHaveTextContent(/^Gata!/);
  await expect(sent).toEqual([{ email: 'ana.popescu@exemplu.ro', targetPrice: 1500 }]);
  const state = { subscribed: true, type: 'priceDrop', targetPrice: 1500, pendingConfirmation: false };
  await expect(args?.onSubscribed).toHaveBeenCalledWith(state);
  const key = getWatchStateQueryKey({ baseUrl: window.location.origin, path: { project: 'cuib', variant_id: 184213 } });
  await expect(sharedQueryClient().getQueryData(key)).toEqual(state);
  const [close] = dialog.getAllByRole('button', { name: 'Închide' }).filter((button) => button.textContent === 'Închide');
  await waitFor(() => expect(close).toHaveFocus());
  return close!;
}

/** Subscribed with a target: the confirmation says what follows, and „Închide” has the focus. */
export const SubscribedWithTarget: Story = {
  ...subscribingWithTarget,
  play: async (context) => {
    await subscribeWithTarget(context);
  },
};

/** Test only: the whole subscription, ended by „Închide”. */
export const SubscribesWithTargetAndCloses: Story = {
  ...subscribingWithTarget,
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await userEvent.click(await subscribeWithTarget(context));
    await expect(context.args.onClose).toHaveBeenCalled();
  },
  parameters: { screenshot: false },
};

/** An address typed without its owner's session: the watch waits (202), and the message says to confirm from the e-mail. */
export const WaitsForConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(subscription, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ subscribed: true, type: 'availability', targetPrice: null, pendingConfirmation: true }, { status: 202 });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('E-mail'), 'ioana.radu@exemplu.ro');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    await expect(await dialog.findByText(/^Mai ai un pas/)).toHaveTextContent(
      'Mai ai un pas: ți-am trimis un e-mail la ioana.radu@exemplu.ro. Alerta pornește după ce apeși linkul de confirmare din el.',
    );
    await expect(args.onSubscribed).toHaveBeenCalledWith({ subscribed: true, type: 'availability', targetPrice: null, pendingConfirmation: true });
  },
};

/** Asked for a price drop with no target: the watchdog tells of any drop below today's price. */
export const AnyPriceDrop: Story = {
  args: { kind: 'priceDrop', email: 'ana.popescu@exemplu.ro' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/^Opțional/)).toHaveTextContent('Opțional, în lei. Dacă lași gol, îți scriem la orice scădere a prețului.');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    await dialog.findByText(/^Gata!/);
    await expect(sent).toEqual([{ email: 'ana.popescu@exemplu.ro', targetPrice: null }]);
    await expect(args.onSubscribed).toHaveBeenCalledWith({ subscribed: true, type: 'availability', targetPrice: null, pendingConfirmation: false });
  },
};

/** A price that is no reduction (above its lowest of the month before): no line about a reduction. */
export const NoReduction: Story = {
  args: { price: 1899.99, lowestPrice30Days: 1799.99 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/^Prețul de acum/)).toBeVisible();
    await expect(dialog.queryByText(/^Cel mai mic preț/)).toBeNull();
  },
  parameters: { screenshot: false },
};

/**
 * Nothing sent while the form is wrong: no address and a target above the price each get their
 * message, what was typed stays, and focus goes to the first field in error.
 */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const target = dialog.getByLabelText('Anunță-mă când prețul scade sub');
    await userEvent.type(target, '2500');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    const email = dialog.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(/Scrie adresa de e-mail\./);
    await expect(target).toHaveAccessibleDescription(/Alege un preț mai mic decât cel de acum \(1\.899,99\slei\)\./);
    await expect(target).toHaveValue('2500');
    await expect(sent).toEqual([]);
  },
};

/** Each rule of the target price, said plainly: an amount, above 0. */
export const TargetPriceRules: Story = {
  args: { email: 'ana.popescu@exemplu.ro' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const target = dialog.getByLabelText('Anunță-mă când prețul scade sub');
    await userEvent.type(target, 'ieftin');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    await waitFor(() => expect(target).toHaveFocus());
    await expect(target).toHaveAccessibleDescription(/Scrie prețul în lei, de exemplu 1\.500 sau 1\.499,99\./);
    await userEvent.clear(target);
    await userEvent.type(target, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    await waitFor(() => expect(target).toHaveAccessibleDescription(/Prețul dorit trebuie să fie mai mare de 0 lei\./));
    await expect(sent).toEqual([]);
  },
};

/** The watchdog refuses the address (400 naming body.email): the message beside it, focus on it, the text kept. */
export const BackendRefusesEmail: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(subscription, () => problemResponse(400, { detail: 'Adresa de e-mail nu este validă.', field: 'body.email' })));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const email = dialog.getByLabelText('E-mail');
    await userEvent.type(email, 'ana.popescu@exemplu');
    await userEvent.type(dialog.getByLabelText('Anunță-mă când prețul scade sub'), '1499,99');
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('ana.popescu@exemplu');
    await expect(dialog.getByLabelText('Anunță-mă când prețul scade sub')).toHaveValue('1499,99');
    await expect(args.onSubscribed).not.toHaveBeenCalled();
  },
};

/** Too many alerts from one client (429): the watchdog's own words for the whole form, focused. */
export const TooManyRequests: Story = {
  args: { email: 'ana.popescu@exemplu.ro' },
  beforeEach({ msw }) {
    msw.use(http.post(subscription, () => problemResponse(429, { detail: 'Prea multe alerte într-un timp scurt. Încearcă din nou peste 12 minute.' })));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Pornește alerta' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Prea multe alerte într-un timp scurt. Încearcă din nou peste 12 minute.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Pornește alerta' })).toBeVisible();
  },
};

/** A long name wraps inside the modal; nothing widens it. */
export const LongProductName: Story = {
  args: {
    variantName:
      'Set mobilier de grădină din lemn masiv de salcâm tratat, masă extensibilă 180–240 cm, 6 scaune pliabile cu perne impermeabile, umbrelă cu manivelă, culoare natur-antracit (ExtraLungDenumireFărăSpații)',
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialogElement = await within(body).findByRole('dialog', { name: 'Urmărește prețul' });
    await expect(dialogElement.scrollWidth).toBeLessThanOrEqual(dialogElement.clientWidth);
  },
};

/** Test only: Escape asks the page to close the modal (the page owns whether it is shown). */
export const EscapeCloses: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A 375 px phone: the modal fills the screen, the fields the width. */
export const Phone: Story = {
  args: { email: 'ana.popescu@exemplu.ro' },
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '740px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const input = dialog.getByLabelText('E-mail');
    await expect(window.innerWidth).toBe(375);
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
