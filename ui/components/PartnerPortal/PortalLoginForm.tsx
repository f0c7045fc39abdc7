'use client';

import { Checkbox as RACCheckbox, Form as RACForm } from 'react-aria-components';
import { loginUserMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { sameOrigin } from '../../lib/same-origin';
import { useMutationForm } from '../../lib/use-mutation-form';
import * as forms from '../../theme/forms.css';
import { type AuthFormState, authMessages, FormNotice, PasswordField } from '../AuthForms';
import * as authStyles from '../AuthForms/AuthForms.css';
import { Button } from '../Button';
import { EmailInput } from '../FormFields';

const messages = authMessages.login;

export interface PortalLoginFormProps {
  /** Where the form posts without JavaScript (the sign-in page itself). @default '/portal/autentificare' */
  action?: string;
  /** Where to go once signed in (a path of the onboarding site). @default '/portal' */
  next?: string;
  /** What the server kept after refusing the form posted without JavaScript. */
  initial?: AuthFormState;
  /** Where a forgotten password is renewed (the shop's site, where accounts are kept). */
  passwordRenewalUrl: string;
}

/**
 * A shop's sign-in to the partner portal: the same account and the same sign-in call as a
 * shopper's, on the onboarding site's own page, so the session cookie is the onboarding site's.
 * Works as a plain form post without JavaScript.
 */
export function PortalLoginForm({ action = '/portal/autentificare', next = '/portal', initial, passwordRenewalUrl }: PortalLoginFormProps) {
  const { formRef, submit, edited, pending, state } = useMutationForm({
    mutation: loginUserMutation(sameOrigin()),
    messages,
    initial,
    toVariables: (data) => ({ body: { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? ''), remember: data.get('remember') === 'on' } }),
    // The portal's pages are drawn for the signed-in partner.
    onSuccess: () => window.location.assign(next),
  });
  const fields = state.fields ?? {};
  return (
    <div className={authStyles.formEvents} onInput={edited}>
      <RACForm ref={formRef} className={forms.form} method="post" action={action} onSubmit={submit} validationErrors={fields} aria-label="Intră în portal">
        <input type="hidden" name="next" value={next} />
        <EmailInput autoFocus={!fields.password} defaultValue={state.values?.email} invalidMessage={messages.email} />
        <PasswordField name="password" label="Parola" missing={messages.password} serverError={fields.password} />
        <RACCheckbox className={forms.checkbox} name="remember" value="on" defaultSelected={initial?.values ? initial.values.remember === 'on' : true}>
          <span className={forms.box} aria-hidden="true" />
          Ține-mă minte 30 de zile
        </RACCheckbox>
        <FormNotice message={state.form} />
        <Button type="submit" isPending={pending}>
          Intră în portal
        </Button>
        <div className={authStyles.links}>
          <a href={passwordRenewalUrl}>Ai uitat parola?</a>
          <a href="/register">Nu ai cont? Înscrie-ți magazinul</a>
        </div>
      </RACForm>
    </div>
  );
}
