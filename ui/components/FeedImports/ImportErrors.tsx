import type { FeedItemErrorList } from '#generated/main-api/types.gen';
import { formatCount, formatCountOf } from '../../lib/format';
import { Pager } from '../ListingControls';
import * as tables from '../PartnerPortal/tables.css';
import * as styles from './FeedImports.css';
import { reasonLabel } from './labels';

/** The participle agrees with the count: „1 produs refuzat”, „2 produse refuzate”, „20 de produse refuzate”. */
const refusedNoun = { one: 'produs refuzat', other: 'produse refuzate' };

/** The query parameter that picks one reason. */
export const reasonParam = 'motiv';

export interface ImportErrorsProps {
  /** One page of the refused items (of the reason picked, or all). */
  errors: FeedItemErrorList;
  /** Every refused item of the import counted by reason (the import's `invalidByReason`). */
  invalidByReason: Record<string, number>;
  /** The page's path, without its query: the filter links are this with `?motiv=`. */
  path: string;
  /** Where „Descarcă lista (CSV)” downloads the list from (of the reason picked, or all). */
  csvHref: string;
}

/**
 * The items an import refused, with the line of the file, the item's id, the field at fault and
 * the reason in words: filtered by reason with links (`?motiv=not-ron`), paged, and
 * downloadable as a CSV for the shop's own tools.
 */
export function ImportErrors({ errors, invalidByReason, path, csvHref }: ImportErrorsProps) {
  const reasons = Object.entries(invalidByReason)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);
  const total = reasons.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return <p className={tables.empty}>Niciun produs refuzat: toate produsele din feed erau valide.</p>;
  const current = errors.reason;
  const url = current ? `${path}?${new URLSearchParams({ [reasonParam]: current })}` : path;
  const kept = current ? (invalidByReason[current] ?? 0) : total;
  return (
    <div className={styles.errors}>
      <nav aria-label="Motivele refuzului">
        <ul className={tables.chips}>
          <li>
            <a className={tables.chip} href={path} aria-current={current ? undefined : 'page'}>
              Toate ({formatCount(total)})
            </a>
          </li>
          {reasons.map(([reason, count]) => (
            <li key={reason}>
              <a className={tables.chip} href={`${path}?${new URLSearchParams({ [reasonParam]: reason })}`} aria-current={reason === current ? 'page' : undefined}>
                {reasonLabel(reason)} ({formatCount(count)})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.download}>
        <a className={tables.link} href={csvHref} download>
          Descarcă lista (CSV)
        </a>
        <span className={tables.muted}>{current ? `Doar „${reasonLabel(current)}”, ` : 'Toate motivele, '}în UTF-8, separat prin virgulă.</span>
      </p>
      {errors.errors.length === 0 ? (
        <p className={tables.empty}>Niciun produs refuzat pentru acest motiv.</p>
      ) : (
        <div className={tables.scroller} role="region" aria-label="Produsele refuzate" tabIndex={0}>
          <table className={tables.table}>
            <caption className={tables.caption}>
              {formatCountOf(errors.pagination.totalCount, refusedNoun)}{current ? ` pentru „${reasonLabel(current)}”` : ''}, în ordinea din fișier
              {kept > errors.pagination.totalCount && ` (păstrăm primele ${formatCount(errors.pagination.totalCount)} din ${formatCount(kept)})`}
            </caption>
            <thead>
              <tr>
                <th className={tables.numberHeader} scope="col">
                  Linia
                </th>
                <th className={tables.headerCell} scope="col">
                  ID-ul produsului
                </th>
                <th className={tables.headerCell} scope="col">
                  Motivul
                </th>
                <th className={tables.headerCell} scope="col">
                  Câmpul
                </th>
              </tr>
            </thead>
            <tbody>
              {errors.errors.map((error) => (
                <tr key={error.seq}>
                  <td className={tables.number}>{error.line > 0 ? formatCount(error.line) : '—'}</td>
                  <th className={styles.idCell} scope="row">
                    {error.itemId ?? <span className={tables.muted}>fără ID</span>}
                  </th>
                  <td className={tables.wideCell}>{error.message}</td>
                  <td className={tables.shortCell}>
                    <code className={styles.field}>{error.field}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={errors.pagination} url={url} />
    </div>
  );
}
