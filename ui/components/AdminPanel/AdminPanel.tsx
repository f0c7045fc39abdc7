import type { AdminModeData } from '#generated/main-api/types.gen';
import { adminToolLinks, optimizationLabels } from '../../lib/admin/labels';
import * as styles from './AdminPanel.css';

const figure = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

export interface AdminPanelProps {
  /** The variant whose ranking the admin-data service is asked for. */
  variantId: number;
  /** The listing's category: the ranking is per category. */
  categoryId: number;
  /** What the card already carries in admin mode (rank, position, group, image facts), shown before the service answers. */
  data: AdminModeData;
}

/**
 * The staff panel on a card in admin mode (SPEC §1, §3, §6): the search engine's rank and position,
 * the product group, the optimisation (APO / MPO / RPO), what the image classifier said, and links
 * to the admin tool in a new tab. Drawn on the server, so it brings no code; the admin-mode runtime
 * fills the ranking data into its slot. Only variants of a staff user in admin mode carry `data`.
 */
export function AdminPanel({ variantId, categoryId, data }: AdminPanelProps) {
  const links = adminToolLinks(variantId, categoryId);
  const rows: [string, string][] = [
    ['esRank', figure.format(data.esRank)],
    ['esPosition', figure.format(data.esPosition)],
    ['groupId', data.groupId ?? '—'],
    ['Optimizare', optimizationLabels[data.optimizationType]],
    ['Tip imagine', data.mainImageType ?? '—'],
    ['Orientare', data.mainImageOrientation ?? '—'],
    ['Scor AI imagine', data.mainImageAiScore === null ? '—' : figure.format(data.mainImageAiScore)],
  ];
  return (
    <details className={styles.root} data-admin-panel="" data-admin-variant={variantId} data-admin-category={categoryId} data-admin-listing="listing">
      <summary className={styles.summary}>
        Admin: {optimizationLabels[data.optimizationType]}, poziția {data.esPosition}
      </summary>
      <div className={styles.body}>
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={term === 'groupId' ? styles.wideValue : styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <div data-admin-ranking="" aria-live="polite" />
        <p className={styles.links}>
          <a className={styles.link} href={links.variant} target="_blank" rel="noopener">
            Varianta în administrare<span className={styles.term}> (filă nouă)</span>
          </a>
          <a className={styles.link} href={links.category} target="_blank" rel="noopener">
            Clasamentul categoriei<span className={styles.term}> (filă nouă)</span>
          </a>
        </p>
      </div>
    </details>
  );
}
