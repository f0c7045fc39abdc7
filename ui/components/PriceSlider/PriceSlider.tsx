'use client';

import { type KeyboardEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import type { PriceFilterGroup } from '#generated/main-api/types.gen';
import { formatMoney } from '../../lib/format';
import { ListingNavigation } from '../../lib/listing-navigation';
import { listingParams } from '#domain/listing-params';
import { withQuery } from '#domain/listing-url';
import { nextThumbValue } from './thumb-keys';
import * as styles from './PriceSlider.css';

export interface PriceSliderProps {
  price: PriceFilterGroup;
  /** Where a chosen range leads. @default the listing's in-place navigation, else location.assign */
  navigate?: (url: string) => void;
  /** How long the keyboard must rest before the range is applied, in ms. */
  pause?: number;
}

/** Keyboard steps come in bursts: the range is applied once they stop, not at every step. */
const keyboardPause = 600;

/**
 * Two thumbs over the price histogram: two native range inputs laid over one track, so the listing
 * hydrates no slider library; the thumbs shown are drawn beside them. A thumb stops at the other
 * one. Letting go of a thumb (the input's `change`), a pause after keyboard steps or leaving the
 * slider opens the listing with `pret-de-la` and `pret-pana-la`; the bars of the chosen range stay
 * coloured. Updated in place, it follows the range the new listing has chosen.
 */
export function PriceSlider({ price, navigate: given, pause = keyboardPause }: PriceSliderProps) {
  const { range, histogram } = price;
  const inPlace = useContext(ListingNavigation);
  const navigate = given ?? inPlace ?? ((url: string) => window.location.assign(url));
  const chosen: [number, number] = [range.selectedMin ?? range.min, range.selectedMax ?? range.max];
  const [values, setValues] = useState<[number, number]>(chosen);
  // A new listing (another filter, a chip removed) brings its own range: show it.
  const chosenKey = `${range.min} ${range.max} ${chosen.join(' ')}`;
  const [shownKey, setShownKey] = useState(chosenKey);
  if (shownKey !== chosenKey) {
    setShownKey(chosenKey);
    setValues(chosen);
  }
  // A keyboard change waiting for its pause.
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [from, to] = values;
  const tallest = Math.max(1, ...histogram.map((bucket) => bucket.count));
  const id = useId();
  const labelId = `${id}label`;
  const inputIds = [`${id}0`, `${id}1`] as const;
  const inputs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const span = Math.max(1, range.max - range.min);
  const percent = (value: number) => ((value - range.min) / span) * 100;

  const commit = ([low, high]: readonly [number, number]) => {
    clearTimeout(waiting.current);
    waiting.current = undefined;
    navigate(
      withQuery(range.url, {
        [listingParams.priceFrom]: low > range.min ? String(low) : null,
        [listingParams.priceTo]: high < range.max ? String(high) : null,
      }),
    );
  };

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
      clearTimeout(waiting.current);
    };
  }, []);

  // The keys are handled here rather than left to the browser: steps as before (a tenth of the
  // range for Page Up/Down and Shift+arrows, Home/End up to the other thumb); the listing opens
  // once the keys have rested for `pause`, or when the focus leaves the slider.
  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    const wanted = nextThumbValue(event, values[thumb], { min: thumb === 0 ? range.min : values[0], max: thumb === 1 ? range.max : values[1], span });
    if (wanted === null) return;
    event.preventDefault();
    const next = clamped(thumb, wanted, values);
    setValues(next);
    if (next[thumb] === values[thumb]) return;
    clearTimeout(waiting.current);
    waiting.current = setTimeout(() => commit(next), pause);
  };
  const onBlur = () => {
    if (waiting.current !== undefined) commit(values);
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
        onBlur={onBlur}
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
