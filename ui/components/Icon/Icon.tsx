import { type IconSizeName, iconSizes } from '../../theme/tokens';
import { iconSymbolId } from './IconSprite';
import type { IconName } from './paths';
import * as styles from './Icon.css';

export interface IconProps {
  /** Which icon of our set. */
  name: IconName;
  /** SPEC §9 icon sizes: xs 16, xss 20, s 24, m 32, l 48, xl 64 px. @default 's' */
  size?: IconSizeName;
  /**
   * What the icon means when nothing beside it says so (e.g. „Livrare gratuită”). Without it the
   * icon is decorative and hidden from assistive technology. @default undefined
   */
  label?: string;
  /** Extra class, for placing the icon. */
  className?: string;
}

/**
 * An icon of our set in the text colour, drawn from the page's sprite (`IconSprite`, which the
 * site's root and Storybook render once). Decorative by default; give `label` when it carries
 * meaning alone.
 */
export function Icon({ name, size = 's', label, className }: IconProps) {
  const pixels = iconSizes[size];
  return (
    <svg
      className={[styles.root, className].filter(Boolean).join(' ')}
      width={pixels}
      height={pixels}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
