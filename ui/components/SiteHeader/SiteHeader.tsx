import type { Menu } from '#generated/main-api/types.gen';
import { routes } from '../../lib/links';
import { type MenuLink, menuEntries, trendingLinks } from '../../lib/menu';
import { trendingLimit } from '../../lib/search-suggestions';
import { MegaMenu } from '../MegaMenu';
import { SearchBox } from '../SearchBox';
import { HeaderActions, type HeaderUser } from './HeaderActions';
import { HeaderScroll } from './HeaderScroll';
import { MenuButton } from './MenuButton';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  /** The mega-menu trees; without them the header has no category bar. @default null */
  menu?: Menu | null;
  /** The signed-in user, or null for a visitor. @default null */
  user?: HeaderUser | null;
  /** How many variants the visitor likes (the favourites badge); a promise shows it when it arrives. @default 0 */
  likedCount?: number | Promise<number>;
  /** The shop-the-look flag: shows the Inspirations link. @default false */
  showInspirations?: boolean;
  /** The Black Friday flag: shows its link. @default false */
  blackFriday?: boolean;
  /** Where the studio link goes (the shop-onboarding site); no link without it. @default undefined */
  studioUrl?: string;
}

export type { HeaderUser };

/**
 * The site header (SPEC §2 Header): the brand, the search box, the header links, the comparison,
 * favourites and profile buttons, the mega-menu on wide screens and the hamburger on narrow ones.
 * It sticks to the top and gets out of the way while the shopper scrolls down.
 */
export function SiteHeader({ menu = null, user = null, likedCount = 0, showInspirations = false, blackFriday = false, studioUrl }: SiteHeaderProps) {
  const links: MenuLink[] = [
    ...(blackFriday ? [{ name: 'Black Friday', href: routes.blackFriday }] : []),
    { name: 'Reduceri', href: routes.sales },
    ...(showInspirations ? [{ name: 'Inspirații', href: routes.inspirations }] : []),
  ];
  return (
    <HeaderScroll>
      <header className={styles.root}>
        <div className={styles.inner}>
          <div className={styles.menuSlot}>
            <MenuButton links={[...links, { name: 'Toate produsele', href: routes.marketplace }, { name: 'Magazine', href: '/magazine' }, { name: 'Producători', href: '/producatori' }]} />
          </div>
          <a className={styles.brand} href="/" aria-label="Cuib — prima pagină">
            <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
              <path d="M4 17c3 7 21 7 24 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              <path d="M7 15c2-7 16-7 18 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity=".6" />
              <circle cx="12" cy="14" r="3" fill="currentColor" />
              <circle cx="19" cy="13" r="3" fill="currentColor" />
            </svg>
            <span>cuib</span>
          </a>
          <div className={styles.searchSlot}>
            <SearchBox trending={trendingLinks(menu, trendingLimit)} />
          </div>
          <nav aria-label="Principal" className={styles.linksSlot}>
            <ul className={styles.nav}>
              {links.map((item) => (
                <li key={item.href}>
                  <a className={styles.navLink} href={item.href}>
                    {item.name}
                  </a>
                </li>
              ))}
              {studioUrl && (
                <li>
                  <a className={styles.navLink} href={studioUrl} target="_blank" rel="noopener">
                    Cuib Studio<span className={styles.hidden}> (se deschide într-o filă nouă)</span>
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <div className={styles.actionsSlot}>
            <HeaderActions user={user} likedCount={likedCount} />
          </div>
        </div>
        {menu && (
          <div className={styles.menuRow}>
            <MegaMenu entries={menuEntries(menu)} />
          </div>
        )}
      </header>
    </HeaderScroll>
  );
}
