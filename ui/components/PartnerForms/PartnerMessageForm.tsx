'use client';

import { Form } from 'react-aria-components';
import type { PartnerMessageRequest } from '#generated/main-api/types.gen';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { ChoiceGroup, TextInput } from '../FormFields';
import { FormSent } from './FormSent';
import * as styles from './PartnerForms.css';

export const messageSubjects = [
  { id: 'listare', label: 'Listarea magazinului' },
  { id: 'feed', label: 'Feedul de produse' },
  { id: 'facturare', label: 'Facturare și plăți' },
  { id: 'pixel', label: 'Cuib Pixel' },
  { id: 'recenzii', label: 'Recenzii Cuib Star' },
  { id: 'altceva', label: 'Altceva' },
] as const satisfies readonly { id: PartnerMessageRequest['subject']; label: string }[];

const messages = {
  name: 'Scrie-ți numele (cel puțin 2 caractere).',
  email: 'Scrie o adresă de e-mail validă, de exemplu nume@magazin.ro.',
  website: 'Adresa poate avea cel mult 200 de caractere.',
  subject: 'Alege despre ce vrei să ne scrii.',
  message: 'Scrie mesajul: între 10 și 4.000 de caractere.',
} satisfies Record<string, string>;

/** The onboarding site's contact form (`/contact-form`): a message to the partnerships team. */
export function PartnerMessageForm() {
  const { errors, pending, sent, submit } = useFormSubmit(async (data) => {
    const body: PartnerMessageRequest = {
      name: formText(data, 'name'),
      email: formText(data, 'email'),
      website: formText(data, 'website') || null,
      subject: formText(data, 'subject') as PartnerMessageRequest['subject'],
      message: formText(data, 'message'),
    };
    const { postPartnerMessage } = await import('#generated/main-api/sdk.gen');
    await postPartnerMessage({ ...sameOrigin(), body });
    return body;
  }, messages);

  if (sent)
    return (
      <FormSent title="Mulțumim, am primit mesajul!">
        <p>Îți răspundem la {sent.email} în două zile lucrătoare.</p>
      </FormSent>
    );

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={errors.fields} aria-label="Scrie-ne">
      <TextInput name="name" label="Numele tău" isRequired minLength={2} maxLength={100} autoComplete="name" error={messages.name} />
      <TextInput name="email" type="email" label="E-mail" isRequired maxLength={200} autoComplete="email" error={messages.email} />
      <TextInput name="website" label="Adresa magazinului (opțional)" maxLength={200} autoComplete="url" error={messages.website} />
      <ChoiceGroup name="subject" label="Despre ce ne scrii?" options={messageSubjects} isRequired error={messages.subject} />
      <TextInput name="message" label="Mesajul" multiline isRequired minLength={10} maxLength={4000} error={messages.message} />
      {errors.form && (
        <p className={forms.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" isPending={pending}>
        Trimite mesajul
      </Button>
    </Form>
  );
}
