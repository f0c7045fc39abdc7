'use client';

import { Button as RACButton, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { logoutUserMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { setAdminMode } from '../../lib/admin/admin-mode';
import { mutateThroughClient } from '../../lib/query-calls';
import { sameOrigin } from '../../lib/same-origin';
import * as styles from './SiteHeader.css';
import { type HeaderUser, UserButtonFace, userMenuLabel } from './UserButton';

/** Logs out through the generated mutation, then draws the page again for a visitor (whatever the answer). */
async function logout() {
  try {
    await mutateThroughClient(logoutUserMutation(sameOrigin()), {});
  } finally {
    window.location.reload();
  }
}

/**
 * The user menu behind the avatar: the account, the favourites, the alerts, admin mode for staff
 * (a check item: switching it reloads the page, whose cards then carry their ranking details), and
 * logging out (which reloads the page).
 */
export default function UserMenu({
  user,
  onFavourites,
  defaultOpen = false,
  autoFocus = false,
}: {
  user: HeaderUser;
  onFavourites: () => void;
  defaultOpen?: boolean;
  /** Takes the focus as it appears (the stand-in it replaces had it). */
  autoFocus?: boolean;
}) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      {/* react-aria's trigger presses its own Button; it looks exactly like the plain stand-in. */}
      <RACButton className={styles.action} aria-label={userMenuLabel(user)} autoFocus={autoFocus}>
        <UserButtonFace user={user} />
      </RACButton>
      <Popover className={styles.userMenu} placement="bottom end">
        <Menu
          className={styles.userMenuList}
          aria-label="Meniul utilizatorului"
          onAction={(key) => {
            if (key === 'favourites') onFavourites();
            if (key === 'logout') void logout();
          }}
        >
          <MenuItem className={styles.userMenuItem} id="account" href="/user">
            Contul meu
          </MenuItem>
          <MenuItem className={styles.userMenuItem} id="favourites">
            Produsele mele favorite
          </MenuItem>
          <MenuItem className={styles.userMenuItem} id="watches" href="/user/watchdog">
            Alertele mele de preț
          </MenuItem>
          {user.isAdmin && (
            <MenuSection
              selectionMode="multiple"
              selectedKeys={user.adminModeEnabled ? ['admin-mode'] : []}
              onSelectionChange={(keys) => setAdminMode(keys !== 'all' && keys.has('admin-mode'))}
            >
              <MenuItem className={styles.userMenuItem} id="admin-mode">
                {({ isSelected }) => <>Mod administrator: {isSelected ? 'pornit' : 'oprit'}</>}
              </MenuItem>
            </MenuSection>
          )}
          <MenuItem className={styles.userMenuItem} id="logout">
            Ieși din cont
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
