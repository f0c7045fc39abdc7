import { inPlace } from '../../lib/in-place';
import { hiddenFields } from '#domain/listing-url';
import * as styles from './ListingFilters.css';

export interface RangeFormProps {
  /** The listing the form applies to (its other filters are kept as hidden fields). */
  url: string;
  legend: string;
  from: { name: string; label: string; value: number | null };
  to: { name: string; label: string; value: number | null };
  min: number;
  max: number;
  unit: string;
}

/** Two number fields in a GET form: a range that works without JavaScript. */
export function RangeForm({ url, legend, from, to, min, max, unit }: RangeFormProps) {
  const action = new URL(url, 'http://cuib.invalid').pathname;
  return (
    <form className={styles.rangeForm} method="get" action={action} {...inPlace}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.hidden}>{legend}</legend>
        {hiddenFields(url, [from.name, to.name]).map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <label className={styles.rangeField}>
          <span className={styles.rangeLabel}>{from.label}</span>
          <input className={styles.input} type="number" name={from.name} min={min} max={max} step="any" placeholder={String(min)} defaultValue={from.value ?? undefined} inputMode="numeric" />
        </label>
        <label className={styles.rangeField}>
          <span className={styles.rangeLabel}>{to.label}</span>
          <input className={styles.input} type="number" name={to.name} min={min} max={max} step="any" placeholder={String(max)} defaultValue={to.value ?? undefined} inputMode="numeric" />
        </label>
        <span className={styles.unit}>{unit}</span>
        <button className={styles.apply} type="submit">
          Aplică
        </button>
      </fieldset>
    </form>
  );
}
