import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

/** The shop's name, the sections and signing out: one row on a wide screen, stacked on a phone. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  paddingBottom: vars.space.m,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'flex', flexDirection: 'column', margin: 0, minWidth: 0, flex: '1 1 12rem' });

export const portalName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const shopName = style({ fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const sections = style({ order: 3, flexBasis: '100%', '@media': { [media.md]: { order: 0, flexBasis: 'auto' } } });

export const sectionList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brandSubtle, color: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const signOut = style({ margin: 0 });

export const pageHeading = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

/** The overview's columns: the shop and its feed beside each other on a wide screen. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const shopFacts = style({ display: 'grid', gap: vars.space.s, margin: 0 });

export const shopFact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

globalStyle(`${shopFact} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.s });
globalStyle(`${shopFact} dd`, { margin: 0 });

export const domain = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const shopLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, margin: 0 });
