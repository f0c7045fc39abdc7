import type { ClickSource, ExperimentResults, TrafficReport } from '#generated/main-api/types.gen';
import { clickSourceName } from '../../lib/click-sources';
import { formatCount, formatCountOf, formatDate } from '../../lib/format';
import { buildLink, routes } from '../../lib/links';
import { Pager } from '../ListingControls';
import * as styles from './StaffReport.css';

const percent = new Intl.NumberFormat('ro-RO', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 });
const rate = (value: number | null) => (value === null ? '—' : percent.format(value));

/** The experiments' variations as staff know them (server/data/features.json `meta`); others by number. */
const variationNames: Record<string, string[]> = { 'card-layout': ['Cardul de acum', 'Prețul înaintea numelui'] };
const variationName = (key: string, id: number) => variationNames[key]?.[id] ?? `Variația ${id}`;

/** A table's column headings: text columns, then the right-aligned figures. */
function ColumnHeads({ columns, numbers }: { columns: string[]; numbers: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((name) => (
          <th key={name} className={styles.headerCell} scope="col">
            {name}
          </th>
        ))}
        {numbers.map((name) => (
          <th key={name} className={styles.numberHeader} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export interface StaffReportProps {
  /** Impressions and clicks per variant, source and day, with totals and paging. */
  traffic: TrafficReport;
  /** The source the report is narrowed to, if any. */
  source?: ClickSource | null;
  /** Null when the experiments could not be read: the traffic is still shown. */
  experiments: ExperimentResults | null;
  /** The page's address with its query, for the pager. */
  url: string;
  /** The report's own address (its form's action). @default '/admin/raport' */
  action?: string;
}

/**
 * The staff's measurement report: impressions and clicks to shops per variant, click source and
 * day with the CTR, for a period (a plain GET form), and the experiments' results per variation.
 */
export function StaffReport({ traffic, source = null, experiments, url, action = '/admin/raport' }: StaffReportProps) {
  const { totals } = traffic;
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="raport-trafic">
        <h2 id="raport-trafic" className={styles.heading}>
          Afișări și clicuri
        </h2>
        <form className={styles.filters} method="get" action={action}>
          <p className={styles.field}>
            <label className={styles.label} htmlFor="raport-de-la">
              De la
            </label>
            <input className={styles.input} id="raport-de-la" name="from" type="date" defaultValue={traffic.from} required />
          </p>
          <p className={styles.field}>
            <label className={styles.label} htmlFor="raport-pana-la">
              Până la
            </label>
            <input className={styles.input} id="raport-pana-la" name="to" type="date" defaultValue={traffic.to} required />
          </p>
          <p className={styles.field}>
            <label className={styles.label} htmlFor="raport-sursa">
              Sursa de click
            </label>
            <input className={styles.input} id="raport-sursa" name="source" type="number" min={1} max={99} inputMode="numeric" defaultValue={source ?? ''} placeholder="toate" />
          </p>
          <button className={styles.submit} type="submit">
            Arată raportul
          </button>
        </form>
        <p className={styles.totals}>
          {formatDate(traffic.from)} – {formatDate(traffic.to)}: {formatCountOf(totals.impressions, { one: 'afișare', other: 'afișări' })},{' '}
          {formatCountOf(totals.clicks, { one: 'click', other: 'clicuri' })} către magazine, CTR {rate(totals.ctr)}.
        </p>
        {traffic.rows.length === 0 ? (
          <p className={styles.empty}>Nicio afișare și niciun click în această perioadă.</p>
        ) : (
          // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
          <div className={styles.scroller} role="region" aria-label="Tabelul afișărilor și clicurilor" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                {formatCountOf(traffic.pagination.totalCount, { one: 'rând', other: 'rânduri' })}, cele mai văzute întâi
              </caption>
              <ColumnHeads columns={['Produs', 'Sursa', 'Ziua']} numbers={['Afișări', 'Clicuri', 'CTR']} />
              <tbody>
                {traffic.rows.map((row) => (
                  <tr key={`${row.variantId}-${row.source}-${row.day}`}>
                    <th className={styles.cell} scope="row">
                      {row.variantName && row.variantSlug ? (
                        <a className={styles.productName} href={buildLink(routes.variantDetail, { params: { variantId: row.variantId, slug: row.variantSlug } })}>
                          {row.variantName}
                        </a>
                      ) : (
                        <span className={styles.productName}>Produsul {row.variantId} (nu mai este în catalog)</span>
                      )}
                    </th>
                    <td className={styles.shortCell}>{clickSourceName(row.source)}</td>
                    <td className={styles.shortCell}>{formatDate(row.day)}</td>
                    <td className={styles.number}>{formatCount(row.impressions)}</td>
                    <td className={styles.number}>{formatCount(row.clicks)}</td>
                    <td className={styles.number}>{rate(row.ctr)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager pagination={traffic.pagination} url={url} />
      </section>
      <section className={styles.section} aria-labelledby="raport-experimente">
        <h2 id="raport-experimente" className={styles.heading}>
          Experimente
        </h2>
        {experiments === null ? (
          <p className={styles.empty}>Rezultatele experimentelor nu pot fi citite acum. Reîncarcă pagina peste câteva momente.</p>
        ) : experiments.experiments.length === 0 ? (
          <p className={styles.empty}>Niciun vizitator nu a intrat încă într-un experiment.</p>
        ) : (
          experiments.experiments.map((experiment) => (
            <div key={experiment.key} className={styles.scroller} role="region" aria-label={`Rezultatele experimentului ${experiment.key}`} tabIndex={0}>
              <table className={styles.table}>
                <caption className={styles.caption}>
                  <strong>{experiment.key}</strong>: vizitatori expuși fiecărei variații și câți au mers apoi într-un magazin
                </caption>
                <ColumnHeads columns={['Variația']} numbers={['Expuși', 'Au dat click', 'Clicuri', 'Rata de click']} />
                <tbody>
                  {experiment.variations.map((variation) => (
                    <tr key={variation.variationId}>
                      <th className={styles.shortCell} scope="row">
                        {variation.variationId} · {variationName(experiment.key, variation.variationId)}
                      </th>
                      <td className={styles.number}>{formatCount(variation.exposures)}</td>
                      <td className={styles.number}>{formatCount(variation.clickers)}</td>
                      <td className={styles.number}>{formatCount(variation.clicks)}</td>
                      <td className={styles.number}>{rate(variation.clickRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
