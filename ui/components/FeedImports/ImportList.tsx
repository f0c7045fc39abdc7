import type { FeedImport, Pagination } from '#generated/main-api/types.gen';
import { formatCount, formatCountOf } from '../../lib/format';
import { Pager } from '../ListingControls';
import * as tables from '../PartnerPortal/tables.css';
import * as styles from './FeedImports.css';
import { ImportState } from './ImportState';
import { formatDateTime, formatDuration, importCounts, importSourceLabels } from './labels';

const importNoun = { one: 'import', other: 'importuri' };

export interface ImportListProps {
  /** One page of the shop's imports, newest first. */
  imports: FeedImport[];
  pagination: Pagination;
  /** The page's address with its query, for the pager. */
  url: string;
  /** Where an import's own page is: this, a slash and its id. @default '/portal/importuri' */
  basePath?: string;
}

/**
 * The shop's imports as a table: when each started (a link to its page) and where its file came
 * from, its state (with the reason when it waits for staff or failed: what a phone shows before the
 * table scrolls), how long it took, and what it added, updated, left, took off and refused.
 */
export function ImportList({ imports, pagination, url, basePath = '/portal/importuri' }: ImportListProps) {
  if (imports.length === 0)
    return <p className={tables.empty}>Niciun import încă. După ce salvezi adresa feedului sau încarci un fișier, importurile apar aici.</p>;
  return (
    <>
      <div className={tables.scroller} role="region" aria-label="Importurile feedului" tabIndex={0}>
        <table className={tables.table}>
          <caption className={tables.caption}>{formatCountOf(pagination.totalCount, importNoun)}, cele mai noi întâi</caption>
          <thead>
            <tr>
              <th className={tables.headerCell} scope="col">
                Început
              </th>
              <th className={tables.headerCell} scope="col">
                Starea
              </th>
              <th className={tables.headerCell} scope="col">
                Durata
              </th>
              <th className={tables.numberHeader} scope="col">
                Citite
              </th>
              {importCounts.map((count) => (
                <th key={count.key} className={tables.numberHeader} scope="col">
                  {count.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {imports.map((item) => (
              <tr key={item.id}>
                <th className={tables.shortCell} scope="row">
                  <a className={tables.link} href={`${basePath}/${item.id}`}>
                    {formatDateTime(item.startedAt)}
                  </a>
                  <span className={styles.source}>{importSourceLabels[item.source]}</span>
                </th>
                <td className={styles.stateCell}>
                  <ImportState state={item.state} />
                  {item.state === 'held' && item.heldReason && <span className={styles.why}>{item.heldReason}</span>}
                  {item.state === 'failed' && item.error && <span className={styles.why}>{item.error}</span>}
                </td>
                <td className={tables.shortCell}>{item.durationMs === null ? '—' : formatDuration(item.durationMs)}</td>
                <td className={tables.number}>{formatCount(item.items)}</td>
                {importCounts.map((count) => (
                  <td key={count.key} className={tables.number}>
                    {formatCount(item[count.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pagination={pagination} url={url} />
    </>
  );
}
