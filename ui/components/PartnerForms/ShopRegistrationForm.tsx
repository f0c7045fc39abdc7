'use client';

import { Checkbox, FieldError, Form, Input, Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
import type { ShopRegistrationRequest } from '#generated/main-api/types.gen';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { FormSent } from './FormSent';
import * as styles from './PartnerForms.css';

/** The contract's product-count ranges, as a shop owner reads them. */
export const productCounts = [
  { id: 'sub-100', label: 'Sub 100 de produse' },
  { id: '100-1000', label: 'Între 100 și 1.000' },
  { id: '1000-10000', label: 'Între 1.000 și 10.000' },
  { id: 'peste-10000', label: 'Peste 10.000' },
] as const satisfies readonly { id: ShopRegistrationRequest['productCount']; label: string }[];

const messages: Record<string, string> = {
  shopName: 'Scrie numele magazinului (cel puțin 2 caractere).',
  website: 'Scrie adresa completă a magazinului, începând cu https://.',
  contactName: 'Scrie numele persoanei de contact.',
  email: 'Scrie o adresă de e-mail validă, de exemplu nume@magazin.ro.',
  phone: 'Scrie doar cifre și spații, eventual cu + la început (9–16 caractere).',
  productCount: 'Alege cam câte produse vinzi.',
  message: 'Mesajul poate avea cel mult 2.000 de caractere.',
  termsAccepted: 'Ca să te înscrii, trebuie să accepți termenii pentru magazine.',
};

/** The onboarding site's registration form (`/register`): a shop asks to be listed. */
export function ShopRegistrationForm() {
  const { errors, pending, sent, submit } = useFormSubmit(async (data) => {
    const body: ShopRegistrationRequest = {
      shopName: formText(data, 'shopName'),
      website: formText(data, 'website'),
      contactName: formText(data, 'contactName'),
      email: formText(data, 'email'),
      phone: formText(data, 'phone') || null,
      productCount: formText(data, 'productCount') as ShopRegistrationRequest['productCount'],
      message: formText(data, 'message') || null,
      // The contract accepts only true; an unticked box is stopped by the browser, or named by the backend's 400.
      termsAccepted: (data.get('termsAccepted') === 'da') as true,
    };
    const { postShopRegistration } = await import('#generated/main-api/sdk.gen');
    await postShopRegistration({ ...sameOrigin(), body });
    return body;
  }, messages);

  if (sent)
    return (
      <FormSent title="Mulțumim, am primit cererea!">
        <p>
          Îți scriem la {sent.email} în două zile lucrătoare cu pașii următori pentru {sent.shopName}. Între timp, poți pregăti feedul de produse după{' '}
          <a href="/wiki/feed-de-produse">ghidul nostru</a>.
        </p>
      </FormSent>
    );

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={errors.fields} aria-label="Înscrie-ți magazinul">
      <TextField className={forms.field} name="shopName" isRequired minLength={2} maxLength={100}>
        <Label className={forms.label}>Numele magazinului</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.shopName}</FieldError>
      </TextField>
      <TextField className={forms.field} name="website" type="url" isRequired maxLength={200}>
        <Label className={forms.label}>Adresa magazinului</Label>
        <Input className={forms.input} placeholder="https://www.magazinul-meu.ro" />
        <FieldError className={forms.error}>{messages.website}</FieldError>
      </TextField>
      <TextField className={forms.field} name="contactName" isRequired minLength={2} maxLength={100} autoComplete="name">
        <Label className={forms.label}>Persoana de contact</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.contactName}</FieldError>
      </TextField>
      <TextField className={forms.field} name="email" type="email" isRequired maxLength={200} autoComplete="email">
        <Label className={forms.label}>E-mail</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.email}</FieldError>
      </TextField>
      <TextField className={forms.field} name="phone" type="tel" pattern="\+?[0-9 ]{9,16}" autoComplete="tel">
        <Label className={forms.label}>Telefon (opțional)</Label>
        <Input className={forms.input} />
        <FieldError className={forms.error}>{messages.phone}</FieldError>
      </TextField>
      <RadioGroup className={forms.fieldset} name="productCount" isRequired>
        <Label className={forms.label}>Câte produse vinzi?</Label>
        {productCounts.map((option) => (
          <Radio key={option.id} value={option.id} className={forms.radio}>
            <span className={forms.radioDot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
        <FieldError className={forms.error}>{messages.productCount}</FieldError>
      </RadioGroup>
      <TextField className={forms.field} name="message" maxLength={2000}>
        <Label className={forms.label}>Ce ar trebui să știm? (opțional)</Label>
        <TextArea className={forms.textArea} />
        <Text slot="description" className={forms.hint}>
          De exemplu: ce categorii vinzi, în ce format e feedul de produse.
        </Text>
        <FieldError className={forms.error}>{messages.message}</FieldError>
      </TextField>
      <Checkbox className={forms.checkbox} name="termsAccepted" value="da" isRequired>
        <span className={forms.box} aria-hidden="true" />
        <span>
          Accept <a href="/termeni/magazine">termenii pentru magazine</a>
        </span>
      </Checkbox>
      {errors.fields.termsAccepted && <p className={forms.error}>{errors.fields.termsAccepted}</p>}
      {errors.form && (
        <p className={forms.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" isPending={pending}>
        Trimite cererea
      </Button>
    </Form>
  );
}
