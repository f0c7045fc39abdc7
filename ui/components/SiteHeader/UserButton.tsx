import { Button as RACButton } from 'react-aria-components';
import * as styles from './SiteHeader.css';

/** The signed-in user as the header shows them. */
export interface HeaderUser {
  name: string;
  initials: string;
  avatarUrl: string | null;
}

/** The avatar button titled as the user menu (SPEC §2 Header): the avatar, or the initials. */
export function UserButton({ user, onPress }: { user: HeaderUser; onPress?: () => void }) {
  return (
    <RACButton className={styles.action} aria-label="Meniul utilizatorului" onPress={onPress}>
      {user.avatarUrl ? (
        <img className={styles.avatar} src={user.avatarUrl} alt="" width={28} height={28} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {user.initials}
        </span>
      )}
      <span className={styles.actionLabel}>{user.name.split(' ')[0]}</span>
    </RACButton>
  );
}
