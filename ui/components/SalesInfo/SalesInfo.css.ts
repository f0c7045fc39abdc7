import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/**
 * A native popover: the browser places it on top, closes it on Escape or a click outside, with no script.
 * It opens under its question (the question is its implicit anchor), or above it when there is no
 * room below, and keeps inside the window, so the question it answers stays in sight. A browser
 * without anchor positioning shows it at the foot of the window instead of over the page's middle.
 */
export const tip = style({
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  inset: 'auto 0 1rem',
  margin: '0 auto',
  '@supports': {
    '(position-area: bottom)': {
      inset: 'auto',
      margin: `${vars.space.xs} 0`,
      positionArea: 'bottom span-right',
      positionTryFallbacks: 'flip-block, flip-inline, flip-block flip-inline',
    },
  },
  padding: vars.space.m,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.fontSize.s,
});

export const text = style({ margin: `0 0 ${vars.space.s}` });

export const actions = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.m });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });

export const close = style([trigger, { textDecoration: 'none' }]);
