'use client';

import { Form } from 'react-aria-components';
import type { ShopRegistrationReceipt, ShopRegistrationRequest } from '#generated/main-api/types.gen';
import { ResponseError } from '#generated/runtime';
import { type FormErrors, formErrors } from '../../lib/form-errors';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { authMessages, PasswordField } from '../AuthForms';
import { Button } from '../Button';
import { ChoiceGroup, RequiredCheckbox, TextInput } from '../FormFields';
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
  password: authMessages.registration.password,
  phone: 'Scrie doar cifre și spații, eventual cu + la început (9–16 caractere).',
  productCount: 'Alege cam câte produse vinzi.',
  message: 'Mesajul poate avea cel mult 2.000 de caractere.',
  termsAccepted: 'Ca să te înscrii, trebuie să accepți termenii pentru magazine.',
} satisfies Record<string, string>;

/** What the form says beside a field the backend found taken (409 naming it). */
const taken: Record<string, string> = {
  email: 'Adresa aceasta are deja un cont Cuib. Intră în portal cu ea, sau folosește altă adresă pentru magazin.',
  website: 'Un magazin cu acest domeniu este deja pe Cuib. Dacă este al tău, scrie-ne din pagina de contact.',
};

/**
 * A 409 names the field that is taken (the address has an account, or the domain is listed): said
 * beside that field, with a way forward, rather than as a refusal of the whole form.
 */
async function registrationErrors(error: unknown): Promise<FormErrors> {
  if (error instanceof ResponseError && error.response.status === 409) {
    const name = (await error.problem())?.field?.replace(/^body\./, '');
    if (name && taken[name]) return { fields: { [name]: taken[name] } };
  }
  return formErrors(error, messages);
}

async function register(data: FormData): Promise<ShopRegistrationReceipt> {
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
  return (await postShopRegistration({ ...sameOrigin(), body })).data;
}

/**
 * The onboarding site's registration form (`/register`): a shop registers, which creates the
 * partner's account (e-mail and password) and the shop together; the account works once the
 * address is confirmed from the e-mail it receives.
 */
export function ShopRegistrationForm() {
  const { errors, pending, sent, submit } = useFormSubmit(register, registrationErrors);
  const fieldErrors = errors.fields;

  if (sent)
    return (
      <FormSent title="Verifică-ți e-mailul">
        <p>
          Am creat contul tău și magazinul {sent.shop.name} ({sent.shop.domain}). Ți-am trimis la {sent.email} un link de confirmare: deschide-l ca să îți confirmi
          adresa, apoi intră în <a href="/portal">portalul magazinului</a> cu adresa și parola alese.
        </p>
        <p>
          Nu găsești e-mailul? Uită-te și în dosarul Spam sau Promoții. Între timp, poți pregăti feedul de produse după <a href="/wiki/feed-de-produse">ghidul nostru</a>.
        </p>
      </FormSent>
    );

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={fieldErrors} aria-label="Înscrie-ți magazinul">
      <p className={styles.intro}>Înscrierea îți creează contul de partener Cuib: cu adresa de e-mail și parola de aici intri în portalul magazinului.</p>
      <TextInput name="shopName" label="Numele magazinului" isRequired minLength={2} maxLength={100} error={messages.shopName} />
      <TextInput
        name="website"
        type="url"
        label="Adresa magazinului"
        placeholder="https://www.magazinul-meu.ro"
        isRequired
        maxLength={200}
        error={() => fieldErrors.website ?? messages.website}
      />
      <TextInput name="contactName" label="Persoana de contact" isRequired minLength={2} maxLength={100} autoComplete="name" error={messages.contactName} />
      <TextInput
        name="email"
        type="email"
        label="E-mail"
        isRequired
        maxLength={200}
        autoComplete="email"
        description="Adresa contului tău: aici îți trimitem linkul de confirmare."
        error={() => fieldErrors.email ?? messages.email}
      />
      <PasswordField name="password" label="Parola contului" autoComplete="new-password" missing="Alege o parolă pentru cont." serverError={fieldErrors.password} />
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
      <RequiredCheckbox name="termsAccepted" value="da" error={errors.fields.termsAccepted ?? messages.termsAccepted}>
        Accept <a href="/termeni/magazine">termenii pentru magazine</a>
      </RequiredCheckbox>
      {errors.form && (
        <p className={forms.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" isPending={pending}>
        Creează contul și înscrie magazinul
      </Button>
    </Form>
  );
}
