import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formErrors } from './form-errors';
import { keptValues, type MutationFormState, useFormMessages } from './form-state';

export type { MutationFormState } from './form-state';

/**
 * A form sent through its generated mutation (the same `<form>` may also post without JavaScript):
 * the backend's refusals come back as Romanian messages beside the fields or for the whole form,
 * what was typed stays, and focus moves to the first field in error, or to the form's message —
 * after each refusal, and at once when the server drew the form with messages.
 */
export function useMutationForm<TVariables, TData, TError>({
  mutation,
  toVariables,
  messages,
  initial,
  onSuccess,
}: {
  mutation: UseMutationOptions<TData, TError, TVariables>;
  toVariables: (data: FormData) => TVariables;
  /** The message beside each field the backend may name (`body.currentPassword` → `currentPassword`). */
  messages: Record<string, string>;
  /** What the server kept after refusing the form posted without JavaScript. */
  initial?: MutationFormState;
  onSuccess?: (data: TData, values: Record<string, string>, form: HTMLFormElement) => void;
}) {
  const send = useMutation(mutation);
  const { formRef, state, setState, refuse, edited } = useFormMessages(initial);
  const [succeeded, setSucceeded] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = keptValues(data);
    setState({ values });
    setSucceeded(false);
    send.mutate(toVariables(data), {
      onSuccess: (answer) => {
        setSucceeded(true);
        onSuccess?.(answer, values, form);
      },
      onError: async (error) => {
        refuse({ values, ...(await formErrors(error, messages)) });
      },
    });
  };

  return { formRef, submit, edited, pending: send.isPending, state, succeeded };
}
