'use client';

import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { pushDataLayer } from '../../lib/analytics';
import { isPlainClick } from '../../lib/plain-click';
import type { DetailModalRequest } from './DetailModal';
import { detailModalNames, type DetailModalName } from './names';

// SPEC §2: modals load lazily; nothing of these is downloaded before one is opened.
const loadModal = () => import('./DetailModal');
const DetailModal = lazy(loadModal);

const isDetailModal = (name: string | undefined): name is DetailModalName => (detailModalNames as readonly string[]).includes(name ?? '');

/** What a link marked `data-opens` asks for, read from its data attributes (and, for photos, its list). */
function requestOf(link: HTMLAnchorElement, name: DetailModalName): DetailModalRequest {
  const { variantId, images, title, index } = link.dataset;
  if (name === 'review-images') {
    const photos = [...(link.closest('ul')?.querySelectorAll<HTMLAnchorElement>('a[data-opens="review-images"]') ?? [link])];
    return { name, title: title ?? 'Fotografii', photos: photos.map((photo) => ({ src: photo.href, alt: photo.querySelector('img')?.alt ?? '' })), index: Number(index) || 0 };
  }
  return { name, variantId: Number(variantId), title: title ?? '', imageIds: images ? images.split(',') : [] };
}

/**
 * Mounted once per page: links marked `data-opens="offers" | "select-variant" | "images" |
 * "deliveries" | "review-images"` open their modal instead of being followed (they still lead
 * somewhere useful without JavaScript, or with a modifier key). Sends `modal_open` with the modal's
 * name and opener; a modal whose code cannot load lets the link be followed after all (SPEC §8).
 */
export function DetailModalsHost() {
  const [request, setRequest] = useState<DetailModalRequest | null>(null);

  // From the commit on, as ReviewsModalHost: an Enter right after rendering must not follow the link.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-opens]');
      const name = link?.dataset.opens;
      if (!link || !isDetailModal(name)) return;
      event.preventDefault();
      pushDataLayer({ event: 'modal_open', modal_name: name.replace('-', '_'), modal_opener: link.dataset.opener ?? 'product_detail' });
      setRequest(requestOf(link, name));
      loadModal().catch(() => {
        setRequest(null);
        window.location.assign(link.href);
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <DetailModal request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
