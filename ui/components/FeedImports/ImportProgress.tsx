'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPartnerImportOptions } from '#generated/main-api/@tanstack/react-query.gen';
import type { FeedImport } from '#generated/main-api/types.gen';
import { sameOrigin } from '../../lib/same-origin';
import { visuallyHidden } from '../../theme';
import { ImportSummary } from './ImportSummary';
import { importStateLabels } from './labels';

export interface ImportProgressProps {
  /** The import as the page was drawn with it. */
  initial: FeedImport;
  /** Called once, when an import that was running has ended (the page then draws its outcome again). */
  onFinished?: (finished: FeedImport) => void;
  /** How often a running import is asked again, in ms. @default 2000 */
  intervalMs?: number;
}

/**
 * A running import's summary that follows it: asked again every two seconds until it ends (the
 * contract's `GET` of the import, through the generated query options), the counts growing. Its
 * end is said to screen readers; the page then shows the outcome.
 */
export function ImportProgress({ initial, onFinished, intervalMs = 2000 }: ImportProgressProps) {
  const { data } = useQuery({
    ...getPartnerImportOptions({ ...sameOrigin(), path: { importId: initial.id } }),
    initialData: initial,
    // The page's reading is already old by the time it hydrates.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? intervalMs : false),
    refetchIntervalInBackground: false,
  });
  const wasRunning = useRef(initial.state === 'running');
  const finished = data.state !== 'running';
  useEffect(() => {
    if (finished && wasRunning.current) {
      wasRunning.current = false;
      onFinished?.(data);
    }
  }, [finished, data, onFinished]);
  return (
    <>
      <ImportSummary feedImport={data} />
      <p className={visuallyHidden} role="status">
        {finished && initial.state === 'running' ? `Importul s-a încheiat: ${importStateLabels[data.state]}.` : ''}
      </p>
    </>
  );
}
