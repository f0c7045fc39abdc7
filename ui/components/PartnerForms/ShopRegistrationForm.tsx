'use client';

import { Checkbox, Form } from 'react-aria-components';
import type { ShopRegistrationRequest } from '#generated/main-api/types.gen';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { PasswordField } from '../AuthForms/PasswordField';
import { Button } from '../Button';
import { ChoiceGroup, TextInput } from '../FormFields';
import { FormSent } from './FormSent';
import * as styles from './PartnerForms.css';

/** The contract's product-count ranges, as a shop owner reads them. */
export const productCounts = [
  { id: 'sub-100', label: 'Sub 100 de produse' },
  { id: '100-1000', label: 'Între 100 și 1.000' },
  { id: '1000-10000', label: 'Între 1.000 și 10.000' },
  { id: 'peste-10000', label: 'Peste 10.000' },
] as const satisfies readonly { id: ShopRegistrationRequest['productCount']; label: string }[];

const messages = {
  shopName: 'Scrie numele magazinului (cel puțin 2 caractere).',
  website: 'Scrie adresa completă a magazinului, începând cu https://.',
  contactName: 'Scrie numele persoanei de contact.',
  email: 'Scrie o adresă de e-mail validă, de exemplu nume@magazin.ro.',
  password: 'Alege o parolă de cel puțin 8 caractere, greu de ghicit.',
  phone: 'Scrie doar cifre și spații, eventual cu + la început (9–16 caractere).',
  productCount: 'Alege cam câte produse vinzi.',
  message: 'Mesajul poate avea cel mult 2.000 de caractere.',
  termsAccepted: 'Ca să te înscrii, trebuie să accepți termenii pentru magazine.',
} satisfies Record<string, string>;

/** The onboarding site's registration form (`/register`): the shop and its partner account. */
export function ShopRegistrationForm() {
  const { errors, pending, sent, submit } = useFormSubmit(async (data) => {
    const body: ShopRegistrationRequest = {
      shopName: formText(data, 'shopName'),
      website: formText(data, 'website'),
      contactName: formText(data, 'contactName'),
      email: formText(data, 'email'),
      // As typed: spaces at its ends are part of a password.
      password: String(data.get('password') ?? ''),
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
          Ți-am trimis un e-mail la {sent.email}: confirmă adresa ca să intri în contul magazinului {sent.shopName}. Între timp, poți pregăti feedul de produse după{' '}
          <a href="/wiki/feed-de-produse">ghidul nostru</a>.
        </p>
      </FormSent>
    );

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={errors.fields} aria-label="Înscrie-ți magazinul">
      <TextInput name="shopName" label="Numele magazinului" isRequired minLength={2} maxLength={100} error={messages.shopName} />
      <TextInput name="website" type="url" label="Adresa magazinului" placeholder="https://www.magazinul-meu.ro" isRequired maxLength={200} error={messages.website} />
      <TextInput name="contactName" label="Persoana de contact" isRequired minLength={2} maxLength={100} autoComplete="name" error={messages.contactName} />
      <TextInput name="email" type="email" label="E-mail" isRequired maxLength={200} autoComplete="email" error={messages.email} />
      <PasswordField name="password" label="Parola contului" autoComplete="new-password" missing={messages.password} serverError={errors.fields.password} />
      <TextInput name="phone" type="tel" label="Telefon (opțional)" pattern="\+?[0-9 ]{9,16}" autoComplete="tel" error={messages.phone} />
      <ChoiceGroup name="productCount" label="Câte produse vinzi?" options={productCounts} isRequired error={messages.productCount} />
      <TextInput
        name="message"
        label="Ce ar trebui să știm? (opțional)"
        multiline
        maxLength={2000}
        description="De exemplu: ce categorii vinzi, în ce format e feedul de produse."
        error={messages.message}
      />
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
