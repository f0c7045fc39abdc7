import { eventAttributes } from '../../lib/analytics';
import * as styles from './SalesInfo.css';

export interface SalesInfoProps {
  /** Distinguishes the tooltip when a page shows more than one. */
  id: string;
}

/**
 * „Cum verificăm reducerea?” beside a discounted price: a tooltip (the browser's own popover, so no
 * script) saying how Cuib checks a discount, with a link to the sales page that sends
 * `sales_info_tooltip_link_click` (SPEC §7).
 */
export function SalesInfo({ id }: SalesInfoProps) {
  const tipId = `reducere-info-${id}`;
  return (
    <>
      <button type="button" className={styles.trigger} popoverTarget={tipId}>
        Cum verificăm reducerea?
      </button>
      <div id={tipId} popover="auto" className={styles.tip} role="dialog" aria-label="Cum verificăm reducerea">
        <p className={styles.text}>
          Arătăm o reducere doar când prețul e mai mic decât cel mai mic preț cerut de magazin în ultimele 30 de zile. Altfel, nu o numim reducere.
        </p>
        <div className={styles.actions}>
          <a className={styles.link} href="/sales" {...eventAttributes({ event: 'sales_info_tooltip_link_click', link_url: '/sales' })}>
            Află mai multe
          </a>
          <button type="button" className={styles.close} popoverTarget={tipId} popoverTargetAction="hide">
            Închide
          </button>
        </div>
      </div>
    </>
  );
}
