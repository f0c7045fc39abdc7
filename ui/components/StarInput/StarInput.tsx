import { starLabel } from './labels';
import * as styles from './StarInput.css';

export interface StarInputProps {
  /** The radio group's name, as the form posts it. @default 'value' */
  name?: string;
  /** The group's label. @default 'Nota ta' */
  legend?: string;
  /** The stars chosen when the form is drawn (kept after a refused post). @default undefined */
  defaultValue?: number;
  /** Said beside the stars when the rating is missing or refused. @default undefined */
  error?: string;
  /** Whether a rating must be chosen (the browser checks it when the form does not). @default true */
  required?: boolean;
  /** Called with the stars chosen (the form's own checks). @default undefined */
  onChange?: (value: number) => void;
}

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A required 1–5 star rating as a group of real radio inputs named `value`: it posts without
 * JavaScript, Tab reaches the group, the arrow keys move the choice (the browser's own radio
 * behaviour), the focused star shows a ring, and each star is named „1 stea” … „5 stele”.
 */
export function StarInput({ name = 'value', legend = 'Nota ta', defaultValue, error, required = true, onChange }: StarInputProps) {
  const errorId = `${name}-eroare`;
  return (
    <fieldset className={styles.root} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.star} title={starLabel(stars)}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={stars}
              defaultChecked={defaultValue === stars}
              required={required}
              aria-label={starLabel(stars)}
              onChange={onChange ? () => onChange(stars) : undefined}
            />
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={starPath} />
            </svg>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
