import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

interface CommonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** `primary` (brand green), `accent` (terracotta), `secondary`, `ghost`, `danger`. @default 'primary' */
  variant?: ButtonVariant;
  /** Height 32, 40 or 48 px. @default 'm' */
  size?: ButtonSize;
}

interface LabelledProps extends CommonProps {
  children: ReactNode;
  /** An icon before the label; decorative, the label names the button. @default undefined */
  icon?: IconName;
}

/** Only an icon: its `aria-label` is required, so it is never nameless. */
interface IconOnlyProps extends CommonProps {
  children?: undefined;
  icon: IconName;
  'aria-label': string;
}

export type PlainButtonProps = LabelledProps | IconOnlyProps;

const iconSizeFor = { s: 'xs', m: 'xss', l: 's' } as const satisfies Record<ButtonSize, string>;

/**
 * `Button`'s look on a native `<button type="button">`, for the few buttons that hydrate with every
 * page (the cookie bar, the install prompt, the similar-products panel): no react-aria in the first
 * load. No pending state; everything loaded on demand keeps using `Button`.
 */
export function PlainButton({ variant = 'primary', size = 'm', icon, children, className, ...props }: PlainButtonProps) {
  const iconOnly = children === undefined || children === null;
  return (
    <button {...props} type="button" className={[styles.root({ variant, size, iconOnly }), className].filter(Boolean).join(' ')}>
      {icon && <Icon name={icon} size={iconSizeFor[size]} />}
      {!iconOnly && <span className={styles.label}>{children}</span>}
    </button>
  );
}
