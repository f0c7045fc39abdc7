import type { InputHTMLAttributes } from 'react';
import * as styles from './QuestionForm.css';

export interface PlainFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'> {
  /** The field's name in the form (and in the backend's problem+json). */
  name: string;
  /** The visible label. */
  label: string;
  /** What was typed, kept after a refusal. @default '' */
  defaultValue?: string;
  /** The message beside the field; none when it is valid. @default undefined */
  error?: string;
  /** A hint under the label (limits, where the e-mail goes). @default undefined */
  hint?: string;
  /** A multi-line box. @default false */
  multiline?: boolean;
  /** The contract's limits, also enforced by `maxLength` so nobody types past them. */
  maxLength: number;
  /** Prefix of the ids, unique on the page (two forms may share a page). */
  idPrefix: string;
}

/**
 * A labelled field with its hint and its Romanian error beside it, on native elements: these
 * forms hydrate with the page, where react-aria would weigh on the first load.
 */
export function PlainField({ name, label, defaultValue = '', error, hint, multiline = false, maxLength, idPrefix, ...input }: PlainFieldProps) {
  const id = `${idPrefix}-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue,
    maxLength,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? <textarea {...common} className={styles.textArea} rows={4} /> : <input {...common} {...input} className={styles.input} />}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
