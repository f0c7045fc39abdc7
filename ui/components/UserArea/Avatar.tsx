import * as styles from './UserArea.css';

export interface AvatarProps {
  /** Shown when there is no picture. */
  initials: string;
  /** A picture of the user; the initials stand in without one. @default null */
  avatarUrl?: string | null;
  /** 48 px beside a line of text, 72 px atop a profile. @default 'l' */
  size?: 'm' | 'l';
}

/** A user's picture, or their initials in a circle. Decorative: the name is always written beside it. */
export function Avatar({ initials, avatarUrl = null, size = 'l' }: AvatarProps) {
  return avatarUrl ? (
    <img className={styles.avatar({ size })} src={avatarUrl} alt="" width={size === 'l' ? 72 : 48} height={size === 'l' ? 72 : 48} />
  ) : (
    <span className={styles.avatar({ size })} aria-hidden="true">
      {initials}
    </span>
  );
}
