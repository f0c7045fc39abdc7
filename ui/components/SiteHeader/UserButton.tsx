import * as styles from './SiteHeader.css';

/** The signed-in user as the header shows them. */
export interface HeaderUser {
  name: string;
  initials: string;
  avatarUrl: string | null;
  /** Staff (the token's admin role): the menu offers admin mode. @default false */
  isAdmin?: boolean;
  /** Admin mode is on (the `admin-mode` cookie). @default false */
  adminModeEnabled?: boolean;
}

/**
 * The user menu button's name: what it shows (the initials when there is no picture, then the first
 * name), then what it opens. Speech users say what they see („MI” on a phone, „Maria” beside it on a
 * wide screen), so the name must contain it, in the order shown (WCAG 2.5.3, label in name).
 */
export const userMenuLabel = (user: HeaderUser) => `${user.avatarUrl ? '' : `${user.initials} `}${user.name.split(' ')[0]}, meniul utilizatorului`;

/** What the user menu's button shows: the avatar (or the initials) and the first name. */
export function UserButtonFace({ user }: { user: HeaderUser }) {
  return (
    <>
      {user.avatarUrl ? (
        <img className={styles.avatar} src={user.avatarUrl} alt="" width={28} height={28} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {user.initials}
        </span>
      )}
      {/* Two words, as the name reads them („MI Maria”); a flex container draws no space. */}{' '}
      <span className={styles.actionLabel}>{user.name.split(' ')[0]}</span>
    </>
  );
}

/**
 * The avatar button titled as the user menu (SPEC §2 Header), as a plain button: it stands in for
 * the menu until the menu's code (react-aria's, whose trigger needs its own button) has loaded.
 */
export function UserButton({ user, onPress, onFocusChange }: { user: HeaderUser; onPress?: () => void; onFocusChange?: (focused: boolean) => void }) {
  return (
    <button
      type="button"
      className={styles.action}
      aria-label={userMenuLabel(user)}
      // Announced as what it opens, like the menu's own button that replaces it.
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onPress}
      onFocus={() => onFocusChange?.(true)}
      onBlur={() => onFocusChange?.(false)}
    >
      <UserButtonFace user={user} />
    </button>
  );
}
