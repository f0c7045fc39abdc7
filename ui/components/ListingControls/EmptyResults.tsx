import * as styles from './ListingControls.css';

/**
 * No products for these filters: say so (naming the words searched for, when there were some, so
 * a typo shows), and offer the ways back.
 */
export function EmptyResults({ clearUrl, backUrl, backLabel, query }: { clearUrl: string; backUrl: string; backLabel: string; query?: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{query ? `Nu am găsit produse pentru „${query}”.` : 'Nu am găsit produse pentru filtrele alese.'}</p>
      <p>
        <a href={clearUrl}>Șterge toate filtrele</a> sau <a href={backUrl}>{backLabel}</a>.
      </p>
    </div>
  );
}
