import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ background: vars.color.brand, color: vars.color.onBrand });

export const skip = style({
  position: 'absolute',
  left: vars.space.s,
  top: '-100px',
  padding: vars.space.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: vars.zIndex.overlay,
  selectors: { '&:focus': { top: vars.space.s } },
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.s} ${vars.space.m}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${vars.space.s} ${vars.space.m}`,
  minHeight: '56px',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const logo = style({ width: '32px', height: '32px' });

export const nav = style({ display: 'flex', gap: vars.space.m, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
