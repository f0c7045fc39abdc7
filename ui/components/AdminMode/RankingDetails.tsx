import type { AdminRankingData } from '#generated/admin-data/types.gen';
import { formatCountOf, formatDate } from '../../lib/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from '../AdminPanel/AdminPanel.css';

const number = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

type Figure = Exclude<keyof AdminRankingData, 'formula' | 'date' | 'tier'>;

/** The ranking figures, in the admin tool's words. */
const figures: [Figure, string][] = [
  ['cpc', 'CPC'],
  ['sortingCpc', 'CPC de sortare'],
  ['ordersCoefficient', 'Coeficient comenzi'],
  ['clickRateCoefficient', 'Coeficient rată de click'],
  ['eshopRank', 'Rang magazin'],
  ['score', 'Scor'],
  ['rank', 'Loc în clasament'],
];

/**
 * A figure's change since the previous day: ▲/▼ for the eye, words for screen readers; green when
 * it helps the variant. A place in the ranking is better when its number falls.
 */
function Change({ now, before, place = false }: { now: number; before: number | undefined; place?: boolean }) {
  if (before === undefined || now === before) return null;
  const better = place ? now < before : now > before;
  const difference = Math.abs(now - before);
  const amount = number.format(difference);
  const words = place ? `${better ? 'urcat' : 'coborât'} ${formatCountOf(difference, { one: 'loc', other: 'locuri' })}` : `${now > before ? 'crescut' : 'scăzut'} cu ${amount}`;
  return (
    <span className={better ? styles.up : styles.down}>
      {' '}
      <span aria-hidden="true">
        {better ? '▲' : '▼'}
        {amount}
      </span>
      <span className={visuallyHidden}>{words}</span>
    </span>
  );
}

/** The ranking data of one variant (GET /v1/data), each figure with its change against the previous day. */
export function RankingDetails({ data, previous }: { data: AdminRankingData; previous: AdminRankingData | null }) {
  return (
    <dl className={styles.facts} aria-label={`Clasament din ${formatDate(data.date)}`}>
      {figures.map(([key, label]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>
            {number.format(data[key])}
            <Change now={data[key]} before={previous?.[key]} place={key === 'rank'} />
          </dd>
        </div>
      ))}
      <dt className={styles.term}>Vânzător</dt>
      <dd className={styles.value}>{data.tier === 'bestseller' ? 'Bestseller' : data.tier === 'seller' ? 'Seller' : '—'}</dd>
      <dt className={styles.term}>Formula</dt>
      <dd className={styles.wideValue}>{data.formula}</dd>
      <dt className={styles.term}>Data</dt>
      <dd className={styles.wideValue}>{formatDate(data.date)}</dd>
    </dl>
  );
}
