import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components';
import { ButtonContent, type ButtonShape, type ButtonSize, type ButtonVariant, isIconOnly } from './ButtonContent';
import * as styles from './Button.css';

export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './ButtonContent';

interface CommonProps extends Omit<RACButtonProps, 'children'> {
  /** `primary` (brand green), `accent` (terracotta, for going to the shop), `secondary`, `ghost`, `danger`. @default 'primary' */
  variant?: ButtonVariant;
  /** Height 32, 40 or 48 px. @default 'm' */
  size?: ButtonSize;
}

export type ButtonProps = ButtonShape<CommonProps>;

/**
 * Cuib's button, on react-aria's: pressed alike by pointer, keyboard or touch; `isPending` shows a
 * spinner, keeps focus and ignores presses; `isDisabled` ignores presses.
 */
export function Button({ variant = 'primary', size = 'm', icon, children, className, ...props }: ButtonProps) {
  const iconOnly = isIconOnly(children);
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => [styles.root({ variant, size, iconOnly }), own].filter(Boolean).join(' '))}
    >
      {({ isPending }) => (
        <ButtonContent pending={isPending} icon={icon} size={size}>
          {children}
        </ButtonContent>
      )}
    </RACButton>
  );
}
