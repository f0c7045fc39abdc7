import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const groups = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.m } },
});

export const group = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.m,
});

export const groupName = style({ margin: `0 0 ${vars.space.s}`, fontSize: vars.fontSize.m, color: vars.color.brand });

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
