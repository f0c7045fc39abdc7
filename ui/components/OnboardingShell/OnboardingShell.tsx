import type { ReactNode } from 'react';
import * as styles from './OnboardingShell.css';
import { SkipLinks, skipTargets } from '../SkipLinks';

export interface OnboardingShellProps {
  /** The page's content. */
  children: ReactNode;
  /** The main marketplace's origin, for the links back to it. */
  mainSiteOrigin: string;
}

const nav = [
  { name: 'Cum funcționează', href: '/' },
  { name: 'Ghid pentru feed', href: '/wiki/feed-de-produse' },
  { name: 'Contact', href: '/contact-form' },
  // Shops already listed sign in here; the portal sends a visitor to its sign-in page.
  { name: 'Portalul magazinului', href: '/portal' },
];

/** The shop-onboarding site's frame: its own header (for shop owners, not shoppers) and a short footer. */
export function OnboardingShell({ children, mainSiteOrigin }: OnboardingShellProps) {
  return (
    <div className={styles.root}>
      <SkipLinks />
      <header className={styles.header}>
        <div className={styles.inner}>
          <a className={styles.brand} href="/">
            cuib <span className={styles.brandNote}>pentru magazine</span>
          </a>
          <nav aria-label="Principal">
            <ul className={styles.nav}>
              {nav.map((item) => (
                <li key={item.href}>
                  <a className={styles.navLink} href={item.href}>
                    {item.name}
                  </a>
                </li>
              ))}
              <li>
                <a className={styles.cta} href="/register">
                  Înscrie-ți magazinul
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id={skipTargets.content} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <a className={styles.footerLink} href={`${mainSiteOrigin}/`}>
            Mergi pe Cuib
          </a>
          <a className={styles.footerLink} href={`${mainSiteOrigin}/termeni/magazine`}>
            Termeni pentru magazine
          </a>
          <a className={styles.footerLink} href={`${mainSiteOrigin}/termeni/politica-de-confidentialitate`}>
            Confidențialitate
          </a>
          <span>© Cuib Marketplace S.R.L.</span>
        </div>
      </footer>
    </div>
  );
}
