'use client';

import { lazy, Suspense, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { pushDataLayer } from '../../lib/analytics';
import type { MenuLink } from '../../lib/menu';
import { Icon } from '../Icon';
import * as styles from './SiteHeader.css';

const loadMobileMenu = () => import('../MobileMenu/MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

/** The hamburger of phones and tablets: opens the mobile menu, whose code loads with the first press. */
export function MenuButton({ links }: { links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RACButton
        className={styles.menuButton}
        aria-label="Meniu"
        onPress={() => {
          pushDataLayer({ event: 'modal_open', modal_name: 'mobile_menu', modal_opener: 'header_hamburger' });
          setOpen(true);
          loadMobileMenu().catch(() => setOpen(false));
        }}
      >
        <Icon name="menu" size="s" />
      </RACButton>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu links={links} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
