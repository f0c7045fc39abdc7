import type { ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import * as styles from './SiteShell.css';

/** Header, the page's main content in the site's column, and footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <SiteHeader />
      <main id="continut" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
