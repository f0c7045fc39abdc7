import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'accent', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['s', 'm', 'l'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface CommonProps extends Omit<RACButtonProps, 'children'> {
  /** `primary` (brand green), `accent` (terracotta, for going to the shop), `secondary`, `ghost`, `danger`. @default 'primary' */
  variant?: ButtonVariant;
  /** Height 32, 40 or 48 px. @default 'm' */
  size?: ButtonSize;
}

/** A button with a visible label, optionally with an icon before it. */
interface LabelledButtonProps extends CommonProps {
  children: ReactNode;
  /** An icon before the label; decorative, the label names the button. @default undefined */
  icon?: IconName;
}

/** A button that shows only an icon: its `aria-label` is required, so it is never nameless. */
interface IconOnlyButtonProps extends CommonProps {
  children?: undefined;
  icon: IconName;
  'aria-label': string;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

const iconSizeFor = { s: 'xs', m: 'xss', l: 's' } as const satisfies Record<ButtonSize, string>;

/**
 * Cuib's button, on react-aria's: pressed alike by pointer, keyboard or touch; `isPending` shows a
 * spinner, keeps focus and ignores presses; `isDisabled` ignores presses.
 */
export function Button({ variant = 'primary', size = 'm', icon, children, className, ...props }: ButtonProps) {
  const iconOnly = children === undefined || children === null;
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => [styles.root({ variant, size, iconOnly }), own].filter(Boolean).join(' '))}
    >
      {({ isPending }) => (
        <>
          {isPending ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            icon && <Icon name={icon} size={iconSizeFor[size]} />
          )}
          {!iconOnly && <span className={styles.label}>{children}</span>}
        </>
      )}
    </RACButton>
  );
}
