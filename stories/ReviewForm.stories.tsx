import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm, reviewMessages } from '#ui/components/ReviewForm';

const meta = {
  title: 'Star/ReviewForm',
  component: ReviewForm,
  parameters: { docs: { story: { inline: false, iframeHeight: 1100 } }, layout: 'padded' },
  args: { action: '/star/f3K9wq2LmT7x' },
  argTypes: {
    // What the server draws again after a post without JavaScript, as a choice.
    initial: {
      control: 'select',
      options: ['Nimic trimis', 'Refuzată: nume prea scurt', 'Serviciul indisponibil'],
      mapping: {
        'Nimic trimis': undefined,
        'Refuzată: nume prea scurt': {
          values: { value: '3', text: 'Vezi www.altmagazin.ro', nickName: 'A', pluses: 'ieftină', minuses: '' },
          fields: { nickName: reviewMessages.nickName! },
          form: undefined,
        },
        'Serviciul indisponibil': {
          values: { value: '5', text: 'Foarte mulțumită de canapea.', nickName: 'Maria' },
          fields: {},
          form: 'Trimiterea nu a reușit. Încearcă din nou puțin mai târziu.',
        },
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the review link opens it: no stars, nothing written. */
export const Empty: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Recenzia ta' })).toBeVisible();
    await expect(canvas.getByLabelText('Părerea ta despre produs')).toHaveValue('');
  },
};

/** Sends the form nearly empty and checks each message beside its field. */
async function sendNearlyEmpty(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = canvas.getByRole('form', { name: 'Recenzia ta' }) as HTMLFormElement;
  const posted = fn((event: SubmitEvent) => event.preventDefault());
  form.addEventListener('submit', posted);
  await userEvent.type(canvas.getByLabelText('Părerea ta despre produs'), 'Bună');
  await expect(canvas.getByText('Mai scrie cel puțin 6 caractere.')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Trimite recenzia' }));
  await expect(canvas.getByRole('group', { name: 'Nota ta' })).toHaveAccessibleDescription(reviewMessages.value!);
  await expect(canvas.getByLabelText('Părerea ta despre produs')).toHaveAccessibleDescription(/Scrie cel puțin 10 caractere/);
  await expect(canvas.getByLabelText('Numele afișat')).toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.getByRole('radio', { name: '1 stea' })).toHaveFocus();
  await expect(posted).toHaveBeenCalledTimes(1);
  await expect(posted.mock.calls[0]![0].defaultPrevented).toBe(true);
  return canvas;
}

/** Sent empty: each message beside its field, the stars focused first; nothing is posted. */
export const ErrorsBesideFields: Story = {
  play: async ({ canvasElement }) => {
    await sendNearlyEmpty(canvasElement);
  },
};

/** Test only: choosing stars with the keyboard drops their message. */
export const StarsChosenAfterErrors: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await sendNearlyEmpty(canvasElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 stele' })).toBeChecked();
    await expect(canvas.queryByText(reviewMessages.value!)).toBeNull();
  },
};

/** Filled in: the count says how long the text is, and the form posts. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Recenzia ta' }) as HTMLFormElement;
    const posted = fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', posted);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stele' }));
    await userEvent.type(canvas.getByLabelText('Părerea ta despre produs'), 'Arată bine și e comodă.');
    await expect(canvas.getByText('23 din 5.000 de caractere.')).toBeVisible();
    // Each plus on its own line: Enter adds the next one, a line can be taken out again.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Plusuri: rândul 1' }), 'comodă{enter}');
    await expect(canvas.getByRole('textbox', { name: 'Plusuri: rândul 2' })).toHaveFocus();
    await userEvent.keyboard('se montează ușor{enter}');
    await userEvent.keyboard('de șters');
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge plusul 3' }));
    await expect(canvas.queryByRole('textbox', { name: 'Plusuri: rândul 3' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Plusuri: rândul 2' })).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Numele afișat'), 'Ana P.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite recenzia' }));
    await expect(posted).toHaveBeenCalledTimes(1);
    const data = new FormData(form);
    await expect([data.get('value'), data.get('nickName'), data.get('pluses')]).toEqual(['4', 'Ana P.', 'comodă\nse montează ușor']);
  },
};

/** Drawn again by the server after a refused post (no JavaScript): values kept, messages beside the fields. */
export const RefusedByServer: Story = {
  args: {
    initial: {
      values: { value: '3', text: 'Vezi www.altmagazin.ro', nickName: 'A', pluses: 'ieftină', minuses: '' },
      fields: { nickName: reviewMessages.nickName!, photos: reviewMessages.photo! },
      form: undefined,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 stele' })).toBeChecked();
    await expect(canvas.getByLabelText('Părerea ta despre produs')).toHaveValue('Vezi www.altmagazin.ro');
    await expect(canvas.getByRole('textbox', { name: 'Plusuri: rândul 1' })).toHaveValue('ieftină');
    await expect(canvas.getByLabelText('Numele afișat')).toHaveAccessibleDescription(/Scrie un nume de cel puțin 2 caractere/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('de cel mult 8 MB');
  },
};

/** The backend was down: one message for the whole form. */
export const FormMessage: Story = {
  args: { initial: { values: { value: '5', text: 'Foarte mulțumită de canapea.', nickName: 'Maria' }, fields: {}, form: 'Trimiterea nu a reușit. Încearcă din nou puțin mai târziu.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('Trimiterea nu a reușit');
  },
};
