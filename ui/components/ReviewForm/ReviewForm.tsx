'use client';

import { type FormEvent, useRef, useState } from 'react';
import { formatCount, formatCountOf } from '../../lib/format';
import { PlainButton } from '../Button/PlainButton';
import { PhotoUpload } from '../PhotoUpload';
import { LinesInput } from './LinesInput';
import { StarInput } from '../StarInput';
import { minTextLength, reviewMessages } from './messages';
import * as styles from './ReviewForm.css';

/** A review form drawn again after the server refused it: what was typed and the messages. */
export interface ReviewFormState {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  form?: string;
}

export interface ReviewFormProps {
  /** Where the form posts (the review page itself). */
  action: string;
  /** The values and messages of a refused post. @default undefined */
  initial?: ReviewFormState;
}

const maxTextLength = 5000;
const characterNoun = { one: 'caracter', other: 'caractere' };

/**
 * The review of one purchase: stars, text (with a live count), pluses and minuses (one a line),
 * a nickname and optional photos. It posts as multipart to its page, so it works without
 * JavaScript; with it, missing stars or a short text are said beside the field before posting.
 */
export function ReviewForm({ action, initial }: ReviewFormProps) {
  const values = initial?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(initial?.fields ?? {});
  const [length, setLength] = useState((values.text ?? '').trim().length);
  const form = useRef<HTMLFormElement>(null);

  const clear = (name: string) => errors[name] && setErrors(({ [name]: _, ...rest }) => rest);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (!data.get('value')) found.value = reviewMessages.value!;
    const text = String(data.get('text') ?? '').trim();
    if (text.length < minTextLength || text.length > maxTextLength) found.text = reviewMessages.text!;
    if (String(data.get('nickName') ?? '').trim().length < 2) found.nickName = reviewMessages.nickName!;
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    // The first refused field takes the focus, so its message is read out.
    const first = ['value', 'text', 'nickName'].find((name) => found[name]);
    form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const missing = Math.max(0, minTextLength - length);
  const described = (name: string, hint?: string) => [hint, errors[name] ? `${name}-eroare` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-eroare`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={form} className={styles.root} method="post" action={action} encType="multipart/form-data" noValidate onSubmit={onSubmit} aria-label="Recenzia ta">
      {initial?.form && (
        <p className={styles.formError} role="alert">
          {initial.form}
        </p>
      )}
      <StarInput defaultValue={values.value ? Number(values.value) : undefined} error={errors.value} onChange={() => clear('value')} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="recenzie-text">
          Părerea ta despre produs
        </label>
        <textarea
          id="recenzie-text"
          className={styles.textArea}
          name="text"
          required
          minLength={minTextLength}
          maxLength={maxTextLength}
          defaultValue={values.text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described('text', 'recenzie-text-indiciu')}
          onChange={(event) => {
            setLength(event.currentTarget.value.trim().length);
            clear('text');
          }}
        />
        <p id="recenzie-text-indiciu" className={styles.hint} aria-live="polite">
          {missing > 0 ? `Mai scrie cel puțin ${formatCountOf(missing, characterNoun)}.` : `${formatCount(length)} din ${formatCountOf(maxTextLength, characterNoun)}.`}
        </p>
        {fieldError('text')}
      </div>
      <div className={styles.lists}>
        <LinesInput name="pluses" label="Plusuri" item="plus" defaultValue={values.pluses} error={errors.pluses} />
        <LinesInput name="minuses" label="Minusuri" item="minus" defaultValue={values.minuses} error={errors.minuses} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="recenzie-nume">
          Numele afișat
        </label>
        <input
          id="recenzie-nume"
          className={styles.input}
          name="nickName"
          required
          minLength={2}
          maxLength={60}
          autoComplete="nickname"
          defaultValue={values.nickName}
          aria-invalid={errors.nickName ? true : undefined}
          aria-describedby={described('nickName', 'recenzie-nume-indiciu')}
          onChange={() => clear('nickName')}
        />
        <p id="recenzie-nume-indiciu" className={styles.hint}>
          De exemplu „Maria din Cluj”. Adresa ta de e-mail nu apare nicăieri.
        </p>
        {fieldError('nickName')}
      </div>
      <PhotoUpload error={errors.photos} />
      <div className={styles.actions}>
        <PlainButton type="submit">Trimite recenzia</PlainButton>
      </div>
    </form>
  );
}
