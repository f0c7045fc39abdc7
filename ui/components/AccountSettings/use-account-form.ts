import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FormErrors, formErrors } from '../../lib/form-errors';

/**
 * An account form sent through its generated mutation: the backend's refusals come back as
 * Romanian messages beside the fields (or one for the whole form), what was typed stays, and
 * focus moves to the first field in error, or to the form's message. A field's message goes as
 * soon as it is edited, so the corrected form can be sent again at once.
 */
export function useAccountForm<TVariables, TData, TError>({
  mutation,
  toVariables,
  messages,
  onSuccess,
}: {
  mutation: UseMutationOptions<TData, TError, TVariables>;
  toVariables: (data: FormData) => TVariables;
  /** The message shown beside each field the backend may name (`body.currentPassword` → `currentPassword`). */
  messages: Record<string, string>;
  onSuccess?: (data: TData, form: HTMLFormElement) => void;
}) {
  const send = useMutation(mutation);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  // Counts the refusals, so focus moves after each one and never while the shopper is typing.
  const [refusals, setRefusals] = useState(0);
  const [succeeded, setSucceeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [refusals]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setErrors({ fields: {} });
    setSucceeded(false);
    send.mutate(toVariables(new FormData(form)), {
      onSuccess: (data) => {
        setSucceeded(true);
        onSuccess?.(data, form);
      },
      onError: async (error) => {
        setErrors(await formErrors(error, messages));
        setRefusals((count) => count + 1);
      },
    });
  };

  /**
   * For a React `onInput` around the form: an edited field drops the backend's message at once.
   * react-aria clears a server error only on the field's `change` event, which a click on the
   * submit button right after typing can overtake: the browser would then refuse to send the
   * corrected form. (A React handler, in the same update as the field's own `onChange`: a native
   * listener would draw the field again with its old value before React had read the new one.)
   */
  const edited = (event: FormEvent<HTMLElement>) => {
    const name = (event.target as HTMLInputElement).name;
    setErrors((current) => {
      if (!name || !(name in current.fields)) return current;
      const { [name]: _, ...others } = current.fields;
      return { fields: others, form: current.form };
    });
  };
  return { formRef, submit, edited, pending: send.isPending, errors, succeeded };
}
