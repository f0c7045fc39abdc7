import { type FormEvent, useState } from 'react';
import { type FormErrors, formErrors } from './form-errors';

/**
 * A form sent to a backend: `submit` reads the form, calls `send`, and keeps what came back (the
 * answer, or the errors to show by field and for the whole form). The fields keep what was typed.
 */
export function useFormSubmit<T>(send: (data: FormData) => Promise<T>, messages: Record<string, string>) {
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
      setErrors(await formErrors(error, messages));
    } finally {
      setPending(false);
    }
  };
  return { errors, pending, sent, submit };
}

/** A text field of a submitted form, trimmed. */
export const formText = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
