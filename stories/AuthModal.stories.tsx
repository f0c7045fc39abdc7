import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { problemResponse } from '#mocks/problem';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthModal, authViews } from '#ui/components/AuthModal';
import { sharedQueryClient } from '#ui/lib/query-client';

/** What the backend was sent, story by story. */
let sent: unknown[] = [];

const meta = {
  title: 'Personal/AuthModal',
  component: AuthModal,
  args: { onClose: fn(), initialView: 'home' },
  argTypes: {
    initialView: { control: 'select', options: authViews },
    // A callback: its calls show in the Actions panel, there is nothing to set.
    onClose: { control: false },
  },
  // react-aria's live announcer (a pending button's news) keeps its region in the body between stories.
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } }, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
  beforeEach({ msw }) {
    sent = [];
    sharedQueryClient().clear();
    msw.use(
      http.post('*/api/v2/auth/registration', async ({ request }) => {
        const body = (await request.json()) as { email: string; password: string };
        sent.push(body);
        if (body.password === 'parolaparola') return problemResponse(400, { detail: 'Parola este prea ușor de ghicit.', field: 'body.password' });
        return HttpResponse.json({ email: body.email }, { status: 201 });
      }),
      http.post('*/api/v2/auth/password/renewal', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
      http.post('*/api/v2/auth/login', () => problemResponse(401, { detail: 'E-mailul sau parola nu se potrivesc.' })),
    );
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** The home view: what an account is for, and the ways to log in or register. */
export const Home: Story = {
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('heading', { name: 'Contul tău Cuib' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Creează un cont' })).toBeVisible();
  },
};

/** Test only: from the home view the shopper moves to registration, login and reset without the dialog closing. */
export const MovesBetweenViews: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const modal = await dialog();
    const view = within(modal);
    await expect(view.getByRole('heading', { name: 'Contul tău Cuib' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Creează un cont' }));
    await expect(await view.findByRole('heading', { name: 'Creează un cont' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Ai deja cont? Intră în cont' }));
    await expect(await view.findByRole('heading', { name: 'Intră în cont' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Ai uitat parola?' }));
    await expect(await view.findByRole('heading', { name: 'Ai uitat parola?' })).toBeVisible();
    // The same dialog all along.
    await expect(await dialog()).toBe(modal);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The registration form, empty. */
export const Registration: Story = {
  args: { initialView: 'registration' },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('heading', { name: 'Creează un cont' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Creează contul' })).toBeVisible();
  },
};

/**
 * Registered: an easy password first comes back beside its field, the rest stays typed, focus goes
 * there; a stronger one is taken, and the view asks to confirm the address.
 */
export const Registered: Story = {
  args: { initialView: 'registration' },
  play: async () => {
    const view = within(await dialog());
    await userEvent.type(view.getByLabelText('Prenume'), 'Maria');
    await userEvent.type(view.getByLabelText('Nume'), 'Ionescu');
    await userEvent.type(view.getByLabelText('E-mail'), 'maria.ionescu@exemplu.ro');
    await userEvent.type(view.getByLabelText('Parola'), 'parolaparola');
    await userEvent.click(view.getByText(/^Accept/));
    await userEvent.click(view.getByRole('button', { name: 'Creează contul' }));
    await expect(await view.findByText(/Alege o parolă mai greu de ghicit/)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Parola')));
    await expect(view.getByLabelText('E-mail')).toHaveValue('maria.ionescu@exemplu.ro');
    await userEvent.clear(view.getByLabelText('Parola'));
    await userEvent.type(view.getByLabelText('Parola'), 'Castanul-Rosu-de-la-Sibiu-9');
    await expect(view.getByText('Parolă puternică.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Creează contul' }));
    await expect(await view.findByRole('heading', { name: 'Verifică-ți e-mailul' })).toBeVisible();
    await expect(view.getByRole('status')).toHaveTextContent('la maria.ionescu@exemplu.ro');
    await expect(sent.at(-1)).toMatchObject({ firstName: 'Maria', lastName: 'Ionescu', termsAccepted: true, newsletter: false });
  },
};

/** Wrong credentials: one message for the form (it does not say which of the two was wrong), the address kept. */
export const LoginRefused: Story = {
  args: { initialView: 'login' },
  play: async () => {
    const view = within(await dialog());
    await userEvent.type(view.getByLabelText('E-mail'), 'maria.ionescu@exemplu.ro');
    await userEvent.type(view.getByLabelText('Parola'), 'nu-e-bună');
    await userEvent.click(view.getByRole('button', { name: 'Arată parola' }));
    await expect(view.getByLabelText('Parola')).toHaveAttribute('type', 'text');
    await userEvent.click(view.getByRole('button', { name: 'Intră în cont' }));
    const alert = await view.findByRole('alert');
    await expect(alert).toHaveTextContent('E-mailul sau parola nu se potrivesc.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await expect(view.getByLabelText('E-mail')).toHaveValue('maria.ionescu@exemplu.ro');
  },
};

/** The reset form: one address field. */
export const ResetPassword: Story = {
  args: { initialView: 'resetPassword' },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('heading', { name: 'Ai uitat parola?' })).toBeVisible();
    await expect(view.getByLabelText('E-mail')).toHaveValue('');
  },
};

/** Reset link sent: the same answer whether or not the address has an account. */
export const ResetLinkSent: Story = {
  args: { initialView: 'resetPassword' },
  play: async () => {
    const view = within(await dialog());
    await userEvent.type(view.getByLabelText('E-mail'), 'cineva@exemplu.ro');
    await userEvent.click(view.getByRole('button', { name: 'Trimite linkul' }));
    await expect(await view.findByRole('status')).toHaveTextContent('Dacă există un cont cu adresa cineva@exemplu.ro');
    await expect(sent).toEqual([{ email: 'cineva@exemplu.ro' }]);
  },
};

/** The setPassword view, for the code of a reset e-mail, before anything is typed. */
export const SetPassword: Story = {
  args: { initialView: 'setPassword', code: 'Zx81mQp0vLr' },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('Cel puțin 8 caractere.')).toBeVisible();
  },
};

/** A weak new password typed: the strength hint follows the typing. */
export const SetPasswordWeak: Story = {
  args: { initialView: 'setPassword', code: 'Zx81mQp0vLr' },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('Cel puțin 8 caractere.')).toBeVisible();
    await userEvent.type(view.getByLabelText('Parola nouă'), 'qwerty12');
    await expect(view.getByText(/^Parolă slabă/)).toBeVisible();
  },
};

const keepLikesReason = 'Creează un cont sau intră în cont ca să îți păstrezi favoritele pe orice dispozitiv.';

/** Why the modal opened, on the home view (the prompt to keep likes in an account). */
export const WithReason: Story = {
  args: { initialView: 'home', reason: keepLikesReason },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText(/îți păstrezi favoritele/)).toBeVisible();
  },
};

/** Test only: Escape asks the page to close the modal (the page owns whether it is shown). */
export const EscapeCloses: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  args: { initialView: 'home', reason: keepLikesReason },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(view.getByText(/îți păstrezi favoritele/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** At phone width the modal fills the screen. */
export const Phone: Story = {
  args: { initialView: 'login' },
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    // The phone viewport is applied as the story starts: wait for the dialog to be laid out in it
    // (looked up again each time, in case the first one drawn is replaced).
    await waitFor(() => expect(within(within(document.body).getByRole('dialog')).getByRole('button', { name: 'Intră în cont' })).toBeVisible());
  },
};
