'use client';

import { deleteAccountMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { FormNotice, PasswordField } from '../AuthForms';
import { Button } from '../Button';
import { ModalFrame } from '../ModalFrame';
import { useMutationForm } from '../../lib/use-mutation-form';
import * as styles from './AccountSettings.css';

export const deleteAccountMessages = { password: 'Parola nu este corectă.' };

/** Where the browser goes once the account is gone: a page drawn anew, for a visitor. */
export const afterDeletionPath = '/user/cont-sters';

const goodbye = () => window.location.assign(afterDeletionPath);

function DeleteAccountForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const { formRef, submit, edited, pending, state } = useMutationForm({
    mutation: deleteAccountMutation(sameOrigin()),
    messages: deleteAccountMessages,
    toVariables: (data) => ({ body: { password: String(data.get('password') ?? '') } }),
    onSuccess: onDeleted,
  });
  return (
    // Edits bubble here (see `edited`); the wrapper draws nothing of its own.
    <div className={styles.formEvents} onInput={edited}>
      <Form ref={formRef} className={forms.form} onSubmit={submit} validationErrors={state.fields ?? {}} aria-label="Confirmă ștergerea contului">
        <p className={styles.warning}>
          Ștergerea este definitivă. Dispar odată cu contul <strong>produsele favorite, alertele de preț și de stoc și comparațiile salvate</strong>, cu aprecierile
          primite de ele. Nu le mai putem recupera.
        </p>
        <PasswordField name="password" label="Parola contului" autoFocus missing="Scrie parola ca să confirmi ștergerea." serverError={state.fields?.password} />
        <FormNotice message={state.form} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onCancel}>
            Renunță
          </Button>
          <Button type="submit" variant="danger" isPending={pending}>
            Șterge definitiv contul
          </Button>
        </div>
      </Form>
    </div>
  );
}

export interface DeleteAccountProps {
  /** Called once the backend erased the account. @default goes to /user/cont-sters */
  onDeleted?: () => void;
}

/** „Șterge contul”: a dialog that warns what is lost and asks for the password (GDPR art. 17). */
export function DeleteAccount({ onDeleted = goodbye }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Șterge contul
      </Button>
      {open && (
        <ModalFrame title="Ștergi contul?" size="s" onClose={() => setOpen(false)}>
          <DeleteAccountForm onCancel={() => setOpen(false)} onDeleted={onDeleted} />
        </ModalFrame>
      )}
    </>
  );
}
