export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonSizes, buttonVariants } from './Button';
export { PlainButton, type PlainButtonProps } from './PlainButton';
