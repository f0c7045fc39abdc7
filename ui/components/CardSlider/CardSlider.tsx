'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import type { Image } from '#generated/main-api/types.gen';
import { pushDataLayer } from '../../lib/analytics';
import { productImageSrcSet, productImageUrl } from '../../lib/images';
import { Icon } from '../Icon';
import * as styles from './CardSlider.css';

/** At most this many images per card (SPEC §9). */
export const maxCardImages = 10;

export interface CardSliderProps {
  images: readonly Image[];
  /** The product name, for the images' alternative text. */
  name: string;
  /** Loads the first image eagerly (first row of a listing). @default false */
  priority?: boolean;
  variantId: number;
}

/**
 * A card's images side by side in a scroll-snapping strip (gap 8 px). With two or more images,
 * previous/next buttons slide one image (400 ms, instantly under reduced motion) and are disabled
 * at the ends. Without JavaScript the strip still scrolls by touch or trackpad.
 */
export function CardSlider({ images, name, priority = false, variantId }: CardSliderProps) {
  const shown = images.slice(0, maxCardImages);
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const count = shown.length;

  // The current image follows the strip, however it was scrolled (buttons, swipe, keyboard).
  const onScroll = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setIndex(Math.round(element.scrollLeft / (element.clientWidth + 8)));
  }, []);
  useEffect(onScroll, [onScroll]);

  const go = (to: number) => {
    const element = strip.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: to * (element.clientWidth + 8), behavior: reduced ? 'instant' : 'smooth' });
    setIndex(to);
    pushDataLayer({ event: 'variant_card_swiper_interaction', variant_id: variantId, image_index: to });
  };

  return (
    <div className={styles.root}>
      <ul ref={strip} className={styles.strip} onScroll={onScroll} aria-label={`Imagini: ${name}`}>
        {shown.map((image, i) => (
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
          <RACButton className={styles.control.previous} aria-label="Imaginea anterioară" isDisabled={index <= 0} onPress={() => go(index - 1)}>
            <Icon name="chevron-left" size="xss" />
          </RACButton>
          <RACButton className={styles.control.next} aria-label="Imaginea următoare" isDisabled={index >= count - 1} onPress={() => go(index + 1)}>
            <Icon name="chevron-right" size="xss" />
          </RACButton>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </p>
        </>
      )}
    </div>
  );
}
