import { ResponseError } from '#generated/runtime';

/** What a form shows after the backend refused it: messages by field name, and one for the whole form. */
export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/**
 * Turns a failed call into messages a shopper can act on: each field the problem+json names
 * (`body.email` → `email`) gets the form's own Romanian message for it; rate limits and network
 * failures get a message for the whole form. What was typed is never cleared.
 */
export async function formErrors(error: unknown, messages: Record<string, string>): Promise<FormErrors> {
  if (!(error instanceof ResponseError)) return { fields: {}, form: 'Nu ne-am putut conecta. Verifică internetul și încearcă din nou.' };
  const problem = await error.problem();
  if (error.response.status === 429) return { fields: {}, form: problem?.detail ?? 'Prea multe încercări. Încearcă din nou peste câteva minute.' };
  // A 404 naming a field (a reset code that is not there, or no longer) is that field's, as a 400 is.
  const byField = error.response.status === 400 || (error.response.status === 404 && Boolean(problem?.field));
  if (!byField) return { fields: {}, form: problem?.detail ?? 'Trimiterea nu a reușit. Încearcă din nou puțin mai târziu.' };
  const named = problem?.errors?.map((item) => item.field) ?? (problem?.field ? [problem.field] : []);
  const fields: Record<string, string> = {};
  for (const field of named) {
    const name = field.replace(/^body\./, '');
    if (messages[name]) fields[name] = messages[name];
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: problem?.detail ?? 'Unele câmpuri nu sunt completate corect.' };
}

export { keptValues } from './form-state';
