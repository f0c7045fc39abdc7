'use client';

import { useState } from 'react';
import { Label, Slider as RACSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import type { PriceFilterGroup } from '#generated/main-api/types.gen';
import { formatMoney } from '../../lib/format';
import { withQuery } from '../../lib/listing-url';
import * as styles from './PriceSlider.css';

export interface PriceSliderProps {
  price: PriceFilterGroup;
  /** Where a chosen range leads; the page navigates there. @default location.assign */
  navigate?: (url: string) => void;
}

/**
 * Two thumbs over the price histogram. Letting go of a thumb (pointer or keyboard) opens the listing
 * with `pret-de-la` and `pret-pana-la`; the bars of the chosen range stay coloured.
 */
export function PriceSlider({ price, navigate = (url) => window.location.assign(url) }: PriceSliderProps) {
  const { range, histogram } = price;
  const [values, setValues] = useState<number[]>([range.selectedMin ?? range.min, range.selectedMax ?? range.max]);
  const tallest = Math.max(1, ...histogram.map((bucket) => bucket.count));
  return (
    <RACSlider
      className={styles.root}
      minValue={range.min}
      maxValue={range.max}
      step={1}
      value={values}
      onChange={setValues}
      onChangeEnd={([from, to]) =>
        navigate(
          withQuery(range.url, {
            'pret-de-la': from! > range.min ? String(from) : null,
            'pret-pana-la': to! < range.max ? String(to) : null,
          }),
        )
      }
      formatOptions={{ style: 'currency', currency: 'RON', maximumFractionDigits: 0 }}
    >
      <div className={styles.header}>
        <Label className={styles.label}>Interval de preț</Label>
        <SliderOutput className={styles.output}>{({ state }) => `${formatMoney(state.values[0]!)} – ${formatMoney(state.values[1]!)}`}</SliderOutput>
      </div>
      <div className={styles.histogram} aria-hidden="true">
        {histogram.map((bucket) => (
          <span
            key={bucket.lowerBound}
            className={bucket.upperBound > values[0]! && bucket.lowerBound < values[1]! ? styles.bar.inRange : styles.bar.outside}
            style={{ height: `${Math.max(4, (bucket.count / tallest) * 100)}%` }}
          />
        ))}
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }} />
            <SliderThumb index={0} aria-label="Preț minim" className={styles.thumb} />
            <SliderThumb index={1} aria-label="Preț maxim" className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
