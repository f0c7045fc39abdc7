import { useEffect, useState } from 'react';

/** What a call gave so far. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'done'; data: T };

/**
 * One call's answer, asked once when the component mounts (a modal as it opens). An answer that
 * comes after the component has gone is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load()
      .then((data) => current && setState({ status: 'done', data }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
    // Asked once per mount.
  }, []);
  return state;
}
