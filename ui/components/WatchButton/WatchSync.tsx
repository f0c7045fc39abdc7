'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { unsubscribeWatchMutation } from '#generated/watchdog/@tanstack/react-query.gen';
import type { WatchState } from '#generated/watchdog/types.gen';
import { sameOrigin } from '../../lib/same-origin';
import { QueryIsland } from '../QueryIsland';
import { watchPath, watchStateOptions } from './watch-query';
import { notWatched } from './watch-state';

export interface WatchSyncProps {
  /** The variant whose watch state is kept in the shared cache. */
  variantId: number;
  /** Ask the watchdog for the state now (the visitor has a session or a visitor cookie). */
  personal: boolean;
  /** The state to show until the watchdog has answered (stories, tests). @default undefined */
  initialState?: WatchState;
  /** Counts presses of „Nu mai urmări”: each new value is one unsubscribe call. */
  unsubscribeRequest: number;
  /** The state the button shows: the watchdog's answer, a change made on this page, or a reload. */
  onState: (state: WatchState) => void;
  /** An unsubscribe call ended; `ok` false when it failed (the state is then asked again). */
  onUnsubscribeSettled: (ok: boolean) => void;
}

/**
 * The watch button's link to the watchdog, loaded when the button first needs it: the state query
 * and the unsubscribe mutation on the browser's one QueryClient. It draws nothing: the button stays
 * the same element (and keeps focus) while this part arrives.
 */
export default function WatchSync(props: WatchSyncProps) {
  return (
    <QueryIsland>
      <Sync {...props} />
    </QueryIsland>
  );
}

function Sync({ variantId, personal, initialState, unsubscribeRequest, onState, onUnsubscribeSettled }: WatchSyncProps) {
  const queryClient = useQueryClient();
  const options = watchStateOptions(variantId);
  // After a failed unsubscribe the state is asked again, even of a visitor not asked at start.
  const [reload, setReload] = useState(false);
  // SPEC §8: a failing read is ignored; the button keeps what it shows.
  const { data } = useQuery({ ...options, enabled: personal || reload, placeholderData: initialState });
  useEffect(() => {
    if (data) onState(data);
    // The callbacks only set the button's state; the data alone decides.
  }, [data]);

  const unsubscribe = useMutation(unsubscribeWatchMutation(sameOrigin()));
  const handled = useRef(0);
  useEffect(() => {
    // A press counts once, even when effects run twice (React's strict mode).
    if (unsubscribeRequest <= handled.current) return;
    handled.current = unsubscribeRequest;
    unsubscribe.mutate(
      { path: watchPath(variantId) },
      {
        onSuccess: () => {
          queryClient.setQueryData(options.queryKey, notWatched);
          onUnsubscribeSettled(true);
        },
        onError: () => {
          // SPEC §8: a failing watch action reloads the state.
          setReload(true);
          void queryClient.invalidateQueries({ queryKey: options.queryKey });
          onUnsubscribeSettled(false);
        },
      },
    );
  }, [unsubscribeRequest]);
  return null;
}
