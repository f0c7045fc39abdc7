'use client';

import { useEffect } from 'react';
import { type RecentView, rememberView } from '../../lib/recent-views';

/** Put on a product page: remembers the product for the search box's recent list. Renders nothing. */
export function RememberView(view: RecentView) {
  useEffect(() => rememberView(view), [view.id, view.title, view.url]);
  return null;
}
