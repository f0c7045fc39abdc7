import type { ReactNode } from 'react';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './PartnerPortal.css';

export const portalSections = [
  { id: 'prezentare', label: 'Prezentare', href: '/portal' },
  { id: 'oferte', label: 'Oferte', href: '/portal/oferte' },
  { id: 'statistici', label: 'Statistici', href: '/portal/statistici' },
] as const;

export type PortalSection = (typeof portalSections)[number]['id'];

export interface PortalFrameProps {
  /** The shop the portal is for, said above its sections; none for an account without a shop. */
  shopName?: string;
  /** The section the page belongs to (an import's page belongs to the overview). @default undefined */
  current?: PortalSection;
  /** The page: its heading and content. */
  children: ReactNode;
}

/**
 * The partner portal's frame inside the onboarding site: the shop's name, the portal's sections
 * (links, the current one marked) and signing out (a form: it works without JavaScript).
 */
export function PortalFrame({ shopName, current, children }: PortalFrameProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.bar}>
        <p className={styles.who}>
          <span className={styles.portalName}>Portalul magazinului</span>
          {shopName && <span className={styles.shopName}>{shopName}</span>}
        </p>
        {shopName && (
          <nav aria-label="Portalul magazinului" className={styles.sections}>
            <ul className={styles.sectionList}>
              {portalSections.map((section) => (
                <li key={section.id}>
                  <a className={styles.sectionLink} href={section.href} aria-current={section.id === current ? 'page' : undefined}>
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <form method="post" action="/portal/iesire" className={styles.signOut}>
          <button type="submit" className={buttonStyles.root({ variant: 'secondary', size: 's', iconOnly: false })}>
            Ieși din cont
          </button>
        </form>
      </div>
      {children}
    </div>
  );
}
