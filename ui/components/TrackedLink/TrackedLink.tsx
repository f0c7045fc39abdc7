'use client';

import type { AnchorHTMLAttributes } from 'react';
import { pushDataLayer } from '../../lib/analytics';

export interface TrackedLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The analytics event a click sends (`sales_info_box_link_click`). */
  event: string;
}

/** A plain link that also tells analytics it was followed. */
export function TrackedLink({ event, onClick, ...props }: TrackedLinkProps) {
  return (
    <a
      {...props}
      onClick={(click) => {
        pushDataLayer({ event, link_url: props.href });
        onClick?.(click);
      }}
    />
  );
}
