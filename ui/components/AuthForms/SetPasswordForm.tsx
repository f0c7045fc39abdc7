'use client';

import { confirmPasswordRenewalMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { Form } from 'react-aria-components';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import * as styles from './AuthForms.css';
import { FormNotice } from './FormNotice';
import { type AuthFormState, authMessages } from './messages';
import { PasswordField } from './PasswordField';
import { useMutationForm } from '../../lib/use-mutation-form';

const messages = authMessages.setPassword;

export interface SetPasswordFormProps {
  /** The code from the reset e-mail's link. */
  code: string;
  /** What the server kept after refusing the form without JavaScript (`fields.code`: the link expired). */
  initial?: AuthFormState;
}

/** A new password for the code from the reset e-mail; a plain post to `/parola/confirmare/{code}` without JavaScript. */
export function SetPasswordForm({ code, initial }: SetPasswordFormProps) {
  const { formRef, submit, edited, pending, state } = useMutationForm({
    mutation: confirmPasswordRenewalMutation(sameOrigin()),
    messages,
    initial,
    toVariables: (data) => ({ body: { code, password: String(data.get('password') ?? '') } }),
    // The shopper is signed in now: the page says so, as it does after the post without JavaScript.
    onSuccess: () => window.location.assign(`/parola/confirmare/${encodeURIComponent(code)}?gata=1`),
  });
  const fields = state.fields ?? {};
  return (
    // Edits bubble to the wrapper (see `edited`); it draws nothing of its own.
    <div className={styles.formEvents} onInput={edited}>
      <Form ref={formRef} className={forms.form} method="post" action={`/parola/confirmare/${encodeURIComponent(code)}`} onSubmit={submit} validationErrors={fields}>
        <PasswordField name="password" label="Parola nouă" autoComplete="new-password" autoFocus missing="Alege o parolă nouă." serverError={fields.password} />
        <FormNotice message={fields.code ? messages.code : state.form} />
        {fields.code && <a href="/parola/innoire">Cere un link nou</a>}
        <Button type="submit" isPending={pending}>
          Salvează parola
        </Button>
      </Form>
    </div>
  );
}
