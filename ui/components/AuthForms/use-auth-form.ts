import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formErrors } from '../../lib/form-errors';
import type { AuthFormState } from './messages';

/** The fields a form keeps when it is shown again: never a password. */
export function keptValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string' && !/password/i.test(name)) values[name] = value;
  return values;
}

/**
 * An auth form enhanced in the browser: the same `<form method="post">` the page sends without
 * JavaScript, sent instead through the generated mutation. The backend's refusals come back as
 * Romanian messages beside the fields; what was typed stays, and focus moves to the first field
 * in error (or to the form's message).
 */
export function useAuthForm<TVariables, TData, TError>({
  mutation,
  toVariables,
  messages,
  initial,
  onSuccess,
}: {
  mutation: UseMutationOptions<TData, TError, TVariables>;
  toVariables: (data: FormData) => TVariables;
  messages: Record<string, string>;
  initial?: AuthFormState;
  onSuccess: (data: TData, values: Record<string, string>) => void;
}) {
  const send = useMutation(mutation);
  const [state, setState] = useState<AuthFormState>(initial ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal (also one the server rendered), the shopper lands where the problem is.
  useEffect(() => {
    if (!state.fields && !state.form) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [state]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = keptValues(data);
    setState({ values });
    send.mutate(toVariables(data), {
      onSuccess: (answer) => onSuccess(answer, values),
      onError: async (error) => {
        const { fields, form } = await formErrors(error, messages);
        setState({ values, fields, form });
      },
    });
  };
  // A field's message goes as soon as it is corrected, not when it loses focus: otherwise the
  // form's layout shifts under the pointer on its way to the submit button, and the click is lost.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const clear = (event: Event) => {
      const name = (event.target as HTMLInputElement).name;
      // After the event: a render inside it, before react-aria's own change handler has taken the
      // new value, would put the field's old value back.
      setTimeout(() =>
        setState((current) => {
          if (!name || !current.fields?.[name]) return current;
          const { [name]: _corrected, ...fields } = current.fields;
          return { ...current, fields };
        }),
      );
    };
    form.addEventListener('input', clear);
    return () => form.removeEventListener('input', clear);
  }, []);
  return { formRef, submit, pending: send.isPending, state };
}
