import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

interface CommonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** A form's submit button, or a plain one. @default 'button' */
  type?: 'button' | 'submit';
  /** Shows a spinner instead of the icon and ignores presses, keeping focus (a search on its way). @default false */
  pending?: boolean;
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
 * `Button`'s look on a native `<button>`, for the few buttons that hydrate with a page (the cookie
 * bar, the install prompt, the similar-products panel, the AI search): no react-aria in the first
 * load. Everything loaded on demand keeps using `Button`.
 */
export function PlainButton({ variant = 'primary', size = 'm', type = 'button', pending = false, icon, children, className, onClick, ...props }: PlainButtonProps) {
  const iconOnly = children === undefined || children === null;
  return (
    <button
      {...props}
      type={type}
      aria-disabled={pending || props['aria-disabled'] || undefined}
      data-pending={pending ? '' : undefined}
      onClick={(event) => {
        if (pending) return event.preventDefault();
        onClick?.(event);
      }}
      className={[styles.root({ variant, size, iconOnly }), className].filter(Boolean).join(' ')}
    >
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : icon && <Icon name={icon} size={iconSizeFor[size]} />}
      {!iconOnly && <span className={styles.label}>{children}</span>}
    </button>
  );
}
