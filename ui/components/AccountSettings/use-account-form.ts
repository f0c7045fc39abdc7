import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FormErrors, formErrors } from '../../lib/form-errors';

/**
 * An account form sent through its generated mutation: the backend's refusals come back as
 * Romanian messages beside the fields (or one for the whole form), what was typed stays, and
 * focus moves to the first field in error, or to the form's message.
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
  const [succeeded, setSucceeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (Object.keys(errors.fields).length === 0 && !errors.form) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [errors]);

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
      onError: async (error) => setErrors(await formErrors(error, messages)),
    });
  };
  return { formRef, submit, pending: send.isPending, errors, succeeded };
}
