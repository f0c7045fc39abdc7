import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const root = style({ display: 'grid', gap: vars.space.m, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.m });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const count = style({ margin: 0, color: vars.color.textMuted });

export const tabs = style({ display: 'flex', gap: vars.space.l, borderBottom: `1px solid ${vars.color.border}` });

export const tab = recipe({
  base: {
    marginBottom: -1,
    padding: `${vars.space.s} 0`,
    borderBottom: '3px solid transparent',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focus },
  },
  variants: { current: { true: { borderBottomColor: vars.color.brand, color: vars.color.brand }, false: {} } },
});

export const results = style({ display: 'grid', gap: vars.space.m, minWidth: 0 });

export const sort = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, fontSize: vars.fontSize.s });

export const sortLabel = style({ color: vars.color.textMuted });

export const sortList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sortLink = recipe({
  base: { display: 'inline-block', padding: `${vars.space.xs} ${vars.space.s}`, borderRadius: vars.radius.pill, color: vars.color.text, textDecoration: 'none', selectors: { '&:focus-visible': focus } },
  variants: {
    current: {
      true: { background: vars.color.text, color: vars.color.surface, fontWeight: vars.fontWeight.medium },
      false: { selectors: { '&:hover': { background: vars.color.surfaceSunken } } },
    },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.l} ${vars.space.m}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

/** The card and, over its picture, the heart and compare toggles (`CardActions` sits top right). */
export const item = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const soldOut = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const empty = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.l, borderRadius: vars.radius.m, background: vars.color.surfaceRaised, textAlign: 'center' });

export const emptyText = style({ margin: 0 });

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.bold });

export const onSale = style({ display: 'grid', gap: vars.space.s, minWidth: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.accentSubtle });

export const onSaleHeading = style({ margin: 0, fontSize: vars.fontSize.l });

export const onSaleList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(140px, 160px)',
  gap: vars.space.m,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
});

export const onSaleItem = style({ minWidth: 0 });
