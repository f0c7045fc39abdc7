import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

export const root = style({ display: 'grid', gap: vars.space.m, maxWidth: 960 });

export const header = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.m });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, outline: 'none' });

export const count = style({ margin: 0, color: vars.color.textMuted });

export const message = style({
  margin: 0,
  selectors: { '&:not(:empty)': { padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.brandSubtle, color: vars.color.brandStrong } },
});

export const problem = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.danger });

export const list = style({ display: 'grid', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gridTemplateAreas: '"media info" "facts facts" "remove remove"',
  alignItems: 'start',
  gap: vars.space.s,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '96px minmax(0, 1fr) auto',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"media info remove" "media facts remove"',
      columnGap: vars.space.m,
      rowGap: vars.space.xs,
      padding: vars.space.m,
    },
  },
});

export const picture = style({ gridArea: 'media', aspectRatio: '1 / 1', borderRadius: vars.radius.s, overflow: 'hidden', background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({ display: 'grid', placeItems: 'center', height: '100%', padding: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' });

export const info = style({ gridArea: 'info', display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const shop = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const facts = style({ gridArea: 'facts', display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.l}`, margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space.xxs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const status = recipe({
  base: { display: 'inline-block', padding: `0 ${vars.space.s}`, borderRadius: vars.radius.m, fontSize: vars.fontSize.s },
  variants: {
    status: {
      pending: { background: vars.color.accentSubtle, color: vars.color.accentStrong },
      active: { background: vars.color.brandSubtle, color: vars.color.brandStrong },
      notified: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
});

export const remove = style({ gridArea: 'remove', justifySelf: 'start', '@media': { [media.md]: { alignSelf: 'center' } } });

export const empty = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.l, borderRadius: vars.radius.m, background: vars.color.surfaceRaised, textAlign: 'center' });

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.bold });

export const emptyText = style({ margin: '0 auto', maxWidth: '60ch' });
