'use client';

import { lazy, Suspense, useState } from 'react';
import { pushDataLayer } from '../../lib/analytics';
import type { MenuLink } from '../../lib/menu';
import { Icon } from '../Icon';
import * as styles from './SiteHeader.css';

const loadMobileMenu = () => import('../MobileMenu/MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

/** The hamburger of phones and tablets: a plain button that opens the mobile menu, whose code (and react-aria) loads with the first press. */
export function MenuButton({ links }: { links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Meniu"
        onClick={() => {
          pushDataLayer({ event: 'modal_open', modal_name: 'mobile_menu', modal_opener: 'header_hamburger' });
          setOpen(true);
          loadMobileMenu().catch(() => setOpen(false));
        }}
      >
        <Icon name="menu" size="s" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu links={links} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
