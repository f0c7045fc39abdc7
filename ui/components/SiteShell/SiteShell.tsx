import type { ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../SiteHeader';
import * as styles from './SiteShell.css';

/** Header, the page's main content in the site's column, and footer. */
export function SiteShell({ children, header = {} }: { children: ReactNode; header?: SiteHeaderProps }) {
  return (
    <div className={styles.root}>
      <SiteHeader {...header} />
      <main id="continut" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
