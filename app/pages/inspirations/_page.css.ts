import { style } from '@vanilla-extract/css';
import { media, vars, visuallyHidden } from '#ui/theme';

export const hidden = style([visuallyHidden]);

export const header = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.s, margin: `${vars.space.m} 0 ${vars.space.s}` });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const lead = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted, maxWidth: '70ch' });

/** Filters above the feed on phones, beside it from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});

export const invalid = style({ margin: `${vars.space.s} 0`, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.accentStrong });

/** The look: its picture and, beside it from 1024 px, what it is and who made it. */
export const look = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', alignItems: 'start', gap: vars.space.l } },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const description = style({ margin: 0, maxWidth: '60ch' });

export const author = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, marginTop: vars.space.xl });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.m },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const related = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.m } },
});
