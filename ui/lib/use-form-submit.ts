import { type FormEvent, useState } from 'react';
import { type FormErrors, formErrors } from './form-errors';

/**
 * A form sent to a backend: `submit` reads the form, calls `send`, and keeps what came back (the
 * answer, or the errors to show by field and for the whole form). The fields keep what was typed.
 * Errors are named by `messages` (field → message), or by a function of the form's own for answers
 * the common reading does not cover.
 */
export function useFormSubmit<T>(send: (data: FormData) => Promise<T>, messages: Record<string, string> | ((error: unknown) => Promise<FormErrors>)) {
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<T | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setErrors({ fields: {} });
    try {
      setSent(await send(data));
    } catch (error) {
      setErrors(await (typeof messages === 'function' ? messages(error) : formErrors(error, messages)));
    } finally {
      setPending(false);
    }
  };
  return { errors, pending, sent, submit };
}

/** A text field of a submitted form, trimmed. */
export const formText = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
