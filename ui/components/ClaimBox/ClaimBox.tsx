import { Icon } from '../Icon';
import { TrackedLink } from '../TrackedLink';
import * as styles from './ClaimBox.css';

/** The promise on sales pages: discounts are checked against the price history, so none are fake. */
export function ClaimBox() {
  return (
    <aside className={styles.root} aria-label="Despre reducerile de pe Cuib">
      <Icon name="check" size="s" className={styles.icon} />
      <p className={styles.text}>
        <strong>Fără reduceri false.</strong> Arătăm o reducere doar când prețul chiar a scăzut față de cel cerut de magazin în ultimele 30 de zile.{' '}
        <TrackedLink className={styles.link} href="/sales" event="sales_info_box_link_click">
          Află cum verificăm
        </TrackedLink>
      </p>
    </aside>
  );
}
