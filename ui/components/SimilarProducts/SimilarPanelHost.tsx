'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SimilarVariants } from '#generated/main-api/types.gen';
import { useLoaded } from '../../hooks/use-loaded';
import { isPlainClick } from '../../lib/plain-click';
import { sameOrigin } from '../../lib/same-origin';
// A plain button: this host hydrates with every listing, and react-aria would come with it.
import { PlainButton } from '../Button/PlainButton';
import { SimilarProducts } from './SimilarProducts';
import * as styles from './SimilarProducts.css';

interface Open {
  variantId: number;
  slug: string;
  slot: HTMLLIElement;
  opener: HTMLElement;
}

/** The last card in the same grid row as `item` (cards of one row share their top edge). */
function rowEnd(item: HTMLElement): HTMLElement {
  let last = item;
  for (let next = item.nextElementSibling; next instanceof HTMLElement; next = next.nextElementSibling) {
    if (next.hasAttribute('data-similar-slot')) continue;
    if (next.offsetTop !== item.offsetTop) break;
    last = next;
  }
  return last;
}

/** The panel of one card (remounted for another card, so each asks once). */
function Panel({ open, onClose }: { open: Open; onClose: () => void }) {
  const state = useLoaded<SimilarVariants>(async () => {
    const { getSimilarVariants } = await import('#generated/main-api/sdk.gen');
    return (await getSimilarVariants({ ...sameOrigin(), path: { variantId: open.variantId } })).data;
  });
  const answer = state.status === 'done' && state.data.variants.length > 0 ? state.data : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // SPEC §2: the panel is removed again when nothing similar comes back (or nothing can be asked).
    if (state.status === 'failed' || (state.status === 'done' && !answer)) onClose();
    if (answer) heading.current?.focus();
  }, [state]);
  if (!answer) return <p className={styles.loading}>Căutăm produse asemănătoare…</p>;
  return (
    <SimilarProducts
      id={`similare-${open.variantId}`}
      variants={answer.variants}
      moreHref={answer.requestId ? `/products/visually-similar/${answer.requestId}/${open.slug}` : undefined}
      actions={<PlainButton variant="ghost" size="s" icon="close" aria-label="Închide produsele similare" onClick={() => onClose()} />}
      headingRef={heading}
    />
  );
}

/**
 * Around a listing's cards: a card's „Similare” link (which leads to the similar products on the
 * detail page without JavaScript) opens the similar-products panel right under that card's row
 * instead (SPEC §2). Pressed again, or closed, the panel goes and focus returns to the link.
 */
export function SimilarPanelHost({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const current = useRef<Open | null>(null);
  current.current = open;

  const close = (returnFocus = true) => {
    const shown = current.current;
    if (!shown) return;
    shown.slot.remove();
    if (returnFocus) shown.opener.focus();
    setOpen(null);
  };

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-similar-for]');
      const item = link?.closest('li');
      if (!link || !item || !element.contains(link)) return;
      event.preventDefault();
      const variantId = Number(link.dataset.similarFor);
      if (current.current?.variantId === variantId) return close();
      current.current?.slot.remove();
      const slot = document.createElement('li');
      slot.setAttribute('data-similar-slot', '');
      slot.className = styles.panelSlot;
      rowEnd(item).after(slot);
      setOpen({ variantId, slug: link.dataset.similarSlug ?? '', slot, opener: link });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return (
    <div ref={root}>
      {children}
      {open && createPortal(<Panel key={open.variantId} open={open} onClose={close} />, open.slot)}
    </div>
  );
}
