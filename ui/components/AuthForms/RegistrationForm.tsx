'use client';

import { registerUserMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { Checkbox, Form } from 'react-aria-components';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { EmailInput, RequiredCheckbox, TextInput } from '../FormFields';
import * as styles from './AuthForms.css';
import { FormNotice } from './FormNotice';
import { type AuthFormState, authMessages } from './messages';
import { PasswordField } from './PasswordField';
import { useMutationForm } from '../../lib/use-mutation-form';

const messages = authMessages.registration;

export interface RegistrationFormProps {
  /** What the server kept after refusing the form without JavaScript. */
  initial?: AuthFormState;
  /** Called with the address the confirmation went to (the modal then shows its confirm view). Without it, the page's confirm view opens. */
  onRegistered?: (email: string) => void;
  /** Turns „Ai deja cont? Intră în cont” into a button (in the modal); without it, a link to `/login`. */
  onLogin?: () => void;
}

/** Name, e-mail, a new password and the terms; a plain post to `/inregistrare` without JavaScript. */
export function RegistrationForm({ initial, onRegistered, onLogin }: RegistrationFormProps) {
  const { formRef, submit, edited, pending, state } = useMutationForm({
    mutation: registerUserMutation(sameOrigin()),
    messages,
    initial,
    toVariables: (data) => ({
      body: {
        firstName: String(data.get('firstName') ?? '').trim(),
        lastName: String(data.get('lastName') ?? '').trim(),
        email: String(data.get('email') ?? '').trim(),
        password: String(data.get('password') ?? ''),
        termsAccepted: (data.get('termsAccepted') === 'on') as true,
        newsletter: data.get('newsletter') === 'on',
      },
    }),
    onSuccess: (answer) => (onRegistered ? onRegistered(answer.email) : window.location.assign('/inregistrare?trimis=1')),
  });
  const fields = state.fields ?? {};
  const values = state.values ?? {};
  return (
    // Edits bubble to the wrapper (see `edited`); it draws nothing of its own.
    <div className={styles.formEvents} onInput={edited}>
      <Form ref={formRef} className={forms.form} method="post" action="/inregistrare" onSubmit={submit} validationErrors={fields}>
        <TextInput name="firstName" label="Prenume" autoComplete="given-name" isRequired autoFocus defaultValue={values.firstName} maxLength={60} error={fields.firstName ?? messages.firstName} />
        <TextInput name="lastName" label="Nume" autoComplete="family-name" isRequired defaultValue={values.lastName} maxLength={60} error={fields.lastName ?? messages.lastName} />
        <EmailInput defaultValue={values.email} invalidMessage={messages.email} />
        <PasswordField name="password" label="Parola" autoComplete="new-password" missing="Alege o parolă." serverError={fields.password} />
        <RequiredCheckbox name="termsAccepted" value="on" defaultSelected={values.termsAccepted === 'on'} error={fields.termsAccepted ?? messages.termsAccepted}>
          Accept <a href="/termeni/termeni-de-utilizare">termenii de utilizare</a> și <a href="/termeni/politica-de-confidentialitate">politica de confidențialitate</a>
        </RequiredCheckbox>
        <Checkbox className={forms.checkbox} name="newsletter" value="on" defaultSelected={values.newsletter === 'on'}>
          <span className={forms.box} aria-hidden="true" />
          Vreau să primesc oferte și idei de amenajare pe e-mail
        </Checkbox>
        <FormNotice message={state.form} />
        <Button type="submit" isPending={pending}>
          Creează contul
        </Button>
        <div className={styles.links}>
          {onLogin ? (
            <button type="button" className={styles.switchLink} onClick={onLogin}>
              Ai deja cont? Intră în cont
            </button>
          ) : (
            <a href="/login">Ai deja cont? Intră în cont</a>
          )}
        </div>
      </Form>
    </div>
  );
}
