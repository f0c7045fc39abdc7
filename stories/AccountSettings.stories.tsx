import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { badRequest } from '#mocks/problem';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuthSession } from '#generated/main-api/types.gen';
import { AccountSettings } from '#ui/components/AccountSettings';

const maria: AuthSession['user'] = {
  id: 5512,
  name: 'Maria Ionescu',
  firstName: 'Maria',
  lastName: 'Ionescu',
  initials: 'MI',
  email: 'maria.ionescu@exemplu.ro',
  hashedEmail: '67c19962b7f01ed353a2ad31788ebadd76c4c6f9a8f0bd026b4c58d3fa66085a',
  avatarUrl: null,
  isEshop: false,
  isAdmin: false,
  adminModeEnabled: false,
  dob: null,
  gender: 'female',
};

const passwordUrl = '*/api/v2/user/password';
const deletionUrl = '*/api/v2/user/deletion';

/** A 375 px phone, and a tall desktop window so a long page is photographed whole. */
const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px, pagină lungă', styles: { width: '375px', height: '1900px' } },
    desktopTall: { name: 'Desktop 1200 × 1600', styles: { width: '1200px', height: '1600px' } },
  },
};

const meta = {
  title: 'Personal/AccountSettings',
  component: AccountSettings,
  args: { onDeleted: fn() },
  argTypes: { onDeleted: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  // react-aria's live announcer lives outside the story; axe checks the settings themselves.
  parameters: { docs: { story: { inline: false, iframeHeight: 1000 } }, viewport, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deletion dialog is centred on the viewport: the frame covers it too, so the baseline photographs it whole. */
const coversViewport: Decorator[] = [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>];

/** The three parts: password, a copy of one's data (the backend's JSON attachment), deletion. */
export const Overview: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Setările contului' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Schimbă parola' })).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Descarcă datele mele' });
    await expect(download).toHaveAttribute('href', '/api/v2/user/export');
    await expect(download).toHaveAttribute('download');
    await expect(canvas.getByRole('button', { name: 'Șterge contul' })).toBeVisible();
  },
};

/** A new password taken: said in words, the fields emptied, the shopper still signed in here. */
export const PasswordChanged: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(passwordUrl, async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string; newPassword: string };
        return body.currentPassword === 'Castanul-Rosu-2025' && body.newPassword === 'Lalele-Galbene-la-Sibiu'
          ? HttpResponse.json({ user: maria } satisfies AuthSession)
          : badRequest('body.currentPassword', 'Parola actuală nu este corectă.');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Parola actuală'), 'Castanul-Rosu-2025');
    await userEvent.type(canvas.getByLabelText('Parola nouă'), 'Lalele-Galbene-la-Sibiu');
    await userEvent.click(canvas.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Parola a fost schimbată.'));
    await expect(canvas.getByLabelText('Parola actuală')).toHaveValue('');
    await expect(canvas.getByLabelText('Parola nouă')).toHaveValue('');
  },
};

/** A wrong current password (400 naming `body.currentPassword`): said beside that field, focus on it, both passwords kept. */
export const WrongCurrentPassword: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(passwordUrl, () => badRequest('body.currentPassword', 'Parola actuală nu este corectă.')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Parola actuală');
    await userEvent.type(current, 'Castanul-Verde-2024');
    await userEvent.type(canvas.getByLabelText('Parola nouă'), 'Lalele-Galbene-la-Sibiu');
    await userEvent.click(canvas.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription(expect.stringContaining('Parola actuală nu este corectă.'));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveValue('Castanul-Verde-2024');
    await expect(canvas.getByLabelText('Parola nouă')).toHaveValue('Lalele-Galbene-la-Sibiu');
    await expect(canvas.getByLabelText('Parola nouă')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Test only: corrected after a refusal, the field's message goes as it is retyped, and the form sends again. */
export const CorrectedAfterRefusal: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach({ msw }) {
    msw.use(
      http.post(passwordUrl, async ({ request }) =>
        ((await request.json()) as { currentPassword: string }).currentPassword === 'Castanul-Rosu-2025'
          ? HttpResponse.json({ user: maria } satisfies AuthSession)
          : badRequest('body.currentPassword', 'Parola actuală nu este corectă.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Parola actuală');
    await userEvent.type(current, 'Castanul-Verde-2024');
    await userEvent.type(canvas.getByLabelText('Parola nouă'), 'Lalele-Galbene-la-Sibiu');
    await userEvent.click(canvas.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    // The whole new value in one edit, as a password manager or a paste puts it, and the form sent
    // before the field is left (Enter, or a quick click): no `change` event has cleared the refusal.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(current, 'Castanul-Rosu-2025');
    current.dispatchEvent(new Event('input', { bubbles: true }));
    (canvas.getByRole('form', { name: 'Schimbă parola' }) as HTMLFormElement).requestSubmit();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Parola a fost schimbată.'));
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
  },
  parameters: { screenshot: false },
};

/** A weak new password: the hint says so while typing, and the backend's refusal lands beside the field. */
export const WeakNewPassword: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(passwordUrl, () => badRequest('body.newPassword', 'Parola este prea ușor de ghicit.')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Parola actuală'), 'Castanul-Rosu-2025');
    const next = canvas.getByLabelText('Parola nouă');
    await userEvent.type(next, 'parola123');
    await expect(canvas.getByText(/Parolă slabă/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() => expect(next).toHaveAttribute('aria-invalid', 'true'));
    await expect(next).toHaveAccessibleDescription(expect.stringContaining('Alege o parolă nouă mai greu de ghicit'));
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next).toHaveValue('parola123');
  },
};

/** The eye pressed: what was typed is shown, and the button says it is on. */
export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Parola actuală');
    await userEvent.type(current, 'Castanul-Rosu-2025');
    await expect(current).toHaveAttribute('type', 'password');
    const [reveal] = canvas.getAllByRole('button', { name: 'Arată parola' });
    await userEvent.click(reveal!);
    await expect(current).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  },
};

/** „Șterge contul” asks first: what goes with the account, and the password to confirm it, focused. */
export const DeleteDialog: Story = {
  decorators: coversViewport,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Șterge contul' }));
    const dialog = await body.findByRole('dialog', { name: 'Ștergi contul?' });
    await expect(dialog).toHaveTextContent('produsele favorite, alertele de preț și de stoc și comparațiile salvate');
    await waitFor(() => expect(within(dialog).getByLabelText('Parola contului')).toHaveFocus());
  },
};

/** Test only: „Renunță” closes the dialog, deletes nothing, and gives focus back to „Șterge contul”. */
export const DeleteCancelled: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  beforeEach({ msw }) {
    msw.use(http.post(deletionUrl, () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Șterge contul' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Ștergi contul?' });
    await expect(dialog).toHaveTextContent('produsele favorite, alertele de preț și de stoc și comparațiile salvate');
    await waitFor(() => expect(within(dialog).getByLabelText('Parola contului')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renunță' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** Test only: the password confirms the deletion; the backend erases the account and the page goes on to the goodbye. */
export const DeleteConfirmed: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach({ msw }) {
    msw.use(
      http.post(deletionUrl, async ({ request }) =>
        ((await request.json()) as { password: string }).password === 'Castanul-Rosu-2025' ? new HttpResponse(null, { status: 204 }) : badRequest('body.password', 'Parola nu este corectă.'),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Șterge contul' }));
    const dialog = await body.findByRole('dialog', { name: 'Ștergi contul?' });
    await userEvent.type(within(dialog).getByLabelText('Parola contului'), 'Castanul-Rosu-2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge definitiv contul' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
  parameters: { screenshot: false },
};

/** A wrong password in the dialog: said beside the field, which keeps focus; nothing is deleted. */
export const DeleteWrongPassword: Story = {
  decorators: coversViewport,
  beforeEach({ msw }) {
    msw.use(http.post(deletionUrl, () => badRequest('body.password', 'Parola nu este corectă.')));
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Șterge contul' }));
    const dialog = await body.findByRole('dialog', { name: 'Ștergi contul?' });
    const password = within(dialog).getByLabelText('Parola contului');
    await userEvent.type(password, 'Castanul-Verde');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge definitiv contul' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(expect.stringContaining('Parola nu este corectă.'));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('Castanul-Verde');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone the dialog fills the screen; its buttons wrap rather than overflow. */
export const DeleteDialogPhone: Story = {
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Șterge contul' }));
    const dialog = await body.findByRole('dialog', { name: 'Ștergi contul?' });
    await expect(within(dialog).getByRole('button', { name: 'Șterge definitiv contul' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
