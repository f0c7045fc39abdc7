'use client';

import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '../Button';

// The dialog (react-aria, TanStack Query) loads the first time it opens, never with the page.
const loadDialog = () => import('./ShareDialog');
const ShareDialog = lazy(loadDialog);

/** Props of the favourites list's share button. */
export interface FavouritesShareProps {
  /** The origin the link is written with. @default window.location.origin */
  origin?: string;
}

/**
 * „Distribuie lista”: asks the backend for the list's share link only when pressed, and shows it
 * in a dialog to copy or, where the device can, to send through the system's share sheet.
 *
 * Use it on the shopper's own favourites page, beside the list's heading; the dialog's code loads
 * on the first hover or focus, never with the page.
 */
export function FavouritesShare({ origin }: FavouritesShareProps) {
  const [open, setOpen] = useState(false);
  // Coming to the button starts loading the dialog, so the press rarely waits for it.
  const warm = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <PlainButton
        variant="secondary"
        icon="copy"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setOpen(true);
          // SPEC §8: a dialog whose code cannot load resets the open flag.
          loadDialog().catch(() => setOpen(false));
        }}
      >
        Distribuie lista
      </PlainButton>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog onClose={() => setOpen(false)} origin={origin} />
        </Suspense>
      )}
    </>
  );
}
