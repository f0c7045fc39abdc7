import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ display: 'grid', gap: vars.space.l, maxWidth: 960 });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.m, marginTop: vars.space.m });

export const identity = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.s });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.l });

export const empty = style({ margin: 0, padding: vars.space.l, borderRadius: vars.radius.m, background: vars.color.surfaceRaised, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const list = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

/** The whole card is the link's target; the name is its text. */
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.m },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const details = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });
