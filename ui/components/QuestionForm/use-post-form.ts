import { type FormEvent, useEffect, useRef, useState } from 'react';
import { keptValues, type MutationFormState, useFormMessages } from '../../lib/form-state';

/**
 * A plain `<form>` that posts to its page without JavaScript and, with it, sends through the
 * generated client instead: the contract's checks first (Romanian messages beside the fields),
 * then the backend's refusals mapped the same way; what was typed stays in the fields, and focus
 * goes to the first field in error, the form's message, or the notice once sent. The checks and
 * the error mapping load with the first submit, so the page's first load carries only the form.
 */
export function usePostForm<T>({ kind, initial, send }: { kind: 'question' | 'answer'; initial?: MutationFormState; send: (values: Record<string, string>) => Promise<T> }) {
  const { formRef, state, setState, refuse, edited } = useFormMessages(initial);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ answer: T; values: Record<string, string> } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = keptValues(new FormData(event.currentTarget));
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

  return { formRef, noticeRef, state, pending, sent, submit, edited, again: () => setSent(null) };
}
