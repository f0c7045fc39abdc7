import * as styles from './ListingControls.css';

/** No products for these filters: say so, and offer the ways back. */
export function EmptyResults({ clearUrl, backUrl, backLabel }: { clearUrl: string; backUrl: string; backLabel: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>Nu am găsit produse pentru filtrele alese.</p>
      <p>
        <a href={clearUrl}>Șterge toate filtrele</a> sau <a href={backUrl}>{backLabel}</a>.
      </p>
    </div>
  );
}
