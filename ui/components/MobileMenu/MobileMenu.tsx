'use client';

import { Button as RACButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { MobileMenu as MobileMenuData } from '#generated/main-api/types.gen';
import { useLoaded } from '../../hooks/use-loaded';
import { buildLink, routes } from '../../lib/links';
import { type MenuLink, menuEntries } from '../../lib/menu';
import { sameOrigin } from '../../lib/same-origin';
import { Icon } from '../Icon';
import { ModalFrame } from '../ModalFrame';
import * as styles from './MobileMenu.css';

/** SPEC §9: the mobile menu is kept an hour (3,600,000 ms) before it is asked for again. */
export const mobileMenuCacheMs = 3_600_000;
const storageKey = 'cuib_mobile_menu';

/** The menu kept from an earlier page, when younger than an hour. */
function cachedMenu(now = Date.now()): MobileMenuData | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { at: number; data: MobileMenuData } | null;
    return stored && now - stored.at < mobileMenuCacheMs ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

async function loadMenu(): Promise<MobileMenuData> {
  const cached = cachedMenu();
  if (cached) return cached;
  const { getMobileMenu } = await import('#generated/main-api/sdk.gen');
  const { data } = await getMobileMenu(sameOrigin());
  try {
    localStorage.setItem(storageKey, JSON.stringify({ at: Date.now(), data }));
  } catch {
    // A full or refused storage only means asking again next time.
  }
  return data;
}

export interface MobileMenuProps {
  /** Called when Escape, a click outside or „Închide” closes the menu; the header then unmounts it. */
  onClose: () => void;
  /** The header's own links (sales, Black Friday, inspirations …), shown under the categories. */
  links: MenuLink[];
}

/**
 * The menu behind the hamburger (SPEC §2 Modals: mobile menu): promoted categories, then every tree as an accordion.
 * It asks for the menu as it opens (kept an hour in localStorage) and says so while it loads or when it fails;
 * load it lazily, in a side `ModalFrame` of its own.
 */
export default function MobileMenu({ onClose, links }: MobileMenuProps) {
  const state = useLoaded(loadMenu);
  const menu = state.status === 'done' ? state.data : null;

  return (
    <ModalFrame title="Meniu" onClose={onClose} size="side">
      <nav aria-label="Meniu" className={styles.root}>
        {state.status === 'loading' && <p className={styles.note}>Se încarcă meniul…</p>}
        {state.status === 'failed' && (
          <p className={styles.note} role="alert">
            Meniul nu s-a putut încărca. Găsești toate produsele pe <a href={routes.marketplace}>pagina produselor</a>.
          </p>
        )}
        {menu && (
          <>
            {menu.promotedCategories.length > 0 && (
              <ul className={styles.chips} aria-label="Recomandate">
                {menu.promotedCategories.map((category) => (
                  <li key={category.id}>
                    <a className={styles.chip} href={buildLink(routes.category, { params: { slug: category.urlSlug } })}>
                      {category.longName}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <DisclosureGroup className={styles.groups}>
              {menuEntries(menu.menu).map((entry) => (
                <Disclosure key={entry.id} id={entry.id} className={styles.group}>
                  <Heading level={3} className={styles.groupHeading}>
                    <RACButton slot="trigger" className={styles.groupTrigger}>
                      {entry.name}
                      <Icon name="chevron-down" size="xs" className={styles.chevron} />
                    </RACButton>
                  </Heading>
                  <DisclosurePanel className={styles.panel}>
                    <ul className={styles.links}>
                      <li>
                        <a className={styles.allLink} href={entry.allLink.href}>
                          {entry.allLink.name}
                        </a>
                      </li>
                      {entry.columns.flatMap((column) =>
                        column.href
                          ? [
                              <li key={column.name}>
                                <a className={styles.link} href={column.href}>
                                  {column.name}
                                </a>
                              </li>,
                            ]
                          : column.links.map((item) => (
                              <li key={`${column.name}-${item.href}`}>
                                <a className={styles.link} href={item.href}>
                                  {item.name}
                                </a>
                              </li>
                            )),
                      )}
                    </ul>
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </>
        )}
        <ul className={styles.extraLinks}>
          {links.map((item) => (
            <li key={item.href}>
              <a className={styles.link} href={item.href}>
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </ModalFrame>
  );
}
