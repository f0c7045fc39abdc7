'use client';

import { changePasswordMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { Form } from 'react-aria-components';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { FormNotice, PasswordField } from '../AuthForms';
import { Button } from '../Button';
import { useMutationForm } from '../../lib/use-mutation-form';
import * as styles from './AccountSettings.css';

export const changePasswordMessages = {
  currentPassword: 'Parola actuală nu este corectă.',
  newPassword: 'Alege o parolă nouă mai greu de ghicit: cel puțin 8 caractere, fără cuvinte comune sau adresa ta.',
};

/**
 * The current password and a new one. The backend ends the account's other sessions and renews
 * this one's cookie, so the shopper stays signed in here; the fields are emptied once it is done.
 */
export function ChangePasswordForm() {
  const { formRef, submit, edited, pending, state, succeeded } = useMutationForm({
    mutation: changePasswordMutation(sameOrigin()),
    messages: changePasswordMessages,
    toVariables: (data) => ({ body: { currentPassword: String(data.get('currentPassword') ?? ''), newPassword: String(data.get('newPassword') ?? '') } }),
    onSuccess: (_answer, _values, form) => form.reset(),
  });
  return (
    // Edits bubble here (see `edited`); the wrapper draws nothing of its own.
    <div className={styles.formEvents} onInput={edited}>
      <Form ref={formRef} className={`${forms.form} ${styles.form}`} onSubmit={submit} validationErrors={state.fields ?? {}} aria-label="Schimbă parola">
        <PasswordField name="currentPassword" label="Parola actuală" missing="Scrie parola actuală." serverError={state.fields?.currentPassword} />
        <PasswordField name="newPassword" label="Parola nouă" autoComplete="new-password" missing="Alege o parolă nouă." serverError={state.fields?.newPassword} />
        <FormNotice message={state.form} />
        <div role="status" className={styles.done}>
          {succeeded && 'Parola a fost schimbată. Aici rămâi în cont; pe celelalte dispozitive va trebui să intri din nou.'}
        </div>
        <Button type="submit" isPending={pending} className={styles.submit}>
          Schimbă parola
        </Button>
      </Form>
    </div>
  );
}
