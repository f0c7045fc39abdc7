import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const root = style({ display: 'grid', gap: vars.space.l, maxWidth: 960 });

export const heading = style({ margin: `${vars.space.m} 0 0`, fontSize: vars.fontSize.xl });

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const identity = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.l, overflowWrap: 'anywhere' });

export const email = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const likes = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.s });

export const avatar = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.brandSubtle,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.bold,
    objectFit: 'cover',
  },
  variants: {
    size: {
      m: { width: 48, height: 48, fontSize: vars.fontSize.s },
      l: { width: 72, height: 72, fontSize: vars.fontSize.l },
    },
  },
});

export const links = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const link = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': focus },
});

export const linkName = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });

export const linkText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.l });
