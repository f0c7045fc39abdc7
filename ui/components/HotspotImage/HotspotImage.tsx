'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { imageUrl } from '../../lib/images';
import { LikeButton } from '../CardActions';
import { Price } from '../Price';
import type { Hotspot } from './spots';
import * as styles from './HotspotImage.css';

/** Widths the picture is offered in. */
const widths = [480, 640, 800, 1200] as const;

export interface HotspotImageProps {
  /** The picture (type inspiration) and its original size, in which the spots are given. */
  image: { id: string; width: number; height: number };
  /** What the picture shows, for screen readers. */
  alt: string;
  /** The products in the picture, each at its place in pixels of the original. */
  spots: readonly Hotspot[];
  /** The picture's `sizes`. @default '(min-width: 1280px) 800px, 100vw' */
  sizes?: string;
  /** Loads the picture first: it is the page's largest paint. @default true */
  priority?: boolean;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/**
 * A shop-the-look picture with its products pinned where they stand (SPEC §2 inspirations). The
 * spots are percentages of the original size, so CSS keeps them on their products at every width.
 * Each spot is a button named after its product: Enter or a tap opens a small card beside it
 * (name, price, like, the shop through the click-through, the product's page), Escape closes it
 * and gives the focus back to the spot, a press elsewhere closes it. Without JavaScript the page
 * lists the same products under the picture.
 */
export function HotspotImage({ image, alt, spots, sizes = '(min-width: 1280px) 800px, 100vw', priority = true }: HotspotImageProps) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const list = useRef<HTMLUListElement>(null);

  // Marks the spots as answering presses (pages hydrate in slices; tests wait for this).
  useEffect(() => list.current?.setAttribute('data-live', ''), []);

  // A press anywhere outside the open spot and its card closes the card (a non-modal popover).
  useEffect(() => {
    if (open === null) return;
    const close = (event: PointerEvent) => {
      const item = list.current?.children[open];
      if (item && !item.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const closeOnEscape = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open !== index) return;
    event.stopPropagation();
    setOpen(null);
    list.current?.children[index]?.querySelector<HTMLButtonElement>('[data-hotspot]')?.focus();
  };

  return (
    <div className={styles.frame} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
      <img
        className={styles.image}
        src={imageUrl('inspiration', image.id, 800)}
        srcSet={widths.map((width) => `${imageUrl('inspiration', image.id, width)} ${width}w`).join(', ')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        fetchPriority={priority ? 'high' : undefined}
        loading={priority ? 'eager' : 'lazy'}
      />
      <ul ref={list} className={styles.spots} aria-label="Produsele din imagine">
        {spots.map((spot, index) => {
          const expanded = open === index;
          const cardId = `${id}-card-${index}`;
          const below = spot.y / image.height <= 0.5;
          return (
            <li key={spot.variantId} onKeyDown={closeOnEscape(index)}>
              <button
                type="button"
                className={styles.spot}
                style={{ left: percent(spot.x, image.width), top: percent(spot.y, image.height) }}
                aria-expanded={expanded}
                aria-controls={expanded ? cardId : undefined}
                data-hotspot=""
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.hidden}>{spot.name}</span>
              </button>
              {expanded && (
                <div
                  id={cardId}
                  role="group"
                  aria-labelledby={`${cardId}-name`}
                  className={styles.card}
                  style={{
                    left: `clamp(0px, calc(${percent(spot.x, image.width)} - 8.5rem), calc(100% - min(17rem, 100%)))`,
                    ...(below ? { top: `calc(${percent(spot.y, image.height)} + 1.5rem)` } : { bottom: `calc(${percent(image.height - spot.y, image.height)} + 1.5rem)` }),
                  }}
                >
                  <p className={styles.shop}>{spot.shopName}</p>
                  <a id={`${cardId}-name`} className={styles.name} href={spot.detailHref}>
                    {spot.name}
                  </a>
                  <div className={styles.row}>
                    <Price price={spot.price} priceBeforeDiscount={spot.priceBeforeDiscount} />
                    <LikeButton itemId={spot.variantId} countSide="end" />
                  </div>
                  <a className={styles.shopLink} href={spot.shopHref} target="_blank" rel="nofollow sponsored noopener">
                    Vezi în magazin<span className={styles.hidden}> (se deschide într-o filă nouă)</span>
                  </a>
                  <button
                    type="button"
                    className={styles.close}
                    aria-label="Închide"
                    onClick={() => {
                      setOpen(null);
                      list.current?.children[index]?.querySelector<HTMLButtonElement>('[data-hotspot]')?.focus();
                    }}
                  >
                    ×
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
