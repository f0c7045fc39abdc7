import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QueryIsland } from '#ui/components/QueryIsland';
import { authMessages, LoginForm, RegistrationForm, ResetPasswordForm, SentNotice, SetPasswordForm } from '#ui/components/AuthForms';
import { problemResponse } from '#mocks/problem';
import { named, namedControl } from '#mocks/fixtures/controls';

/** What the server kept when it drew a refused form again (the page without JavaScript). */
const initialStates = {
  'Formular gol': undefined,
  'Parolă greșită (de la server)': { values: { email: 'ioana.stanciu@exemplu.ro', remember: 'on' }, form: 'Adresa de e-mail sau parola nu este corectă.' },
  'Prea multe încercări': { values: { email: 'ioana.stanciu@exemplu.ro' }, form: 'Prea multe încercări. Încearcă din nou peste 15 minute.' },
};

/** What the backend was sent, story by story. */
let sent: unknown[] = [];

const meta = {
  title: 'Personal/AuthForms',
  component: LoginForm,
  args: { initial: named(initialStates, 'Formular gol') },
  argTypes: { initial: namedControl(initialStates) },
  // The forms send through TanStack Query: on the site each sits in a QueryIsland, as here.
  decorators: [
    (Story) => (
      <QueryIsland>
        <div style={{ maxWidth: 420 }}>{Story()}</div>
      </QueryIsland>
    ),
  ],
  beforeEach({ msw }) {
    sent = [];
    // No story signs in or registers for real: the page would reload or move away.
    msw.use(
      http.post('*/api/v2/auth/login', async ({ request }) => {
        sent.push(await request.json());
        return problemResponse(401, { detail: 'Adresa de e-mail sau parola nu este corectă.' });
      }),
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
      http.post('*/api/v2/auth/password/confirmation', () => problemResponse(404, { detail: 'Codul nu mai este valabil.', field: 'body.code' })),
    );
  },
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login page's form: e-mail, password, „Ține-mă minte” on, and links to reset and register. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Ține-mă minte 30 de zile' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Ai uitat parola?' })).toHaveAttribute('href', '/parola/innoire');
    await expect(canvas.getByRole('link', { name: 'Nu ai cont? Creează unul' })).toHaveAttribute('href', '/inregistrare');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('action', '/login');
  },
};

/** Sent empty: the browser's checks, said in Romanian. */
export const LoginEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Intră în cont' }));
    await expect(await canvas.findByText('Scrie adresa de e-mail.')).toBeVisible();
    await expect(canvas.getByText('Scrie parola.')).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** A wrong password: the backend's refusal for the whole form, the address kept, the password shown on request. */
export const LoginRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ioana.stanciu@exemplu.ro');
    await userEvent.type(canvas.getByLabelText('Parola'), 'brad-de-crăciun');
    await userEvent.click(canvas.getByRole('button', { name: 'Arată parola' }));
    await expect(canvas.getByRole('button', { name: 'Ascunde parola' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Intră în cont' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Adresa de e-mail sau parola nu este corectă.');
    await expect(sent).toEqual([{ email: 'ioana.stanciu@exemplu.ro', password: 'brad-de-crăciun', remember: true }]);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ioana.stanciu@exemplu.ro');
  },
};

/** Drawn by the server after it refused the form without JavaScript: the message and the kept address. */
export const LoginRefusedWithoutJavaScript: Story = {
  args: { initial: named(initialStates, 'Prea multe încercări') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Prea multe încercări. Încearcă din nou peste 15 minute.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ioana.stanciu@exemplu.ro');
  },
};

/** In the account modal the links become buttons that switch its view. */
export const LoginInModal: Story = {
  args: { onForgotPassword: fn(), onRegister: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ai uitat parola?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link', { name: 'Ai uitat parola?' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Nu ai cont? Creează unul' })).toBeVisible();
  },
};

/** The registration form, empty: the password hint asks for eight characters. */
export const Registration: Story = {
  render: () => <RegistrationForm onRegistered={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Prenume' })).toHaveFocus();
    await expect(canvas.getByText('Cel puțin 8 caractere.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'termenii de utilizare' })).toHaveAttribute('href', '/termeni/termeni-de-utilizare');
  },
};

/** The strength hint follows the typing: a strong password. */
export const RegistrationStrongPassword: Story = {
  render: () => <RegistrationForm onRegistered={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Parola');
    await userEvent.type(password, 'parola');
    await expect(canvas.getByText(/^Parolă slabă/)).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'Grădina-Bunicii-1987!');
    await expect(canvas.getByText('Parolă puternică.')).toBeVisible();
  },
};

/** Ștefania's name, address and `password` typed into the registration form (the terms left as they are). */
async function fillRegistration(canvas: ReturnType<typeof within>, password: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Prenume' }), 'Ștefania');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nume' }), 'Țurcanu');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'stefania.turcanu@exemplu.ro');
  await userEvent.type(canvas.getByLabelText('Parola'), password);
}

/** The backend finds the password too easy: the form's Romanian message for it under the field, the rest kept. */
export const RegistrationRefused: Story = {
  render: () => <RegistrationForm onRegistered={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRegistration(canvas, 'parolaparola');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Accept/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Creează contul' }));
    await expect(await canvas.findByText(authMessages.registration.password)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Prenume' })).toHaveValue('Ștefania');
    await waitFor(() => expect(canvas.getByLabelText('Parola')).toHaveFocus());
  },
};

/** Everything filled in but the terms: the box takes the focus and says why, in words a screen reader reads with it. */
export const RegistrationTermsUnticked: Story = {
  render: () => <RegistrationForm onRegistered={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRegistration(canvas, 'Grădina-Bunicii-1987!');
    await userEvent.click(canvas.getByRole('button', { name: 'Creează contul' }));
    const terms = canvas.getByRole('checkbox', { name: /Accept/ });
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(terms).toBeInvalid();
    await expect(canvas.getByText(authMessages.registration.termsAccepted)).toBeVisible();
    await expect(terms).toHaveAccessibleDescription(authMessages.registration.termsAccepted);
  },
};

/** The reset request form, empty. */
export const ResetPassword: Story = {
  render: () => <ResetPasswordForm onSent={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Linkul este valabil o oră/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Îți amintești parola? Intră în cont' })).toHaveAttribute('href', '/login');
  },
};

/** Reset form and confirm view together, as the page shows them: after sending, the same words whether or not the account exists. */
function ResetThenSent() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? <ResetPasswordForm onSent={setEmail} /> : <SentNotice kind="resetPassword" email={email} />;
}

/** Sent: the confirm view names the address and the hour the link lasts. */
export const ResetLinkSent: Story = {
  render: () => <ResetThenSent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'mihai.popescu@exemplu.ro');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite linkul' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Dacă există un cont cu adresa mihai.popescu@exemplu.ro, ți-am trimis un link pentru o parolă nouă.');
    await expect(sent).toEqual([{ email: 'mihai.popescu@exemplu.ro' }]);
  },
};

/** After registering: check the inbox (and the Spam folder). */
export const RegistrationSent: Story = {
  render: () => <SentNotice kind="registration" email="stefania.turcanu@exemplu.ro" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Ți-am trimis un e-mail la stefania.turcanu@exemplu.ro.');
    await expect(status).toHaveTextContent('Spam sau Promoții');
  },
};

/** The new password, from the reset e-mail's link. */
export const SetPassword: Story = {
  render: () => <SetPasswordForm code="a8Kq2xZ7" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Parola nouă')).toHaveFocus();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('action', '/parola/confirmare/a8Kq2xZ7');
  },
};

/** The link has expired: the form says so and offers a new one. */
export const SetPasswordLinkExpired: Story = {
  render: () => <SetPasswordForm code="a8Kq2xZ7" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Parola nouă'), 'Livada-de-Meri-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează parola' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Linkul nu mai este valabil. Cere unul nou mai jos.');
    await expect(canvas.getByRole('link', { name: 'Cere un link nou' })).toHaveAttribute('href', '/parola/innoire');
  },
};
