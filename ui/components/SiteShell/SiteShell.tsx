import { Activity, type ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../SiteHeader';
import * as styles from './SiteShell.css';

/**
 * Header, the page's main content in the site's column, and footer.
 * Each of the three is its own (always visible) Activity: React hydrates such a boundary after
 * the rest, in slices that give way to the browser every few milliseconds, instead of walking a
 * whole listing in one long task that blocks taps. Unlike Suspense, an Activity never shows a
 * fallback, so the server still sends the page complete and in order (it reads without JavaScript).
 */
export function SiteShell({ children, header = {} }: { children: ReactNode; header?: SiteHeaderProps }) {
  return (
    <div className={styles.root}>
      <Activity>
        <SiteHeader {...header} />
      </Activity>
      <main id="continut" className={styles.main}>
        <Activity>{children}</Activity>
      </main>
      <Activity>
        <SiteFooter />
      </Activity>
    </div>
  );
}
