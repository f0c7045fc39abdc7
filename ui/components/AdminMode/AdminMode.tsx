'use client';

import { lazy, Suspense } from 'react';

// Its code (the loader, the generated client, TanStack Query) is a file of its own, fetched only
// when this renders: the layout renders it only for a staff user with admin mode on (SPEC §6).
const AdminModeRuntime = lazy(() => import('./AdminModeRuntime'));

/** Admin mode (SPEC §1, §4, §6): the ranking data in every card's admin panel. */
export function AdminMode() {
  return (
    <Suspense fallback={null}>
      <AdminModeRuntime />
    </Suspense>
  );
}
