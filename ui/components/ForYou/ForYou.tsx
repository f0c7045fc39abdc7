'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { isKnownBrowser } from '../../lib/visitor';

// Its code (the grid's cards and the call) comes only for a browser the backends know.
const ForYouGrid = lazy(() => import('./ForYouGrid'));

export interface ForYouProps {
  /** Flags the cards read: Christmas-delivery days. */
  christmasDays?: number | null;
  /** The multiplier flag, handed to every card. */
  multiplier?: Record<string, unknown>;
  /** How many cards at most. @default 5 */
  limit?: number;
}

/**
 * „Pentru tine” on the homepage: what a returning visitor liked lately, or for one who liked
 * nothing yet the day's popular deals. The homepage is drawn once for everyone, so the browser
 * asks for them after load, and only when the backends know it (ui/lib/visitor.ts): a first-time
 * visitor's page makes no call. Nothing shows while they come, when there are none, or when the
 * call fails (secondary data).
 */
export function ForYou(props: ForYouProps) {
  const [known, setKnown] = useState(false);
  useEffect(() => setKnown(isKnownBrowser()), []);
  if (!known) return null;
  return (
    <Suspense fallback={null}>
      <ForYouGrid {...props} />
    </Suspense>
  );
}
