import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['s', 'm', 'l'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface CommonProps extends Omit<RACButtonProps, 'children' | 'className'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'm' */
  size?: ButtonSize;
  className?: RACButtonProps['className'];
}

/** A button with a visible label, optionally with an icon before it. */
interface LabelledButtonProps extends CommonProps {
  children: ReactNode;
  icon?: IconName;
}

/** A button that shows only an icon: its `aria-label` is required, so it is never nameless. */
interface IconOnlyButtonProps extends CommonProps {
  children?: never;
  icon: IconName;
  'aria-label': string;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

const iconSize = { s: 'xs', m: 'xss', l: 's' } as const;

/**
 * Cuib's button, on react-aria's: press by pointer, keyboard or touch alike; `isPending` keeps
 * focus and announces progress; `isDisabled` ignores presses.
 */
export function Button({ variant = 'primary', size = 'm', icon, children, className, ...props }: ButtonProps) {
  const iconOnly = children === undefined;
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) =>
        [styles.root({ variant, size, iconOnly }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            icon && <Icon name={icon} size={iconSize[size]} />
          )}
          {content}
        </>
      ))}
    </RACButton>
  );
}
