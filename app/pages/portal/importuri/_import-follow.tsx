'use client';

import { useCallback } from 'react';
import { useRouter } from 'waku';
import type { FeedImport } from '#generated/main-api/types.gen';
import { ImportProgress } from '#ui/components/FeedImports';

/**
 * A running import's summary, following it; once it ends the page is drawn again by the server
 * (its outcome and refused items), in place: no reload, focus and scroll stay.
 */
export function ImportFollow({ initial }: { initial: FeedImport }) {
  const router = useRouter();
  const finished = useCallback(() => void router.reload(), [router]);
  return <ImportProgress initial={initial} onFinished={finished} />;
}
