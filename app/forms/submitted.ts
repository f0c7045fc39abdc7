import type { AuthFormState } from '#ui/components/AuthForms';
import { requestContext } from '../request-context';

/** A form the site's server took without JavaScript and shows again: its values and messages. */
export interface SubmittedForm extends AuthFormState {
  /** Which form: a page shows the state only for its own. */
  name: string;
  /** The status the page is answered with (400 for refused input, 429, 503…). */
  status: number;
}

/** The state of the form `name` posted in this request, when the server shows it again. */
export function submittedForm(name: string): SubmittedForm | undefined {
  const form = requestContext()?.form;
  return form?.name === name ? form : undefined;
}
