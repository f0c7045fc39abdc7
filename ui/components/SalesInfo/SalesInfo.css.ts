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

/** A native popover: the browser places it on top, closes it on Escape or a click outside, with no script. */
export const tip = style({
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  margin: 'auto',
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
