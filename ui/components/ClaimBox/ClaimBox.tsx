import { Icon } from '../Icon';
import { eventAttributes } from '../../lib/analytics';
import * as styles from './ClaimBox.css';

/** The promise on sales pages: discounts are checked against the price history, so none are fake. */
export function ClaimBox() {
  return (
    <aside className={styles.root} aria-label="Despre reducerile de pe Cuib">
      <Icon name="check" size="s" className={styles.icon} />
      <p className={styles.text}>
        <strong>Fără reduceri false.</strong> Arătăm o reducere doar când prețul chiar a scăzut față de cel cerut de magazin în ultimele 30 de zile.{' '}
        <a className={styles.link} href="/sales" {...eventAttributes({ event: 'sales_info_box_link_click', link_url: '/sales' })}>
          Află cum verificăm
        </a>
      </p>
    </aside>
  );
}
