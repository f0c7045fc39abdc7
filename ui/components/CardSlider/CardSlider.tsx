'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Image } from '#generated/main-api/types.gen';
import { pushDataLayer } from '../../lib/analytics';
import { productImageSrcSet, productImageUrl } from '../../lib/images';
import { Icon } from '../Icon';
import * as styles from './CardSlider.css';

/** At most this many images per card (SPEC §9). */
export const maxCardImages = 10;

export interface CardSliderProps {
  /** The variant's images, in the shop's order; only the first ten are shown. */
  images: readonly Image[];
  /** The product name, for the images' alternative text. */
  name: string;
  /** Loads the first image eagerly (first row of a listing). @default false */
  priority?: boolean;
  /** Sent with the slider's analytics event (`variant_card_swiper_interaction`). */
  variantId: number;
}

/**
 * A card's images side by side in a scroll-snapping strip (gap 8 px). With two or more images,
 * previous/next buttons slide one image (400 ms, instantly under reduced motion) and are disabled
 * at the ends.
 *
 * Only the first image is drawn at first: a listing's cards would otherwise fetch every image of
 * every strip on load (lazy loading does not hold back images in a horizontal strip). The others
 * join the strip once the shopper shows interest in the card (pointer, focus or a finger entering
 * it, or a button press), and without JavaScript the card shows its first image.
 */
export function CardSlider({ images, name, priority = false, variantId }: CardSliderProps) {
  const shown = images.slice(0, maxCardImages);
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [awake, setAwake] = useState(false);
  const count = shown.length;
  const drawn = awake ? shown : shown.slice(0, 1);
  const wake = () => setAwake(true);
  const root = useRef<HTMLDivElement>(null);

  // Interest is read on the whole card: its name link's hit area covers the card, so the pointer
  // and fingers meet the link, not the strip, until they reach the buttons.
  useEffect(() => {
    const card = root.current?.closest('article') ?? root.current;
    if (!card || awake || count < 2) return;
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    for (const name of events) card.addEventListener(name, wake, { passive: true });
    return () => {
      for (const name of events) card.removeEventListener(name, wake);
    };
  }, [awake, count]);

  // The image a button press is sliding to: while the strip is on its way there, the positions it
  // passes are not the current image (a second press mid-way would otherwise count from them).
  const target = useRef<number | null>(null);

  // The current image follows the strip, however it was scrolled (buttons, swipe, keyboard).
  const onScroll = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const at = element.scrollLeft / (element.clientWidth + 8);
    if (target.current !== null && Math.abs(at - target.current) > 0.02) return;
    target.current = null;
    setIndex(Math.round(at));
  }, []);
  useEffect(onScroll, [onScroll]);
  // However the slide ended (arrived, or stopped by a finger), the strip's position is the truth again.
  const onScrollEnd = useCallback(() => {
    target.current = null;
    onScroll();
  }, [onScroll]);

  const go = (to: number) => {
    // A press that came before any other sign of interest: the images must be there to scroll to.
    if (!awake) flushSync(wake);
    const element = strip.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current = to;
    element.scrollTo({ left: to * (element.clientWidth + 8), behavior: reduced ? 'instant' : 'smooth' });
    setIndex(to);
    pushDataLayer({ event: 'variant_card_swiper_interaction', variant_id: variantId, image_index: to });
  };

  return (
    <div ref={root} className={styles.root}>
      <ul ref={strip} className={styles.strip} onScroll={onScroll} onScrollEnd={onScrollEnd} aria-label={`Imagini: ${name}`}>
        {drawn.map((image, i) => (
          <li key={image.id} className={styles.slide} aria-hidden={i === index ? undefined : true}>
            <img
              className={styles.image}
              src={productImageUrl(image.id, 'cardDesktop')}
              srcSet={productImageSrcSet(image.id)}
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw"
              alt={i === 0 ? name : `${name}, imaginea ${i + 1}`}
              width={320}
              height={320}
              loading={priority && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {count >= 2 && (
        <>
          <button type="button" className={styles.control.previous} aria-label="Imaginea anterioară" disabled={index <= 0} onClick={() => go(index - 1)}>
            <Icon name="chevron-left" size="xss" />
          </button>
          <button type="button" className={styles.control.next} aria-label="Imaginea următoare" disabled={index >= count - 1} onClick={() => go(index + 1)}>
            <Icon name="chevron-right" size="xss" />
          </button>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </p>
        </>
      )}
    </div>
  );
}
