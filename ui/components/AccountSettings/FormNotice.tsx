import * as forms from '../../theme/forms.css';

/** The message for the whole form (a lost session, a rate limit), focusable so focus can land on it. */
export function FormNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={forms.formError} role="alert" tabIndex={-1} data-form-error="">
      {message}
    </p>
  );
}
