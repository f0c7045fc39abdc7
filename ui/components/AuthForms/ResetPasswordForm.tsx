'use client';

import { requestPasswordRenewalMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { Form } from 'react-aria-components';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { EmailInput } from '../FormFields';
import * as styles from './AuthForms.css';
import { FormNotice } from './FormNotice';
import { type AuthFormState, authMessages } from './messages';
import { useMutationForm } from '../../lib/use-mutation-form';

const messages = authMessages.resetPassword;

export interface ResetPasswordFormProps {
  /** What the server kept after refusing the form without JavaScript. */
  initial?: AuthFormState;
  /** Without it, the page's confirm view opens. */
  onSent?: (email: string) => void;
  /** Turns „Îți amintești parola? Intră în cont” into a button (in the modal); without it, a link to `/login`. */
  onLogin?: () => void;
}

/** Asks for a reset e-mail; a plain post to `/parola/innoire` without JavaScript. */
export function ResetPasswordForm({ initial, onSent, onLogin }: ResetPasswordFormProps) {
  const { formRef, submit, edited, pending, state } = useMutationForm({
    mutation: requestPasswordRenewalMutation(sameOrigin()),
    messages,
    initial,
    toVariables: (data) => ({ body: { email: String(data.get('email') ?? '').trim() } }),
    onSuccess: (_, values) => (onSent ? onSent(values.email ?? '') : window.location.assign('/parola/innoire?trimis=1')),
  });
  const fields = state.fields ?? {};
  return (
    // Edits bubble to the wrapper (see `edited`); it draws nothing of its own.
    <div className={styles.formEvents} onInput={edited}>
      <Form ref={formRef} className={forms.form} method="post" action="/parola/innoire" onSubmit={submit} validationErrors={fields}>
        <p className={styles.intro}>Scrie adresa contului și îți trimitem un link cu care îți alegi o parolă nouă. Linkul este valabil o oră.</p>
        <EmailInput autoFocus defaultValue={state.values?.email} invalidMessage={messages.email} />
        <FormNotice message={state.form} />
        <Button type="submit" isPending={pending}>
          Trimite linkul
        </Button>
        <div className={styles.links}>
          {onLogin ? (
            <button type="button" className={styles.switchLink} onClick={onLogin}>
              Îți amintești parola? Intră în cont
            </button>
          ) : (
            <a href="/login">Îți amintești parola? Intră în cont</a>
          )}
        </div>
      </Form>
    </div>
  );
}
