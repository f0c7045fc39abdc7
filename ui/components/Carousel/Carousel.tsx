'use client';

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './Carousel.css';

/** Autoplay step (SPEC §9). */
export const autoplayMs = 5000;

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  /** The items; each becomes a list item of the row (cards, tiles, pictures). */
  children: ReactNode;
  /** Slides forward every 5 s until touched, hovered or a button is used; never under reduced motion. @default false */
  autoplay?: boolean;
}

/**
 * A horizontal row of items with previous/next buttons, disabled at the ends, and a fade on the
 * side where more items wait (SPEC §4 Carousels). The buttons re-check after resizing (100 ms
 * debounce) and once more after 500 ms, when late images have settled the widths.
 *
 * Give the carousel a width (its parent's); the items keep their own widths and the row scrolls.
 */
export function Carousel({ label, children, autoplay = false }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const [playing, setPlaying] = useState(autoplay);

  const check = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 100);
    };
    const late = setTimeout(check, 500);
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      clearTimeout(late);
      window.removeEventListener('resize', onResize);
    };
  }, [check]);

  const slide = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: reduced ? 'instant' : 'smooth' });
  }, []);

  useEffect(() => {
    if (!playing || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element) return;
      // At the end, autoplay starts over from the first item.
      if (element.scrollLeft + element.clientWidth >= element.scrollWidth - 1) element.scrollTo({ left: 0, behavior: 'smooth' });
      else slide(1);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [playing, slide]);

  const stop = () => setPlaying(false);
  return (
    <div className={styles.root} role="region" aria-roledescription="carusel" aria-label={label} onPointerEnter={stop} onTouchStart={stop}>
      <ul ref={track} className={styles.track} onScroll={check}>
        {Children.map(children, (child) => (
          <li className={styles.item}>{child}</li>
        ))}
      </ul>
      {!edges.start && <span className={styles.fade.start} aria-hidden="true" />}
      {!edges.end && <span className={styles.fade.end} aria-hidden="true" />}
      {/* Plain buttons: the carousel hydrates with the product page, before anyone uses it. */}
      <button type="button" className={styles.control.previous} aria-label="Înapoi" disabled={edges.start} onClick={() => (stop(), slide(-1))}>
        <Icon name="chevron-left" size="xss" />
      </button>
      <button type="button" className={styles.control.next} aria-label="Înainte" disabled={edges.end} onClick={() => (stop(), slide(1))}>
        <Icon name="chevron-right" size="xss" />
      </button>
    </div>
  );
}
