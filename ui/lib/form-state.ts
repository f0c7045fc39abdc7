import { type FormEvent, useEffect, useRef, useState } from 'react';

/** What a form shows: the values to keep (never a password) and the messages by field and for the whole form. */
export interface MutationFormState {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  form?: string;
}

/**
 * The fields a form keeps when it is shown again, never a password: from the browser's FormData,
 * or from the body the site's server received when the form was posted without JavaScript.
 */
export function keptValues(fields: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of fields) if (typeof value === 'string' && !/password/i.test(name)) values[name] = value;
  return values;
}

const hasMessages = (state: MutationFormState | undefined) => Boolean(state?.form || (state?.fields && Object.keys(state.fields).length > 0));

/**
 * The messages of a form sent in place: what it shows, `refuse` when the checks or the backend
 * refuse it (focus then moves to the first field in error, or to the form's message — after each
 * refusal, and at once when the server drew the form with messages), and `edited`, for a React
 * `onInput` around the form, which drops an edited field's message at once. No TanStack Query or
 * generated client here: forms that hydrate with the page use it too.
 */
export function useFormMessages(initial?: MutationFormState) {
  const [state, setState] = useState<MutationFormState>(initial ?? {});
  // Counts the refusals, so focus moves after each one and never while the shopper is typing.
  const [refusals, setRefusals] = useState(hasMessages(initial) ? 1 : 0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [refusals]);

  const refuse = (next: MutationFormState) => {
    setState(next);
    setRefusals((count) => count + 1);
  };

  /**
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

  return { formRef, state, setState, refuse, edited };
}
