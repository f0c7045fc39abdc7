import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formErrors, keptValues } from './form-errors';

/** What a form shows: the values to keep (never a password) and the messages by field and for the whole form. */
export interface MutationFormState {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  form?: string;
}

const hasMessages = (state: MutationFormState | undefined) => Boolean(state?.form || (state?.fields && Object.keys(state.fields).length > 0));

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
  const [state, setState] = useState<MutationFormState>(initial ?? {});
  const [succeeded, setSucceeded] = useState(false);
  // Counts the refusals, so focus moves after each one and never while the shopper is typing.
  const [refusals, setRefusals] = useState(hasMessages(initial) ? 1 : 0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [refusals]);

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
        const { fields, form: whole } = await formErrors(error, messages);
        setState({ values, fields, form: whole });
        setRefusals((count) => count + 1);
      },
    });
  };

  /**
   * For a React `onInput` around the form: an edited field drops the backend's message at once.
   * react-aria clears a server error only on the field's `change` event, which a click on the
   * submit button right after typing can overtake (the layout shifts under the pointer, or the
   * browser refuses the still-invalid field). A React handler runs in the same update as the
   * field's own `onChange`: a native listener would draw the field again with its old value.
   */
  const edited = (event: FormEvent<HTMLElement>) => {
    const name = (event.target as HTMLInputElement).name;
    setState((current) => {
      if (!name || !current.fields?.[name]) return current;
      const { [name]: _corrected, ...fields } = current.fields;
      return { ...current, fields };
    });
  };
  return { formRef, submit, edited, pending: send.isPending, state, succeeded };
}
