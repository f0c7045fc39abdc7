'use client';

import { useState } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration';
import { formatCountOf } from '../../lib/format';
import * as forms from '../../theme/forms.css';
import { Icon } from '../Icon';
import * as styles from './AuthForms.css';
import { characterNoun, passwordStrength, strengthLabels } from './password-hint';

export interface PasswordFieldProps {
  /** The form field's name (`password`). */
  name: string;
  /** The visible label, which also names the field. */
  label: string;
  /** `new-password` shows the strength hint. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** The message from the server, shown under the field. */
  serverError?: string;
  /** @default false */
  autoFocus?: boolean;
  /** Messages for the browser's own checks. */
  missing: string;
}

/**
 * A password field with a show/hide toggle (a plain toggle button beside the input, so screen
 * readers hear its state) and, for a new password, a strength hint that updates as it is typed.
 */
export function PasswordField({ name, label, autoComplete = 'current-password', serverError, autoFocus = false, missing }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  // What is typed before the page has hydrated stays, its strength is shown, and the focus stays where it is.
  const { inputRef, value, onChange } = useTypedBeforeHydration('', undefined, autoFocus);
  const isNew = autoComplete === 'new-password';
  const strength = passwordStrength(value);
  return (
    <TextField
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired
      minLength={isNew ? 8 : undefined}
      // The contract's bound on a new password: longer ones are refused before they are checked.
      maxLength={isNew ? 128 : undefined}
      value={value}
      onChange={onChange}
      className={forms.field}
    >
      <Label className={forms.label}>{label}</Label>
      <div className={styles.passwordRow}>
        <Input ref={inputRef} className={`${forms.input} ${styles.passwordInput}`} />
        <button type="button" className={styles.reveal} aria-pressed={shown} aria-label={shown ? 'Ascunde parola' : 'Arată parola'} onClick={() => setShown(!shown)}>
          <Icon name={shown ? 'eye-off' : 'eye'} size="xss" />
        </button>
      </div>
      {isNew && (
        <Text slot="description" className={forms.hint}>
          {strength === 'empty' ? `Cel puțin ${formatCountOf(8, characterNoun)}.` : <span data-strength={strength}>{strengthLabels[strength]}</span>}
        </Text>
      )}
      <FieldError className={forms.error}>
        {({ validationDetails }) =>
          serverError ?? (validationDetails.valueMissing ? missing : validationDetails.tooShort ? `Parola trebuie să aibă cel puțin ${formatCountOf(8, characterNoun)}.` : undefined)
        }
      </FieldError>
    </TextField>
  );
}
