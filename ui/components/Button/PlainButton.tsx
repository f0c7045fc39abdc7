import type { ButtonHTMLAttributes } from 'react';
import { ButtonContent, type ButtonShape, type ButtonSize, type ButtonVariant, isIconOnly } from './ButtonContent';
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

export type PlainButtonProps = ButtonShape<CommonProps>;

/**
 * `Button`'s look on a native `<button>`, for the few buttons that hydrate with a page (the cookie
 * bar, the install prompt, the similar-products panel, the AI search): no react-aria in the first
 * load, and plain forms drawn on the server. Everything loaded on demand keeps using `Button`.
 */
export function PlainButton({ variant = 'primary', size = 'm', type = 'button', pending = false, icon, children, className, onClick, ...props }: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={pending || props['aria-disabled'] || undefined}
      data-pending={pending ? '' : undefined}
      // No handler when there is nothing to do: then a server component can draw it (a plain form's submit).
      onClick={
        pending || onClick
          ? (event) => {
              if (pending) return event.preventDefault();
              onClick?.(event);
            }
          : undefined
      }
      className={[styles.root({ variant, size, iconOnly: isIconOnly(children) }), className].filter(Boolean).join(' ')}
    >
      <ButtonContent pending={pending} icon={icon} size={size}>
        {children}
      </ButtonContent>
    </button>
  );
}
