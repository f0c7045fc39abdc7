import { type IconSizeName, iconSizes } from '../../theme/tokens';
import { type IconName, iconPaths } from './paths';
import * as styles from './Icon.css';

export interface IconProps {
  name: IconName;
  /** SPEC §9 icon sizes: xs 16, xss 20, s 24, m 32, l 48, xl 64. @default 's' */
  size?: IconSizeName;
  /** What the icon means when nothing else says it; without it the icon is decorative and hidden. */
  label?: string;
  className?: string;
}

/** An icon of our set. Decorative by default; give `label` when it carries meaning alone. */
export function Icon({ name, size = 's', label, className }: IconProps) {
  const { d, fill } = iconPaths[name];
  const pixels = iconSizes[size];
  return (
    <svg
      className={[styles.root, className].filter(Boolean).join(' ')}
      width={pixels}
      height={pixels}
      viewBox="0 0 24 24"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <path
        d={d}
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
