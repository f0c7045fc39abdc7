'use client';

import { loginUserMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { Checkbox, Form } from 'react-aria-components';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { EmailInput } from '../FormFields';
import * as styles from './AuthForms.css';
import { FormNotice } from './FormNotice';
import { type AuthFormState, authMessages } from './messages';
import { PasswordField } from './PasswordField';
import { useMutationForm } from '../../lib/use-mutation-form';

const messages = authMessages.login;

export interface LoginFormProps {
  /** Where to go once signed in (a path of this site). Without it the page reloads. */
  next?: string;
  /** What the server kept after refusing the form without JavaScript. */
  initial?: AuthFormState;
  /** Shown as buttons in the modal, as links on the page. */
  onForgotPassword?: () => void;
  /** Like `onForgotPassword`, for „Nu ai cont? Creează unul”. */
  onRegister?: () => void;
}

/** E-mail, password and „Ține-mă minte”; works as a plain form post to `/login` without JavaScript. */
export function LoginForm({ next, initial, onForgotPassword, onRegister }: LoginFormProps) {
  const { formRef, submit, edited, pending, state } = useMutationForm({
    mutation: loginUserMutation(sameOrigin()),
    messages,
    initial,
    toVariables: (data) => ({ body: { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? ''), remember: data.get('remember') === 'on' } }),
    // The whole page is drawn again for the signed-in shopper.
    onSuccess: () => (next ? window.location.assign(next) : window.location.reload()),
  });
  const fields = state.fields ?? {};
  return (
    // Edits bubble to the wrapper (see `edited`); it draws nothing of its own.
    <div className={styles.formEvents} onInput={edited}>
      <Form ref={formRef} className={forms.form} method="post" action="/login" onSubmit={submit} validationErrors={fields}>
        {next && <input type="hidden" name="next" value={next} />}
        <EmailInput autoFocus={!fields.password} defaultValue={state.values?.email} invalidMessage={messages.email} />
        <PasswordField name="password" label="Parola" missing={messages.password} serverError={fields.password} />
        <Checkbox className={forms.checkbox} name="remember" value="on" defaultSelected={initial?.values ? initial.values.remember === 'on' : true}>
          <span className={forms.box} aria-hidden="true" />
          Ține-mă minte 30 de zile
        </Checkbox>
        <FormNotice message={state.form} />
        <Button type="submit" isPending={pending}>
          Intră în cont
        </Button>
        <div className={styles.links}>
          {onForgotPassword ? (
            <button type="button" className={styles.switchLink} onClick={onForgotPassword}>
              Ai uitat parola?
            </button>
          ) : (
            <a href="/parola/innoire">Ai uitat parola?</a>
          )}
          {onRegister ? (
            <button type="button" className={styles.switchLink} onClick={onRegister}>
              Nu ai cont? Creează unul
            </button>
          ) : (
            <a href="/inregistrare">Nu ai cont? Creează unul</a>
          )}
        </div>
      </Form>
    </div>
  );
}
