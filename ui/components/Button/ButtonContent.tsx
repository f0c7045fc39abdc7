import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Button.css';

/*
 * What `Button` (react-aria's) and `PlainButton` (native) share: their variants and sizes, the
 * labelled-or-icon-only shape of their props, and what they draw inside. Nothing here imports
 * react-aria, so `PlainButton` stays out of its chunks.
 */

export const buttonVariants = ['primary', 'accent', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['s', 'm', 'l'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** A button with a visible label, optionally with an icon before it. */
interface Labelled {
  children: ReactNode;
  /** An icon before the label; decorative, the label names the button. @default undefined */
  icon?: IconName;
}

/** A button that shows only an icon: its `aria-label` is required, so it is never nameless. */
interface IconOnly {
  children?: undefined;
  icon: IconName;
  'aria-label': string;
}

/** A button's own props (`Common`) with either a label or an icon and a required name. */
export type ButtonShape<Common> = (Common & Labelled) | (Common & IconOnly);

const iconSizeFor = { s: 'xs', m: 'xss', l: 's' } as const satisfies Record<ButtonSize, string>;

/** Whether the button shows only its icon. */
export const isIconOnly = (children: ReactNode) => children === undefined || children === null;

/** Inside a button: a spinner while pending, else its icon; then its label, if it has one. */
export function ButtonContent({ pending, icon, size, children }: { pending: boolean; icon: IconName | undefined; size: ButtonSize; children: ReactNode }) {
  return (
    <>
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : icon && <Icon name={icon} size={iconSizeFor[size]} />}
      {!isIconOnly(children) && <span className={styles.label}>{children}</span>}
    </>
  );
}
