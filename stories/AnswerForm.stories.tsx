import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnswerForm } from '#ui/components/AnswerForm';

/** What the backend was sent, story by story. */
let sent: unknown[] = [];
/** Who the mocked backend takes the author for: a shop's answer is published at once. */
let authorType: 'customer' | 'eshop' = 'customer';

const meta = {
  title: 'Product/AnswerForm',
  component: AnswerForm,
  args: { questionId: 7731 },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  beforeEach({ msw }) {
    sent = [];
    authorType = 'customer';
    msw.use(
      http.post('*/api/v2/questions/:questionId/answers', async ({ request, params }) => {
        const body = (await request.json()) as { text: string; authorName: string };
        sent.push(body);
        return HttpResponse.json({ id: 9200, questionId: Number(params.questionId), ...body, authorType, createdAt: '2026-11-23T10:00:00Z' }, { status: 201 });
      }),
    );
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof AnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as a question's page shows it: a name and the answer. */
export const Empty: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Numele tău')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Trimite răspunsul' })).toBeVisible();
  },
};

/** A shopper's answer sent: the form says it appears after moderation. Empty fields are told first. */
export const ShopperAnswerSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite răspunsul' }));
    const name = canvas.getByLabelText('Numele tău');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Scrie-ți numele: între 2 și 60 de caractere.');
    await expect(canvas.getByLabelText('Răspunsul tău')).toHaveAccessibleDescription(/Scrie răspunsul: între 2 și 2\.000 de caractere\./);
    await expect(sent).toEqual([]);
    await userEvent.type(name, 'Ioana');
    await userEvent.type(canvas.getByLabelText('Răspunsul tău'), 'Se extinde ușor, iar în ladă încape o pilotă.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite răspunsul' }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('apare pe pagină după ce îl verificăm');
    await expect(sent).toEqual([{ authorName: 'Ioana', text: 'Se extinde ușor, iar în ladă încape o pilotă.' }]);
  },
};

/** The shop's answer published: its name filled in, the answer shown at once with the shop's badge. */
export const ShopAnswerPublished: Story = {
  args: { shopName: 'Mobila Dalin' },
  beforeEach() {
    authorType = 'eshop';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Răspunzi ca Mobila Dalin/)).toBeVisible();
    await expect(canvas.getByLabelText('Numele tău')).toHaveValue('Mobila Dalin');
    await userEvent.type(canvas.getByLabelText('Răspunsul tău'), 'Da, lada are 120 × 50 cm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite răspunsul' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Răspunsul tău a fost publicat');
    const published = within(canvas.getByRole('list', { name: 'Răspunsul tău' }));
    await expect(published.getByText('Magazinul')).toBeVisible();
    await expect(published.getByText('Da, lada are 120 × 50 cm.')).toBeVisible();
  },
};

/** Posted without JavaScript and taken by a shopper: the moderation notice, with a link to write another. */
export const SentForModeration: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Răspunsul tău a fost trimis' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Scrie alt răspuns' })).toHaveAttribute('href', '/pqa/answer/7731#raspunde');
  },
};
