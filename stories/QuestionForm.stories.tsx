import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rateLimitedEmail } from '#mocks/questions';
import { QuestionForm } from '#ui/components/QuestionForm';

/** What the backend was sent, story by story. */
let sent: unknown[] = [];

const meta = {
  title: 'Product/QuestionForm',
  component: QuestionForm,
  args: { variantId: 184213 },
  argTypes: {
    // What the server draws again after a post without JavaScript, as a choice.
    initial: {
      control: 'select',
      options: ['Nimic trimis', 'Refuzată de server'],
      mapping: {
        'Nimic trimis': undefined,
        'Refuzată de server': { values: { text: 'Merge?', authorName: 'Ana', email: 'ana.popescu@exemplu.ro' }, fields: { text: 'Scrie întrebarea: între 10 și 1.000 de caractere.' } },
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  beforeEach({ msw }) {
    sent = [];
    msw.use(
      http.post('*/api/v2/variant/:variantId/questions', async ({ request, params }) => {
        const body = (await request.json()) as { text: string; authorName: string; email: string };
        if (body.email === rateLimitedEmail)
          return HttpResponse.json(
            { type: 'https://cuib.ro/probleme/prea-multe-cereri', title: 'Prea multe cereri', status: 429, detail: 'Ai trimis multe întrebări într-un timp scurt.' },
            { status: 429, headers: { 'content-type': 'application/problem+json' } },
          );
        sent.push({ variantId: Number(params.variantId), ...body });
        return HttpResponse.json({ id: 7800, variantId: Number(params.variantId), ...body, createdAt: '2026-11-23T10:00:00Z', answersCount: 0, answers: [] }, { status: 201 });
      }),
    );
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form before anything is typed. */
export const Empty: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Întrebarea ta')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Trimite întrebarea' })).toBeVisible();
  },
};

/** Sends the form too short, without a name and with a wrong address, and checks each field's message. */
async function sendWithErrors(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const text = canvas.getByLabelText('Întrebarea ta');
  await userEvent.type(text, 'Merge?');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@');
  await userEvent.click(canvas.getByRole('button', { name: 'Trimite întrebarea' }));
  await waitFor(() => expect(text).toHaveFocus());
  await expect(text).toHaveAccessibleDescription(/Scrie întrebarea: între 10 și 1\.000 de caractere\./);
  await expect(canvas.getByLabelText('Numele tău')).toHaveAccessibleDescription('Scrie-ți numele: între 2 și 60 de caractere.');
  await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(/Scrie o adresă de e-mail validă/);
  await expect(text).toHaveValue('Merge?');
  await expect(canvas.getByLabelText('E-mail')).toHaveValue('ana@');
  await expect(sent).toEqual([]);
  return text;
}

/**
 * Sent too short, without a name and with a wrong address: each field gets its Romanian message
 * beside it, what was typed stays, focus goes to the first field in error, and nothing is sent.
 */
export const ErrorsBesideFields: Story = {
  play: async ({ canvasElement }) => {
    await sendWithErrors(canvasElement);
  },
};

/** Test only: correcting a field drops its message at once. */
export const ErrorGoesWhenCorrected: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const text = await sendWithErrors(canvasElement);
    await userEvent.type(text, ' Are ladă de depozitare?');
    await expect(text).not.toHaveAttribute('aria-invalid');
  },
};

/** A good question sent: the notice says it appears after moderation and answers come by e-mail, and takes focus. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Întrebarea ta'), 'Ce adâncime are canapeaua extinsă?');
    await userEvent.type(canvas.getByLabelText('Numele tău'), 'Ana');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana.popescu@exemplu.ro');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite întrebarea' }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('apare pe pagină după ce o verificăm');
    await expect(notice).toHaveTextContent('pe e-mail la ana.popescu@exemplu.ro');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(sent).toEqual([{ variantId: 184213, text: 'Ce adâncime are canapeaua extinsă?', authorName: 'Ana', email: 'ana.popescu@exemplu.ro' }]);
    await expect(canvas.getByRole('button', { name: 'Pune încă o întrebare' })).toBeVisible();
  },
};

/** Too many questions from one device: the backend's Romanian 429 message for the whole form; the fields keep their values. */
export const RateLimited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Întrebarea ta'), 'Ce adâncime are canapeaua extinsă?');
    await userEvent.type(canvas.getByLabelText('Numele tău'), 'Ana');
    await userEvent.type(canvas.getByLabelText('E-mail'), rateLimitedEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite întrebarea' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ai trimis multe întrebări într-un timp scurt.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText('Întrebarea ta')).toHaveValue('Ce adâncime are canapeaua extinsă?');
  },
};

/** Posted without JavaScript and refused: the server's messages and values, drawn again. */
export const RefusedByServer: Story = {
  args: { initial: { values: { text: 'Merge?', authorName: 'Ana', email: 'ana.popescu@exemplu.ro' }, fields: { text: 'Scrie întrebarea: între 10 și 1.000 de caractere.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByLabelText('Întrebarea ta');
    await expect(text).toHaveValue('Merge?');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(text).toHaveFocus());
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/product/184213/questions#intrebare');
  },
};

/** Posted without JavaScript and taken: the notice, with a link to ask again. */
export const SentByServer: Story = {
  args: { sent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Răspunsurile magazinului și ale altor cumpărători ți le trimitem pe e-mail.');
    await expect(canvas.getByRole('link', { name: 'Pune încă o întrebare' })).toHaveAttribute('href', '/product/184213/questions#intrebare');
  },
};
