import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const enabledHover = '&[data-hovered]:not([data-disabled]):not([data-pending])';

/*
 * `PlainButton` wears the same classes on a native <button>, without react-aria's data attributes:
 * its states come from pseudo-classes, kept off react-aria's buttons (`data-rac`) so theirs stay as they were.
 */
const plain = '&:not([data-rac])';

/** A variant's hover, for react-aria's buttons and, with a real pointer only, for plain ones. */
const hover = (look: StyleRule) => ({
  selectors: { [enabledHover]: look },
  '@media': { '(hover: hover)': { selectors: { [`${plain}:hover:not(:disabled)`]: look } } },
});

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-pressed]': { transform: 'scale(0.97)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[data-pending]': { cursor: 'progress' },
      [`${plain}:focus-visible`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      [`${plain}:active:not(:disabled)`]: { transform: 'scale(0.97)' },
      [`${plain}:disabled`]: { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        ...hover({ background: vars.color.brandStrong }),
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        ...hover({ background: vars.color.accentStrong }),
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.borderStrong,
        ...hover({ borderColor: vars.color.brand, background: vars.color.brandSubtle }),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        ...hover({ background: vars.color.surfaceSunken }),
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        ...hover({ filter: 'brightness(0.9)' }),
      },
    },
    size: {
      s: { fontSize: vars.fontSize.xs, minHeight: '32px', minWidth: '32px', padding: `${vars.space.xs} ${vars.space.m}` },
      m: { fontSize: vars.fontSize.s, minHeight: '40px', minWidth: '40px', padding: `${vars.space.s} ${vars.space.l}` },
      l: { fontSize: vars.fontSize.m, minHeight: '48px', minWidth: '48px', padding: `${vars.space.s} ${vars.space.xl}` },
    },
    // A square (round) target; its size keeps the 32/40/48 px touch targets of the text sizes.
    iconOnly: { true: { padding: 0, aspectRatio: '1 / 1' } },
  },
});

/** The visible label; long labels wrap instead of overflowing narrow layouts. */
export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
