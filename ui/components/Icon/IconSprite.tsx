import { type IconName, iconNames, iconParts } from './paths';
import * as styles from './Icon.css';

/** The id of an icon's symbol in the page's sprite. */
export const iconSymbolId = (name: IconName) => `icon-${name}`;

/**
 * Every icon of the set once per page, as SVG symbols that each `<Icon>` draws by reference
 * (`<use href="#icon-…">`). A listing shows some 250 icons (stars, hearts, arrows): drawn inline,
 * their paths made up a seventh of its HTML and were written again in the page's RSC payload.
 * Rendered once by the root of the site, and by Storybook's preview.
 */
export function IconSprite() {
  return (
    <svg className={styles.sprite} aria-hidden="true" focusable="false">
      {iconNames.map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          {iconParts[name].map(({ d, fill }) => (fill ? <path key={d} d={d} fill="currentColor" stroke="none" /> : <path key={d} d={d} />))}
        </symbol>
      ))}
    </svg>
  );
}
