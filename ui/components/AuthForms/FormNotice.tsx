import * as forms from '../../theme/forms.css';

/** The message for the whole form (a rate limit, a lost connection), focusable so focus can land on it. */
export function FormNotice({
  message,
}: {
  /** The message; nothing is drawn without one. */
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <p className={forms.formError} role="alert" tabIndex={-1} data-form-error="">
      {message}
    </p>
  );
}
