import { Activity, type ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../SiteHeader';
import { SkipLinks, skipTargets } from '../SkipLinks';
import * as styles from './SiteShell.css';

/**
 * Skip links, the banner strip when there is one, header, the page's main content in the site's
 * column, and footer.
 * Each of the three is its own (always visible) Activity: React hydrates such a boundary after
 * the rest, in slices that give way to the browser every few milliseconds, instead of walking a
 * whole listing in one long task that blocks taps. Unlike Suspense, an Activity never shows a
 * fallback, so the server still sends the page complete and in order (it reads without JavaScript).
 */
export function SiteShell({ children, header = {}, banner = null }: { children: ReactNode; header?: SiteHeaderProps; banner?: ReactNode }) {
  return (
    <div className={styles.root}>
      {/* The skip links are the first Tab stops, before the banner strip's link and button. */}
      <SkipLinks />
      {banner}
      <Activity>
        <SiteHeader {...header} />
      </Activity>
      <main id={skipTargets.content} className={styles.main}>
        <Activity>{children}</Activity>
      </main>
      <Activity>
        <SiteFooter />
      </Activity>
    </div>
  );
}
