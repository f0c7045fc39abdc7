import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { QueryIsland } from '#ui/components/QueryIsland';
import { LoginForm } from '#ui/components/AuthForms';
import { AuthOutcome, AuthPanel, authActionsClass, SubmitButton } from '#ui/components/AuthPanel';
import { problemResponse } from '#mocks/problem';
import { named, namedControl } from '#mocks/fixtures/controls';

const bodies = {
  'Formularul de autentificare': <LoginForm />,
  'Confirmare reușită': <AuthOutcome>Contul tău este confirmat. Bine ai venit pe Cuib!</AuthOutcome>,
  'Link expirat': (
    <AuthOutcome tone="problem">
      Linkul de confirmare a expirat. <a href="/inregistrare">Creează contul din nou</a> și îți trimitem altul.
    </AuthOutcome>
  ),
  'Ieșire din cont': (
    <form method="post" action="/logout" className={authActionsClass}>
      <SubmitButton>Ieși din cont</SubmitButton>
      <a href="/">Rămâi conectat</a>
    </form>
  ),
};

const meta = {
  title: 'Personal/AuthPanel',
  component: AuthPanel,
  args: { title: 'Intră în cont', lead: 'Îți vezi favoritele și alertele de preț pe orice dispozitiv.', children: named(bodies, 'Formularul de autentificare') },
  argTypes: { children: namedControl(bodies) },
  // The login form sends through TanStack Query: on the site it sits in a QueryIsland, as here.
  decorators: [(Story) => <QueryIsland>{Story()}</QueryIsland>],
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v2/auth/login', () => problemResponse(401, { detail: 'Adresa de e-mail sau parola nu este corectă.' })));
  },
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/login`: the page's one heading, a lead and the form. */
export const LoginPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Intră în cont' });
    await expect(within(panel).getByRole('heading', { level: 1, name: 'Intră în cont' })).toBeVisible();
    await expect(within(panel).getByText('Îți vezi favoritele și alertele de preț pe orice dispozitiv.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Intră în cont' })).toBeVisible();
  },
};

/** A confirmation link that worked: the outcome is said as a status. */
export const Confirmed: Story = {
  args: { title: 'Cont confirmat', lead: undefined, children: named(bodies, 'Confirmare reușită') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Contul tău este confirmat.');
  },
};

/** A confirmation link that had expired: the problem is an alert, with the way out. */
export const LinkExpired: Story = {
  args: { title: 'Confirmarea nu a reușit', lead: undefined, children: named(bodies, 'Link expirat') },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Linkul de confirmare a expirat.');
    await expect(within(alert).getByRole('link', { name: 'Creează contul din nou' })).toHaveAttribute('href', '/inregistrare');
  },
};

/** `/logout`: a server-rendered form whose button is drawn like the site's buttons and posts without JavaScript. */
export const Logout: Story = {
  args: { title: 'Ieși din cont?', lead: 'Favoritele rămân salvate în contul tău.', children: named(bodies, 'Ieșire din cont') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Ieși din cont' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button.closest('form')).toHaveAttribute('action', '/logout');
  },
};

/** A long title wraps inside the card. */
export const LongTitle: Story = {
  args: { title: 'Alege o parolă nouă pentru contul tău Cuib, ca să îți păstrezi favoritele, comparațiile și alertele de preț', lead: undefined, children: named(bodies, 'Ieșire din cont') },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
