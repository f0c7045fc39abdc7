import { useEffect, useSyncExternalStore } from 'react';
import type { Visitor } from '#generated/main-api/types.gen';
import { knownVisitor, subscribeVisitor, visitor } from '../lib/visitor';

/**
 * Who this browser is (ui/lib/visitor.ts), asked once the page is live: undefined on the server,
 * while hydrating and until the answer comes; then the user and visitor id, or both null.
 */
export function useVisitor(): Visitor | undefined {
  const known = useSyncExternalStore(subscribeVisitor, knownVisitor, () => undefined);
  useEffect(() => void visitor(), []);
  return known;
}
