import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-pressed]': { transform: 'scale(0.97)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.brand } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDiscount,
        selectors: { '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.9)' } },
      },
    },
    size: {
      s: { fontSize: vars.fontSize.xs, minHeight: '32px', padding: `0 ${vars.space.s}` },
      m: { fontSize: vars.fontSize.s, minHeight: '40px', padding: `0 ${vars.space.m}` },
      l: { fontSize: vars.fontSize.m, minHeight: '48px', padding: `0 ${vars.space.l}` },
    },
    iconOnly: { true: { padding: 0, aspectRatio: '1 / 1' } },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
