import type { PartnerStats as Stats, TrafficFigures } from '#generated/main-api/types.gen';
import { once } from '#domain/romanian';
import { formatCount, formatCountOf, formatDate } from '../../lib/format';
import * as tables from '../PartnerPortal/tables.css';
import * as styles from './PartnerStats.css';

const impressionNoun = { one: 'afișare', other: 'afișări' };
const clickNoun = { one: 'click', other: 'clicuri' };

const percent = once(() => new Intl.NumberFormat('ro-RO', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 }));
/** `2,83 %`, or a dash without impressions. */
export const formatCtr = (ctr: number | null) => (ctr === null ? '—' : percent().format(ctr));

// The days are UTC dates: read in UTC, they never shift by a day.
const shortDay = once(() => new Intl.DateTimeFormat('ro-RO', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));
/** `mar., 24 nov.` */
export const formatDay = (day: string) => shortDay().format(new Date(`${day}T00:00:00Z`));

function FigureCells({ figures }: { figures: TrafficFigures }) {
  return (
    <>
      <td className={tables.number}>{formatCount(figures.impressions)}</td>
      <td className={tables.number}>{formatCount(figures.clicks)}</td>
      <td className={tables.number}>{formatCtr(figures.ctr)}</td>
    </>
  );
}

function FigureHeads() {
  return (
    <>
      <th className={tables.numberHeader} scope="col">
        Afișări
      </th>
      <th className={tables.numberHeader} scope="col">
        Clicuri
      </th>
      <th className={tables.numberHeader} scope="col">
        CTR
      </th>
    </>
  );
}

export interface PartnerStatsProps {
  /** The shop's figures for the period; null when the period was refused (`problem` says why). */
  stats: Stats | null;
  /** Why the period was refused, in the backend's words. @default undefined */
  problem?: string;
  /** The period as asked (the form's values when the backend refused it). */
  from?: string;
  to?: string;
  /** Where the period form goes (a GET: the period is in the address). @default '/portal/statistici' */
  action?: string;
}

/**
 * How shoppers saw the shop's offers: impressions, clicks to the shop and CTR for a period chosen
 * with a plain GET form, per day (a table, and bars that draw the same impressions for the eye)
 * and per category.
 */
export function PartnerStats({ stats, problem, from, to, action = '/portal/statistici' }: PartnerStatsProps) {
  const maxImpressions = Math.max(0, ...(stats?.days.map((day) => day.impressions) ?? []));
  return (
    <div className={styles.root}>
      <form className={styles.period} method="get" action={action} aria-label="Perioada">
        <p className={styles.field}>
          <label className={styles.label} htmlFor="statistici-de-la">
            De la
          </label>
          <input className={styles.input} id="statistici-de-la" name="from" type="date" defaultValue={stats?.from ?? from} required />
        </p>
        <p className={styles.field}>
          <label className={styles.label} htmlFor="statistici-pana-la">
            Până la
          </label>
          <input className={styles.input} id="statistici-pana-la" name="to" type="date" defaultValue={stats?.to ?? to} required />
        </p>
        <button className={styles.submit} type="submit">
          Arată perioada
        </button>
      </form>
      {problem && (
        <p className={tables.notice({ tone: 'bad' })} role="alert">
          {problem} <a href={action}>Vezi ultimele 30 de zile</a>
        </p>
      )}
      {stats && (
        <>
          <p className={styles.totals}>
            {formatDate(stats.from)} – {formatDate(stats.to)}: {formatCountOf(stats.totals.impressions, impressionNoun)},{' '}
            {formatCountOf(stats.totals.clicks, clickNoun)} către magazin, CTR {formatCtr(stats.totals.ctr)}.
          </p>
          <section className={tables.card} aria-labelledby="statistici-zile">
            <h2 id="statistici-zile" className={tables.sectionHeading}>
              Pe zile
            </h2>
            {/* The table below says the same for every reader; the bars are for the eye. */}
            {maxImpressions > 0 ? (
              <>
                <div className={styles.chart} aria-hidden="true">
                  {stats.days.map((day) => (
                    <span key={day.day} className={styles.barSlot} title={`${formatDay(day.day)}: ${formatCountOf(day.impressions, impressionNoun)}`}>
                      <span className={styles.bar} style={{ height: `${(day.impressions / maxImpressions) * 100}%` }} />
                    </span>
                  ))}
                </div>
                <p className={styles.chartAxis} aria-hidden="true">
                  <span>{formatDay(stats.from)}</span>
                  <span>afișări pe zi, cel mult {formatCount(maxImpressions)}</span>
                  <span>{formatDay(stats.to)}</span>
                </p>
              </>
            ) : (
              <p className={tables.muted}>Nicio afișare în această perioadă.</p>
            )}
            <div className={tables.scroller} role="region" aria-label="Afișări și clicuri pe zile" tabIndex={0}>
              <table className={tables.table}>
                <thead>
                  <tr>
                    <th className={tables.headerCell} scope="col">
                      Ziua
                    </th>
                    <FigureHeads />
                  </tr>
                </thead>
                <tbody>
                  {stats.days.map((day) => (
                    <tr key={day.day}>
                      <th className={tables.shortCell} scope="row">
                        <time dateTime={day.day}>{formatDay(day.day)}</time>
                      </th>
                      <FigureCells figures={day} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={tables.card} aria-labelledby="statistici-categorii">
            <h2 id="statistici-categorii" className={tables.sectionHeading}>
              Pe categorii
            </h2>
            {stats.categories.length === 0 ? (
              <p className={tables.empty}>Nicio afișare și niciun click în această perioadă.</p>
            ) : (
              <div className={tables.scroller} role="region" aria-label="Afișări și clicuri pe categorii" tabIndex={0}>
                <table className={tables.table}>
                  <caption className={tables.caption}>Categoriile ofertelor tale de azi, cele mai văzute întâi</caption>
                  <thead>
                    <tr>
                      <th className={tables.headerCell} scope="col">
                        Categoria
                      </th>
                      <FigureHeads />
                    </tr>
                  </thead>
                  <tbody>
                    {stats.categories.map((row) => (
                      <tr key={row.category.id}>
                        <th className={tables.wideCell} scope="row">
                          {row.category.longName}
                        </th>
                        <FigureCells figures={row} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
