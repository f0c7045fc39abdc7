import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.s, padding: `${vars.space.xs} ${vars.space.m}`, background: vars.color.accentSubtle, color: vars.color.text });

export const text = style({ margin: 0, fontSize: vars.fontSize.s, textAlign: 'center' });

export const link = style({ color: vars.color.accentStrong, fontWeight: vars.fontWeight.bold });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
