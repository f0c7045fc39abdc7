'use client';

import { FieldError, Form, Input, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import type { PartnerMessageRequest } from '#generated/main-api/types.gen';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
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

const messages: Record<string, string> = {
  name: 'Scrie-ți numele (cel puțin 2 caractere).',
  email: 'Scrie o adresă de e-mail validă, de exemplu nume@magazin.ro.',
  website: 'Adresa poate avea cel mult 200 de caractere.',
  subject: 'Alege despre ce vrei să ne scrii.',
  message: 'Scrie mesajul: între 10 și 4.000 de caractere.',
};

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
      <TextField className={forms.field} name="name" isRequired minLength={2} maxLength={100} autoComplete="name">
        <Label className={forms.label}>Numele tău</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.name}</FieldError>
      </TextField>
      <TextField className={forms.field} name="email" type="email" isRequired maxLength={200} autoComplete="email">
        <Label className={forms.label}>E-mail</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.email}</FieldError>
      </TextField>
      <TextField className={forms.field} name="website" maxLength={200} autoComplete="url">
        <Label className={forms.label}>Adresa magazinului (opțional)</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.website}</FieldError>
      </TextField>
      <RadioGroup className={forms.fieldset} name="subject" isRequired>
        <Label className={forms.label}>Despre ce ne scrii?</Label>
        {messageSubjects.map((option) => (
          <Radio key={option.id} value={option.id} className={forms.radio}>
            <span className={forms.radioDot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
        <FieldError className={forms.error}>{messages.subject}</FieldError>
      </RadioGroup>
      <TextField className={forms.field} name="message" isRequired minLength={10} maxLength={4000}>
        <Label className={forms.label}>Mesajul</Label>
        <TextArea className={forms.textArea} />
        <FieldError className={forms.error}>{messages.message}</FieldError>
      </TextField>
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
