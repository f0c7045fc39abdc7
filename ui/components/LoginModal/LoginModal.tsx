'use client';

import { Checkbox, Form } from 'react-aria-components';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { sameOrigin } from '../../lib/same-origin';
import { Button } from '../Button';
import { TextInput } from '../FormFields';
import { ModalFrame } from '../ModalFrame';
import * as forms from '../../theme/forms.css';
import * as styles from './LoginModal.css';

export interface LoginModalProps {
  onClose: () => void;
}

const messages = { email: 'Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.', password: 'Scrie parola.' };

/**
 * The login view of the auth modal (SPEC §2 Modals): e-mail, password and „Ține-mă minte”. A
 * successful login reloads the page, so everything on it is shown for the signed-in user. What
 * was typed stays when the backend refuses it.
 */
export default function LoginModal({ onClose }: LoginModalProps) {
  const { errors, pending, submit } = useFormSubmit(async (data) => {
    const { loginUser } = await import('#generated/main-api/sdk.gen');
    await loginUser({ ...sameOrigin(), body: { email: formText(data, 'email'), password: String(data.get('password') ?? ''), remember: data.get('remember') === 'on' } });
    // Everything on the page is drawn again for the signed-in user.
    window.location.reload();
  }, messages);

  return (
    <ModalFrame title="Intră în cont" onClose={onClose} size="s">
      <p className={styles.intro}>Cu un cont îți păstrezi favoritele pe orice dispozitiv și afli când scade prețul produselor urmărite.</p>
      <Form className={forms.form} onSubmit={submit} validationErrors={errors.fields}>
        <TextInput
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          isRequired
          autoFocus
          error={({ validationDetails }) => (validationDetails.valueMissing ? 'Scrie adresa de e-mail.' : validationDetails.typeMismatch ? messages.email : errors.fields.email)}
        />
        <TextInput name="password" type="password" label="Parola" autoComplete="current-password" isRequired error={({ validationDetails }) => (validationDetails.valueMissing ? messages.password : errors.fields.password)} />
        <Checkbox className={forms.checkbox} name="remember" value="on" defaultSelected>
          <span className={forms.box} aria-hidden="true" />
          Ține-mă minte 30 de zile
        </Checkbox>
        {errors.form && (
          <p className={forms.formError} role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" isPending={pending}>
          Intră în cont
        </Button>
      </Form>
    </ModalFrame>
  );
}
