import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { MutationFormState } from '../../lib/use-mutation-form';

/** What was typed, to keep in the fields (these forms have no password). */
const typedValues = (form: HTMLFormElement) => {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
};

/**
 * A plain `<form>` that posts to its page without JavaScript and, with it, sends through the
 * generated client instead: the contract's checks first (Romanian messages beside the fields),
 * then the backend's refusals mapped the same way; what was typed stays in the fields, and focus
 * goes to the first field in error, the form's message, or the notice once sent. The checks and
 * the error mapping load with the first submit, so the page's first load carries only the form.
 */
export function usePostForm<T>({ kind, initial, send }: { kind: 'question' | 'answer'; initial?: MutationFormState; send: (values: Record<string, string>) => Promise<T> }) {
  const [state, setState] = useState<MutationFormState>(initial ?? {});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ answer: T; values: Record<string, string> } | null>(null);
  // Counts refusals so focus moves after each one (and at once when the server drew the messages).
  const [refusals, setRefusals] = useState(initial?.form || Object.keys(initial?.fields ?? {}).length > 0 ? 1 : 0);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [refusals]);
  useEffect(() => {
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  const refuse = (next: MutationFormState) => {
    setState(next);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = typedValues(event.currentTarget);
    setPending(true);
    try {
      const [{ checkFields, questionMessages, answerMessages }, { formErrors }] = await Promise.all([import('./messages'), import('../../lib/form-errors')]);
      const fields = checkFields(kind, values);
      if (Object.keys(fields).length > 0) return refuse({ values, fields });
      setState({ values });
      try {
        setSent({ answer: await send(values), values });
      } catch (error) {
        refuse({ values, ...(await formErrors(error, kind === 'question' ? questionMessages : answerMessages)) });
      }
    } catch {
      // The checks' code could not load (the connection dropped): the same words as a failed send.
      refuse({ values, form: 'Nu ne-am putut conecta. Verifică internetul și încearcă din nou.' });
    } finally {
      setPending(false);
    }
  };

  /** An edited field drops its message at once. */
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    setState((current) => {
      if (!name || !current.fields?.[name]) return current;
      const { [name]: _corrected, ...fields } = current.fields;
      return { ...current, fields };
    });
  };

  return { formRef, noticeRef, state, pending, sent, submit, edited, again: () => setSent(null) };
}
