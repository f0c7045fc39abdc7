'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { PriceFilterGroup } from '#generated/main-api/types.gen';
import { formatMoney } from '../../lib/format';
import { withQuery } from '../../lib/listing-url';
import { nextThumbValue } from './thumb-keys';
import * as styles from './PriceSlider.css';

export interface PriceSliderProps {
  price: PriceFilterGroup;
  /** Where a chosen range leads; the page navigates there. @default location.assign */
  navigate?: (url: string) => void;
}

/**
 * Two thumbs over the price histogram: two native range inputs laid over one track, so the listing
 * hydrates no slider library; the thumbs shown are drawn beside them. A thumb stops at the other
 * one. Letting go of a thumb (the input's `change`) or a keyboard step opens the listing with
 * `pret-de-la` and `pret-pana-la`; the bars of the chosen range stay coloured.
 */
export function PriceSlider({ price, navigate = (url) => window.location.assign(url) }: PriceSliderProps) {
  const { range, histogram } = price;
  const [values, setValues] = useState<[number, number]>([range.selectedMin ?? range.min, range.selectedMax ?? range.max]);
  const [from, to] = values;
  const tallest = Math.max(1, ...histogram.map((bucket) => bucket.count));
  const id = useId();
  const labelId = `${id}label`;
  const inputIds = [`${id}0`, `${id}1`] as const;
  const inputs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const span = Math.max(1, range.max - range.min);
  const percent = (value: number) => ((value - range.min) / span) * 100;

  const commit = ([low, high]: readonly [number, number]) =>
    navigate(
      withQuery(range.url, {
        'pret-de-la': low > range.min ? String(low) : null,
        'pret-pana-la': high < range.max ? String(high) : null,
      }),
    );

  /** A thumb's new value, kept on its side of the other thumb. */
  const clamped = (thumb: 0 | 1, value: number, current: readonly [number, number]): [number, number] =>
    thumb === 0 ? [Math.min(value, current[1]), current[1]] : [current[0], Math.max(value, current[0])];

  // React's onChange is the input event; letting go is the native change event, which React does not expose.
  // Read from the inputs: by then they hold the values as clamped.
  const onRelease = useRef(() => {});
  onRelease.current = () => commit([Number(inputs[0].current!.value), Number(inputs[1].current!.value)]);
  useEffect(() => {
    const release = () => onRelease.current();
    const elements = inputs.map((input) => input.current!);
    for (const element of elements) element.addEventListener('change', release);
    return () => {
      for (const element of elements) element.removeEventListener('change', release);
    };
  }, []);

  // The keys are handled here rather than left to the browser: steps as before (a tenth of the
  // range for Page Up/Down and Shift+arrows, Home/End up to the other thumb), each step navigating.
  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    const wanted = nextThumbValue(event, values[thumb], { min: thumb === 0 ? range.min : values[0], max: thumb === 1 ? range.max : values[1], span });
    if (wanted === null) return;
    event.preventDefault();
    const next = clamped(thumb, wanted, values);
    setValues(next);
    if (next[thumb] !== values[thumb]) commit(next);
  };

  // Each input takes the pointer on its own side of the point halfway between the thumbs, so a
  // press on the track moves the nearer thumb there and drags it (the browser's own behaviour).
  const halfway = (percent(from) + percent(to)) / 200;
  const edge = `calc(11px + ${halfway} * (100% - 22px))`;
  const thumb = (index: 0 | 1, name: string) => (
    <>
      <input
        ref={inputs[index]}
        id={inputIds[index]}
        className={styles.input}
        style={{ clipPath: index === 0 ? `inset(0 calc(100% - ${edge}) 0 0)` : `inset(0 0 0 ${edge})` }}
        type="range"
        min={range.min}
        max={range.max}
        step={1}
        value={values[index]}
        aria-label={name}
        aria-labelledby={`${inputIds[index]} ${labelId}`}
        aria-valuetext={formatMoney(values[index])}
        onChange={(event) => setValues(clamped(index, Number(event.currentTarget.value), values))}
        onKeyDown={onKeyDown(index)}
      />
      <span className={styles.thumb} style={{ left: `${percent(values[index])}%` }} />
    </>
  );

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <div className={styles.header}>
        <label className={styles.label} id={labelId}>
          Interval de preț
        </label>
        <output className={styles.output} htmlFor={inputIds.join(' ')} aria-live="off">
          {/* One text node: the browser shapes (kerns) it as one run. */}
          {`${formatMoney(from)} – ${formatMoney(to)}`}
        </output>
      </div>
      <div className={styles.histogram} aria-hidden="true">
        {histogram.map((bucket) => (
          <span
            key={bucket.lowerBound}
            className={bucket.upperBound > from && bucket.lowerBound < to ? styles.bar.inRange : styles.bar.outside}
            style={{ height: `${Math.max(4, (bucket.count / tallest) * 100)}%` }}
          />
        ))}
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={{ left: `${percent(from)}%`, width: `${percent(to) - percent(from)}%` }} />
        {thumb(0, 'Preț minim')}
        {thumb(1, 'Preț maxim')}
      </div>
    </div>
  );
}
