import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#ui/components/Button';
import { ChoiceGroup, EmailInput, TextInput } from '#ui/components/FormFields';
import * as forms from '#ui/theme/forms.css';

const deliveryOptions = [
  { id: 'curier', label: 'Curier la adresă' },
  { id: 'easybox', label: 'Locker de colete' },
  { id: 'magazin', label: 'Ridicare din showroom-ul din Cluj-Napoca' },
] as const;

/** A contact form built from the three fields, as the site's personal forms are. */
function ContactForm({ serverErrors }: { serverErrors?: Record<string, string> }) {
  return (
    <Form className={forms.form} validationErrors={serverErrors} onSubmit={(event) => event.preventDefault()} style={{ maxWidth: 420 }}>
      <TextInput name="name" label="Nume și prenume" autoComplete="name" isRequired error="Scrie-ți numele." />
      <EmailInput />
      <TextInput
        name="message"
        label="Mesajul tău"
        multiline
        isRequired
        description="Spune-ne ce produs te interesează; răspundem în două zile lucrătoare."
        placeholder="De exemplu: Are canapeaua Oslo și varianta de 4 locuri?"
        error={({ validationDetails }) => (validationDetails.valueMissing ? 'Scrie mesajul.' : undefined)}
      />
      <ChoiceGroup name="delivery" label="Cum vrei să primești produsul?" options={deliveryOptions} isRequired error="Alege un mod de livrare." />
      <Button type="submit">Trimite</Button>
    </Form>
  );
}

const meta = {
  title: 'Primitive/FormFields',
  component: TextInput,
  args: { label: 'Nume și prenume', name: 'name', error: 'Scrie-ți numele.', isRequired: true },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One text field, as the props table describes it. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Nume și prenume' });
    await expect(field).toBeRequired();
    await expect(field).toHaveValue('');
  },
};

/** A hint under a multi-line field. */
export const MultilineWithHint: Story = {
  args: { name: 'message', label: 'Mesajul tău', multiline: true, description: 'Cel mult 2.000 de caractere.', defaultValue: 'Bună ziua, aș dori să știu dacă masa Toscana se poate livra în Țăndărei.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Mesajul tău' });
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field).toHaveAccessibleDescription('Cel mult 2.000 de caractere.');
  },
};

/** The three fields together, empty. */
export const EmptyForm: Story = {
  render: () => <ContactForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    await expect(canvas.getAllByRole('radio')).toHaveLength(deliveryOptions.length);
    await expect(canvas.queryByText('Scrie-ți numele.')).toBeNull();
  },
};

/** Sent empty: each field says in Romanian what it needs, and focus goes to the first one. */
export const RequiredErrors: Story = {
  render: () => <ContactForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite' }));
    await expect(await canvas.findByText('Scrie-ți numele.')).toBeVisible();
    await expect(canvas.getByText('Scrie adresa de e-mail.')).toBeVisible();
    await expect(canvas.getByText('Scrie mesajul.')).toBeVisible();
    await expect(canvas.getByText('Alege un mod de livrare.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nume și prenume' })).toHaveFocus();
  },
};

/** Not an address: the e-mail field explains the expected form. */
export const InvalidEmail: Story = {
  render: () => <ContactForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nume și prenume' }), 'Ștefan Țuțuianu');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'stefan.tutuianu');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mesajul tău' }), 'Aveți și ghivece mai mari de 40 cm?');
    await userEvent.click(canvas.getByRole('radio', { name: 'Locker de colete' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite' }));
    await expect(await canvas.findByText('Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};

/** The backend refused a field (problem+json `field`): its message shows under it from the start. */
export const ServerError: Story = {
  render: () => <ContactForm serverErrors={{ email: 'Adresa aceasta nu primește e-mailuri. Verifică dacă e scrisă corect.' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Adresa aceasta nu primește e-mailuri. Verifică dacă e scrisă corect.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};
