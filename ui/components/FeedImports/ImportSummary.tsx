import type { FeedImport } from '#generated/main-api/types.gen';
import { formatCount, formatCountOf } from '../../lib/format';
import * as tables from '../PartnerPortal/tables.css';
import * as styles from './FeedImports.css';
import { ImportState } from './ImportState';
import { formatDateTime, formatDuration, importCounts, importSourceLabels, importStateHints, productNoun } from './labels';

export interface ImportSummaryProps {
  /** The import, as its latest reading says (its counts grow while it runs). */
  feedImport: FeedImport;
}

/**
 * One import at a glance: its state and what that means for the shop (why it waits for staff, why
 * it failed, with the file's line and column), where the file came from, when and for how long,
 * and its counts.
 */
export function ImportSummary({ feedImport: item }: ImportSummaryProps) {
  return (
    <div className={styles.summary}>
      <p className={styles.stateLine}>
        <ImportState state={item.state} />
        <span>{importStateHints[item.state]}</span>
      </p>
      {item.state === 'held' && item.heldReason && (
        <p className={tables.notice({ tone: 'waiting' })}>
          <strong>De ce așteaptă: </strong>
          {item.heldReason}
        </p>
      )}
      {item.state === 'failed' && item.error && (
        <p className={tables.notice({ tone: 'bad' })}>
          <strong>Ce nu a mers: </strong>
          {item.error}
        </p>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Sursa</dt>
          <dd>
            {item.source === 'url' && item.url ? (
              <>
                {importSourceLabels.url}: <span className={styles.url}>{item.url}</span>
              </>
            ) : (
              importSourceLabels[item.source]
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Început</dt>
          <dd>
            <time dateTime={item.startedAt}>{formatDateTime(item.startedAt)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Durata</dt>
          <dd>{item.durationMs === null ? 'rulează încă' : formatDuration(item.durationMs)}</dd>
        </div>
        {item.decidedAt && (
          <div className={styles.fact}>
            <dt>Decizia echipei Cuib</dt>
            <dd>
              <time dateTime={item.decidedAt}>{formatDateTime(item.decidedAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.itemsRead}>
        {item.state === 'running' ? `${formatCountOf(item.items, productNoun)} citite până acum` : `${formatCountOf(item.items, productNoun)} citite`}
      </p>
      <dl className={styles.counts}>
        {importCounts.map((count) => (
          <div key={count.key} className={styles.count({ refused: count.key === 'invalid' && item.invalid > 0 })}>
            <dt className={styles.countLabel}>{count.label}</dt>
            <dd className={styles.countValue}>{formatCount(item[count.key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
