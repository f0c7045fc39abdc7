import type { PriceHistory as PriceHistoryData } from '#generated/main-api/types.gen';
import { formatCountOf, formatDate, formatMoney, formatPrice } from '../../lib/format';
import { visuallyHidden } from '../../theme/utilities.css';
import { dayOf, isoOf, lowestOf, plotSize, scale, stepPath, stepsOf, todayInRomania, xTicks, yTicks } from './chart';
import * as styles from './PriceHistory.css';

export const priceHistoryPeriods = [30, 90, 365] as const;
export type PriceHistoryPeriod = (typeof priceHistoryPeriods)[number];

export interface PriceHistoryProps {
  /** The variant's price history (`getVariantPriceHistory`): the variant's own shop first, then the other shops. */
  history: PriceHistoryData;
  /** The period shown, in days back from today; its link in the period switch is marked current. */
  days: PriceHistoryPeriod;
  /** The URL that shows another period (the switch is made of plain links: it works without JavaScript). */
  periodHref: (days: PriceHistoryPeriod) => string;
  /** The last day of the chart, as an ISO date. @default today in Romania */
  today?: string;
  /** The level of the section's heading „Istoricul prețului”. @default 2 */
  headingLevel?: 2 | 3;
}

const dayNoun = { one: 'zi', other: 'zile' };
const shopNoun = { one: 'magazin', other: 'magazine' };

/** Lei as an axis or a target writes them: `1.500 lei` when whole, `1.499,99 lei` otherwise. */
const lei = formatPrice;

/** How each shop's line looks: the variant's own shop strong and solid, the others muted and dashed. */
const lineStyles = styles.otherLines.length;

/** Where a label sits on its axis: centred on its point, or kept inside the chart at the edges. */
const alignAt = (position: number) => (position < 60 ? 'start' : position > plotSize - 60 ? 'end' : 'centre');

/**
 * A variant's price history (SPEC §4 addition): a step chart (a price holds until it changes) with
 * one line per shop, the variant's own shop emphasised and the others told apart by dash pattern
 * and a legend; the lowest price of the period marked; a period switch of plain links; a sentence
 * and a table saying the same for those who do not see the chart. A server component: no state,
 * no script, and it stretches to any width (the lines scale, the labels stay text-sized).
 */
export function PriceHistory({ history, days, periodHref, today = todayInRomania(), headingLevel = 2 }: PriceHistoryProps) {
  const headingId = `istoric-pret-${history.variantId}`;
  const Heading = `h${headingLevel}` as const;
  const end = dayOf(today);
  const start = end - days;
  const shops = stepsOf(history, start, end);
  const lowest = lowestOf(shops);
  const period = `ultimele ${formatCountOf(days, dayNoun)}`;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          Istoricul prețului
        </Heading>
        <nav aria-label="Perioada istoricului prețului">
          <ul className={styles.periods}>
            {priceHistoryPeriods.map((option) => (
              <li key={option}>
                <a className={styles.period} href={periodHref(option)} aria-current={option === days ? 'page' : undefined}>
                  {formatCountOf(option, dayNoun)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {lowest === null ? (
        <p className={styles.summary}>Nu avem încă prețuri înregistrate pentru acest produs în {period}.</p>
      ) : (
        <Chart shops={shops} lowest={lowest} start={start} end={end} days={days} period={period} />
      )}
    </section>
  );
}

interface ChartProps {
  /** Each shop's prices as steps over the period. */
  shops: ReturnType<typeof stepsOf>;
  /** The lowest price of the period, marked on the chart. */
  lowest: NonNullable<ReturnType<typeof lowestOf>>;
  /** The period's first day, as a day number (`dayOf`). */
  start: number;
  /** The period's last day (`today`), as a day number. */
  end: number;
  /** The period's length in days, which picks the date labels. */
  days: number;
  /** The period in words, for the chart's accessible name. */
  period: string;
}

function Chart({ shops, lowest, start, end, days, period }: ChartProps) {
  const prices = shops.flatMap((shop) => shop.steps.map((step) => step.price));
  const highest = Math.max(...prices);
  const ticks = yTicks(lowest.price, highest);
  const x = scale(start, end);
  const y = scale(ticks[0]!, ticks.at(-1)!, true);
  const several = shops.length > 1;
  const lowestShop = shops[lowest.shopIndex]!;
  const own = shops[0]!;
  const ownNow = own.steps.at(-1)!.price;
  const lowestWhere = several ? `, la ${lowestShop.eshopName}` : '';
  const summary = `Prețul minim din ${period}: ${formatMoney(lowest.price)}${lowestWhere}, pe ${formatDate(isoOf(lowest.day))}.`;
  const description =
    `Graficul prețului din ${period}${several ? `, la ${formatCountOf(shops.length, shopNoun)}` : ''}: ` +
    `între ${formatMoney(lowest.price)} și ${formatMoney(highest)}. ${summary.replace(/\.$/, '')}; acum ${formatMoney(ownNow)} la ${own.eshopName}.`;
  const rows = shops
    .flatMap((shop, order) => shop.steps.map((step) => ({ day: step.from, order, shop: shop.eshopName, price: step.price })))
    .sort((a, b) => a.day - b.day || a.order - b.order);
  const markerX = x(lowest.day);
  const gutter = Math.max(...ticks.map((tick) => lei(tick).length));
  // The other shops first, so the variant's own line is drawn over theirs where they meet.
  const drawOrder = shops.map((shop, index) => ({ shop, index })).reverse();

  return (
    <>
      <p className={styles.summary}>{summary}</p>
      <div className={styles.chart} style={{ gridTemplateColumns: `calc(${gutter}ch + 12px) minmax(0, 1fr)` }}>
        <div className={styles.yAxis} data-axis="y" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className={styles.yLabel} style={{ top: `${y(tick) / 10}%` }}>
              {lei(tick)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg className={styles.svg} role="img" aria-label={description} viewBox={`0 0 ${plotSize} ${plotSize}`} preserveAspectRatio="none">
            <path className={styles.grid} d={ticks.map((tick) => `M0 ${y(tick)} H${plotSize}`).join(' ')} vectorEffect="non-scaling-stroke" />
            {drawOrder.map(({ shop, index }) => (
              <path
                key={shop.eshopId}
                className={index === 0 ? styles.ownLine : styles.otherLines[(index - 1) % lineStyles]}
                d={stepPath(shop.steps, x, y)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          <span className={styles.marker} style={{ left: `${markerX / 10}%`, top: `${y(lowest.price) / 10}%` }} aria-hidden="true" />
          <span className={styles.markerLabel({ align: alignAt(markerX) })} style={{ left: `${markerX / 10}%`, top: `${y(lowest.price) / 10}%` }} aria-hidden="true">
            Minim: {formatMoney(lowest.price)}
          </span>
        </div>
        <div className={styles.xAxis} data-axis="x" aria-hidden="true">
          {xTicks(start, end, days).map((tick) => (
            <span key={tick.day} className={styles.xLabel({ align: alignAt(x(tick.day)), minor: tick.minor })} style={{ left: `${x(tick.day) / 10}%` }}>
              {tick.label}
              {tick.year && <span className={styles.xYear}>{tick.year}</span>}
            </span>
          ))}
        </div>
      </div>
      <ul className={styles.legend} aria-label="Magazine">
        {shops.map((shop, index) => (
          <li key={shop.eshopId} className={index === 0 ? styles.legendOwn : styles.legendItem}>
            <svg className={styles.legendSample} viewBox="0 0 32 8" aria-hidden="true">
              <path className={index === 0 ? styles.ownLine : styles.otherLines[(index - 1) % lineStyles]} d="M1 4 H31" />
            </svg>
            {shop.eshopName}
            {index === 0 && several && <span className={styles.legendNote}> (oferta aceasta)</span>}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>Vezi prețurile în tabel</summary>
        <table className={styles.table}>
          <caption className={visuallyHidden}>Prețurile din {period}, la fiecare schimbare</caption>
          <thead>
            <tr>
              <th scope="col">Dată</th>
              <th scope="col">Magazin</th>
              <th scope="col" className={styles.priceCell}>
                Preț
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.day}-${row.order}`}>
                <td>{formatDate(isoOf(row.day))}</td>
                <td>{row.shop}</td>
                <td className={styles.priceCell}>{formatMoney(row.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
